import { Alert, Button, Checkbox, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookSubscriptionCreateSchema,
} from '@repute/domain/outgoing-webhooks';
import { useState } from 'react';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useCreateWebhook } from '../webhooks-api';

type NewWebhookModalProps = { opened: boolean; onClose: () => void };
type Values = { url: string; description: string; events: WebhookEventType[] };

/** Adds a subscription; its signing secret is shown here once, after saving, and never again (decision 0153). */
export function NewWebhookModal({ opened, onClose }: NewWebhookModalProps) {
  const form = useForm<Values>({
    initialValues: { url: '', description: '', events: [] },
    validate: domainResolver<Values>(webhookSubscriptionCreateSchema),
  });
  const create = useCreateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    const created = await create.mutateAsync(values);
    setSecret(created.secret);
  });

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={close} title="New webhook" size="lg">
      {secret ? (
        <Stack gap="sm">
          <Alert color="yellow" title="Copy the signing secret now">
            It is shown only this once. Check each delivery's Repute-Signature header with it.
          </Alert>
          <TextInput label="Signing secret" value={secret} readOnly ff="monospace" />
          <Group justify="flex-end">
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy secret'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Endpoint URL"
              placeholder="https://example.com/repute-events"
              required
              {...form.getInputProps('url')}
            />
            <TextInput label="Description" {...form.getInputProps('description')} />
            <Checkbox.Group label="Events" withAsterisk {...form.getInputProps('events')}>
              <Stack gap={6} mt={6}>
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={type} />
                ))}
              </Stack>
            </Checkbox.Group>
            {create.error && <ErrorAlert error={create.error} />}
            <Text size="sm" c="dimmed">
              Private, loopback and link-local addresses are refused.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add webhook
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
