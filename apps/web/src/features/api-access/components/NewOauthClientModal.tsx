import { Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { oauthClientCreateSchema } from '@repute/domain/api-access';
import { useState } from 'react';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useCreateOauthClient } from '../api-access-api';
import { SecretShownOnce } from './SecretShownOnce';

type NewOauthClientModalProps = { opened: boolean; onClose: () => void };
type Values = { name: string; redirect_uris: string; kind: 'confidential' | 'public' };
type Created = { client_id: string; client_secret: string | null };

/** One redirect URI a line, as the form takes them. */
const asBody = (values: Values) => ({
  name: values.name,
  redirect_uris: values.redirect_uris
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  confidential: values.kind === 'confidential',
});

/** Registers an OAuth 2.0 client of the account; a confidential client's secret is shown once (decision 0160). */
export function NewOauthClientModal({ opened, onClose }: NewOauthClientModalProps) {
  const form = useForm<Values>({
    initialValues: { name: '', redirect_uris: '', kind: 'confidential' },
    validate: domainResolver<Values>(oauthClientCreateSchema, { toBody: asBody }),
  });
  const create = useCreateOauthClient();
  const [created, setCreated] = useState<Created | null>(null);
  const close = () => {
    setCreated(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => setCreated(await create.mutateAsync(asBody(values))));
  const clientIdField = created && <TextInput label="Client ID" value={created.client_id} readOnly ff="monospace" />;

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="New application"
      size="lg"
    >
      {created?.client_secret ? (
        <SecretShownOnce label="Client secret" secret={created.client_secret} extra={clientIdField} onDone={close}>
          The application sends it with its client ID to the token endpoint.
        </SecretShownOnce>
      ) : created ? (
        <Stack gap="sm">
          {clientIdField}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              description="Shown to people when it asks for access."
              required
              {...form.getInputProps('name')}
            />
            <Textarea
              label="Redirect URIs"
              description="One a line; the address must match one of them exactly."
              placeholder="https://example.com/oauth/callback"
              autosize
              minRows={2}
              required
              {...form.getInputProps('redirect_uris')}
            />
            <Radio.Group label="Type" {...form.getInputProps('kind')}>
              <Stack gap={6} mt={6}>
                <Radio value="confidential" label="Confidential: a server that keeps a client secret" />
                <Radio value="public" label="Public: a browser or mobile app, which proves itself with PKCE" />
              </Stack>
            </Radio.Group>
            {create.error && <ErrorAlert error={create.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Register application
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
