import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ApiScope, apiTokenCreateSchema } from '@repute/domain/api-access';
import { useState } from 'react';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useCreateApiToken } from '../api-access-api';
import { ScopeCheckboxes } from './ScopeCheckboxes';
import { SecretShownOnce } from './SecretShownOnce';

type NewApiTokenModalProps = { opened: boolean; onClose: () => void };
type Values = { name: string; scopes: ApiScope[]; expires_at: string };

/** An empty date is no last day. */
const asBody = (values: Values) => ({ ...values, expires_at: values.expires_at || null });

/** Makes a personal API token; the token is shown here once, after saving, and never again (decision 0160). */
export function NewApiTokenModal({ opened, onClose }: NewApiTokenModalProps) {
  const form = useForm<Values>({
    initialValues: { name: '', scopes: [], expires_at: '' },
    validate: domainResolver<Values>(apiTokenCreateSchema, { toBody: asBody }),
  });
  const create = useCreateApiToken();
  const [token, setToken] = useState<string | null>(null);
  const close = () => {
    setToken(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    const created = await create.mutateAsync(asBody(values));
    setToken(created.token);
  });

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={close} title="New API token" size="lg">
      {token ? (
        <SecretShownOnce label="API token" secret={token} onDone={close}>
          Send it as Authorization: Bearer followed by the token.
        </SecretShownOnce>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Name" placeholder="Nightly sync script" required {...form.getInputProps('name')} />
            <ScopeCheckboxes
              value={form.values.scopes}
              onChange={(scopes) => form.setFieldValue('scopes', scopes)}
              error={form.errors.scopes}
            />
            <TextInput
              type="date"
              label="Expires after"
              description="The last day the token works. Leave empty for a token that works until you revoke it."
              {...form.getInputProps('expires_at')}
            />
            {create.error && <ErrorAlert error={create.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
