import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { oidcStartSchema } from '@repute/domain/oidc-sso';
import { useMutation } from '@tanstack/react-query';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { EMAIL_FIELD } from '../../../shared/forms/form-messages';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { rememberSsoSignIn, startSso } from '../sso-api';

type SsoSignInFormProps = { initialEmail: string; redirect: string; onCancel: () => void };
type Values = { email: string };

/** "Sign in with SSO": the work e-mail finds the account's identity provider, and the browser goes there. */
export function SsoSignInForm({ initialEmail, redirect, onCancel }: SsoSignInFormProps) {
  const form = useForm<Values>({
    initialValues: { email: initialEmail },
    validateInputOnBlur: true,
    validate: domainResolver<Values>(oidcStartSchema, {
      toBody: (values) => ({ email: values.email.trim() }),
      messages: { email: EMAIL_FIELD },
    }),
  });
  const start = useMutation({
    mutationFn: startSso,
    meta: { silent: true },
    onSuccess: ({ authorization_url, state }) => {
      rememberSsoSignIn({ state, redirect });
      window.location.assign(authorization_url);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => start.mutate(values.email.trim()))}>
      <Stack gap="md">
        <Text size="sm">Enter your work e-mail address to sign in with your organization's identity provider.</Text>
        {start.error && <ErrorAlert error={start.error} />}
        <TextInput label="Work email" type="email" autoComplete="username" {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={start.isPending || start.isSuccess}>
          Continue with SSO
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          Log in with a password instead
        </Anchor>
      </Stack>
    </form>
  );
}
