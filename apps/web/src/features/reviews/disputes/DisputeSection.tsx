import { Badge, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  DISPUTE_STATUS_LABELS,
  type DisputeStatus,
  disputeBodySchema,
  OPEN_DISPUTE_STATUSES,
} from '@repute/domain/review-disputes';
import { useState } from 'react';
import { domainResolver } from '../../../shared/forms/domain-resolver';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { toast } from '../../../shared/ui/toast';
import { useFileDispute, useReviewDisputes, useUpdateDispute } from './disputes-api';

type DisputeFormValues = { reason: string; details: string; evidence_url: string };

const toBody = (values: DisputeFormValues) => ({
  reason: values.reason,
  details: values.details.trim(),
  evidence_url: values.evidence_url.trim() || null,
});

/** Where an open dispute goes next: the source's decision, or taking it back. */
const NEXT_STATUSES: DisputeStatus[] = ['in_review', 'removed', 'kept', 'withdrawn'];

/**
 * A review's disputes with its source (issue 32 §2, decision 0147): the latest one's status on the review, filing one
 * with a reason and evidence, and recording the source's decision, for those who may.
 */
export function DisputeSection({ reviewId, sourceName }: { reviewId: number; sourceName: string }) {
  const may = useMayCallOf();
  const mayRead = may('GET /reviews/:id/disputes');
  const mayFile = may('POST /reviews/:id/disputes');
  const disputes = useReviewDisputes(reviewId, mayRead);
  const file = useFileDispute(reviewId);
  const update = useUpdateDispute(reviewId);
  const [filing, setFiling] = useState(false);
  const form = useForm<DisputeFormValues>({
    initialValues: { reason: '', details: '', evidence_url: '' },
    validate: domainResolver<DisputeFormValues>(disputeBodySchema, {
      toBody,
      messages: { reason: { required: 'Pick a reason' } },
    }),
  });
  if (!mayRead) return null;
  const latest = disputes.data?.[0];
  const open = latest && OPEN_DISPUTE_STATUSES.includes(latest.status);

  const submit = form.onSubmit(async (values) => {
    await file.mutateAsync(toBody(values) as Parameters<typeof file.mutateAsync>[0]);
    toast.success('Dispute submitted');
    form.reset();
    setFiling(false);
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="review-dispute-title">
      <Title order={2} size="h4" id="review-dispute-title">
        Dispute
      </Title>
      {latest ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color={open ? 'orange' : latest.status === 'removed' ? 'green' : 'gray'}>
              {DISPUTE_STATUS_LABELS[latest.status]}
            </Badge>
            <Text size="sm">{`${DISPUTE_REASON_LABELS[latest.reason]}, by ${latest.created_by ?? 'a former user'}`}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {latest.details}
          </Text>
          {latest.outcome_note && <Text size="sm">{latest.outcome_note}</Text>}
          {open && mayFile && (
            <Select
              label="Record the outcome"
              placeholder="Choose"
              w={260}
              data={NEXT_STATUSES.filter((status) => status !== latest.status).map((status) => ({
                value: status,
                label: DISPUTE_STATUS_LABELS[status],
              }))}
              value={null}
              onChange={(status) => status && update.mutate({ id: latest.id, status: status as DisputeStatus })}
            />
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {`This review has not been disputed with ${sourceName}.`}
        </Text>
      )}
      {mayFile && !open && (
        <Group>
          <Button size="xs" variant="light" color="orange" onClick={() => setFiling(true)}>
            Dispute review
          </Button>
        </Group>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={filing}
        onClose={() => setFiling(false)}
        title={`Dispute this review with ${sourceName}`}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Select
              label="Reason"
              required
              data={DISPUTE_REASONS.map((reason) => ({ value: reason, label: DISPUTE_REASON_LABELS[reason] }))}
              {...form.getInputProps('reason')}
            />
            <Textarea
              label="How the review breaks the policy"
              required
              autosize
              minRows={3}
              {...form.getInputProps('details')}
            />
            <TextInput
              label="Link to evidence"
              description="Optional: a screenshot, a record or the policy."
              {...form.getInputProps('evidence_url')}
            />
            {file.error && <ErrorAlert title="The dispute was not submitted" error={file.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setFiling(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={file.isPending}>
                Submit dispute
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
