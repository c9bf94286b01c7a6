import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { FLAGGED_WORDING_LABELS } from '@repute/domain/flagged-wording';
import { sourceById } from '@repute/domain/source-catalogue';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppPath } from '../../../shared/auth/use-app-path';
import { countOf } from '../../../shared/lib/count-format';
import { useMayCallOf } from '../../../shared/session/use-may-call';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { TableSkeleton } from '../../../shared/ui/TableSkeleton';
import { toast } from '../../../shared/ui/toast';
import { useApproveSuggestion, useBulkApprove, useRejectSuggestion, useReplyQueue } from './approvals-api';

/**
 * /reviews/approvals (issue 32 §2, decision 0146): replies suggested by suggest-only users and by rules that need
 * approval or met flagged wording. Approvers post them (one or in bulk) or reject them; others only read.
 */
export function ReplyApprovalsPage() {
  const appPath = useAppPath();
  const may = useMayCallOf();
  const queue = useReplyQueue();
  const approve = useApproveSuggestion();
  const reject = useRejectSuggestion();
  const bulk = useBulkApprove();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const items = queue.data?._embedded.reply_suggestions ?? [];
  const mayDecide = may('POST /reply_suggestions/approve');

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const approveSelected = async () => {
    const { approved, failed } = await bulk.mutateAsync([...selected]);
    setSelected(new Set());
    if (approved.length > 0) toast.success(`${countOf(approved.length, 'reply', 'replies')} approved and posted`);
    for (const failure of failed) toast.alert(failure.message);
  };

  return (
    <>
      <PageHeader
        title="Reply Approvals"
        description="Replies waiting for an approver before they are posted."
        back={{ to: appPath('/reviews'), label: 'Back to Reviews' }}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {mayDecide && items.length > 0 && (
            <Group justify="space-between">
              <Checkbox
                label="Select all"
                checked={selected.size === items.length}
                indeterminate={selected.size > 0 && selected.size < items.length}
                onChange={(event) =>
                  setSelected(event.currentTarget.checked ? new Set(items.map((item) => item.id)) : new Set())
                }
              />
              <Button disabled={selected.size === 0} loading={bulk.isPending} onClick={() => void approveSelected()}>
                {selected.size > 0 ? `Approve ${selected.size} selected` : 'Approve selected'}
              </Button>
            </Group>
          )}
          {queue.isPending && <TableSkeleton label="Loading approvals" />}
          {queue.error && <ErrorAlert error={queue.error} />}
          {queue.data && items.length === 0 && <EmptyState title="Nothing waits for approval" />}
          {items.map((item) => (
            <Paper
              key={item.id}
              withBorder
              p="md"
              radius="sm"
              component="article"
              aria-label={`Reply to ${item.review.author_name ?? 'Anonymous'}`}
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap" align="flex-start">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    {mayDecide && (
                      <Checkbox
                        aria-label={`Select the reply to ${item.review.author_name ?? 'Anonymous'}`}
                        checked={selected.has(item.id)}
                        onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                      />
                    )}
                    <Stack gap={2}>
                      <Text fw={600}>
                        <Link to={appPath(`/reviews/${item.review_id}`)}>
                          {`${item.review.author_name ?? 'Anonymous'} · ${item.review.rating}★`}
                        </Link>
                      </Text>
                      <Text size="xs" c="dimmed">
                        {`${item.review.location_name} · ${sourceById(item.review.source_id)?.name ?? ''}`}
                      </Text>
                    </Stack>
                  </Group>
                  <Text size="xs" c="dimmed" ta="right">
                    {item.rule_name
                      ? `Rule: ${item.rule_name}`
                      : `Suggested by ${item.suggested_by ?? 'a former user'}`}
                  </Text>
                </Group>
                {item.review.content && (
                  <Text size="sm" lineClamp={4}>
                    {item.review.content}
                  </Text>
                )}
                {item.flagged.length > 0 && (
                  <Group gap={4}>
                    {item.flagged.map((flag) => (
                      <Badge key={flag.phrase} color="orange" variant="light">
                        {`${FLAGGED_WORDING_LABELS[flag.category]}: ${flag.phrase}`}
                      </Badge>
                    ))}
                  </Group>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} bg="var(--mantine-color-gray-0)" p="xs">
                  {item.content || 'No reply drafted.'}
                </Text>
                {mayDecide && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      loading={approve.isPending && approve.variables === item.id}
                      onClick={() =>
                        approve.mutate(item.id, {
                          onSuccess: () => toast.success('Reply approved and posted'),
                          onError: (error) => toast.alert(error.message),
                        })
                      }
                    >
                      Approve
                    </Button>
                    <Button size="xs" variant="default" onClick={() => reject.mutate(item.id)}>
                      Reject
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Paper>
    </>
  );
}
