import { Alert, Button, Group, PasswordInput, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { userTypeName } from '@repute/domain';
import {
  JIT_USER_TYPE_IDS,
  type OidcConfiguration,
  type OidcConfigurationInput,
  oidcConfigurationInputSchema,
} from '@repute/domain/oidc-sso';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { useSaveOidcConfiguration, useTestOidcDiscovery } from '../sso-api';

type OidcConfigurationFormProps = { configuration: OidcConfiguration | null; mayEdit: boolean };

type Values = {
  enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret: string;
  email_domains: string[];
  /** '' for "only existing users". */
  jit_user_type_id: string;
};

const NO_JIT = '';
const JIT_OPTIONS = [
  { value: NO_JIT, label: 'Do not create users (existing users only)' },
  ...JIT_USER_TYPE_IDS.map((id) => ({ value: String(id), label: `Create as ${userTypeName(id)}` })),
];

function toBody(values: Values): OidcConfigurationInput {
  const secret = values.client_secret.trim();
  return {
    enabled: values.enabled,
    issuer: values.issuer.trim(),
    client_id: values.client_id.trim(),
    ...(secret ? { client_secret: secret } : {}),
    email_domains: values.email_domains.map((domain) => domain.trim().toLowerCase()),
    jit_user_type_id: values.jit_user_type_id === NO_JIT ? null : Number(values.jit_user_type_id),
  };
}

/** The provider's settings, with "Test connection" (its discovery document) before saving. */
export function OidcConfigurationForm({ configuration, mayEdit }: OidcConfigurationFormProps) {
  const form = useForm<Values>({
    initialValues: {
      enabled: configuration?.enabled ?? false,
      issuer: configuration?.issuer ?? '',
      client_id: configuration?.client_id ?? '',
      client_secret: '',
      email_domains: configuration?.email_domains ?? [],
      jit_user_type_id: configuration?.jit_user_type_id ? String(configuration.jit_user_type_id) : NO_JIT,
    },
    validate: domainResolver<Values>(oidcConfigurationInputSchema, {
      toBody,
      messages: { issuer: { required: 'Enter the issuer URL' }, client_id: { required: 'Enter the client ID' } },
    }),
  });
  const save = useSaveOidcConfiguration();
  const test = useTestOidcDiscovery();
  const redirectUri = configuration?.redirect_uri ?? `${window.location.origin}/sso/callback`;

  const submit = form.onSubmit(async (values) => {
    await save.mutateAsync(toBody(values));
    form.setFieldValue('client_secret', '');
    toast.success('Single sign-on settings saved');
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch
          label="Sign in with SSO is on"
          disabled={!mayEdit}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          label="Issuer URL"
          description="The address of your identity provider, such as https://your-org.okta.com"
          required
          readOnly={!mayEdit}
          {...form.getInputProps('issuer')}
        />
        <TextInput label="Client ID" required readOnly={!mayEdit} {...form.getInputProps('client_id')} />
        <PasswordInput
          label="Client secret"
          description={
            configuration?.has_client_secret
              ? 'A secret is stored. Leave empty to keep it, or enter a new one.'
              : 'Leave empty for a public client that uses PKCE only.'
          }
          autoComplete="new-password"
          readOnly={!mayEdit}
          {...form.getInputProps('client_secret')}
        />
        <TextInput
          label="Redirect URI"
          description="Register this address with your identity provider."
          value={redirectUri}
          readOnly
        />
        <TagsInput
          label="E-mail domains"
          description="People whose e-mail address ends in one of these domains sign in with SSO. Press Enter after each."
          required
          readOnly={!mayEdit}
          {...form.getInputProps('email_domains')}
        />
        <Select
          label="New users"
          description="What happens when someone of these domains signs in for the first time."
          data={JIT_OPTIONS}
          allowDeselect={false}
          readOnly={!mayEdit}
          {...form.getInputProps('jit_user_type_id')}
        />
        {save.error && <ErrorAlert error={save.error} />}
        {test.error && <ErrorAlert title="Connection failed" error={test.error} />}
        {test.data && (
          <Alert color="teal" variant="light" role="status" title="Connection works">
            Found {test.data.issuer}: sign-in at {test.data.authorization_endpoint}.
          </Alert>
        )}
        {mayEdit && (
          <Group justify="flex-end">
            <Button
              variant="default"
              loading={test.isPending}
              onClick={() => {
                const issuer = form.validateField('issuer');
                if (!issuer.hasError) test.mutate(form.values.issuer.trim());
              }}
            >
              Test connection
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
