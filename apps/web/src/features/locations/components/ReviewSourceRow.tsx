import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { isWebAddress, type ReviewPage, SYNCED_SOURCE_IDS } from '@repute/domain/urls';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { countsText, differenceText, lastSyncedText } from '../review-sync-format';

const WRAPPING_BADGE = { label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

type ReviewSourceRowProps = {
  page: ReviewPage;
  /** The account's: when the sync ran is told in it. */
  timeZone: string;
  canEdit: boolean;
  canSync: boolean;
  syncing: boolean;
  onSync: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

/** One review-site page: where it is, and the sync's reconciliation (their count against ours). */
export function ReviewSourceRow({
  page,
  timeZone,
  canEdit,
  canSync,
  syncing,
  onSync,
  onEdit,
  onRemove,
}: ReviewSourceRowProps) {
  const sync = page.review_sync;
  const difference = sync ? differenceText(sync) : null;
  return (
    <Table.Tr aria-label={page.source_name}>
      <Table.Td fw={500}>{page.source_name}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }} {...WIDE_ONLY}>
        {isWebAddress(page.url) ? (
          <Stack gap={2}>
            <Anchor href={page.url} target="_blank" rel="noreferrer">
              {page.url}
            </Anchor>
            {page.source_id === SYNCED_SOURCE_IDS.google && (
              <Text size="xs" c="dimmed">
                Location name: {sync?.external_location_id ?? 'not given'}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" ff="monospace">
            {page.url}
          </Text>
        )}
      </Table.Td>
      <Table.Td {...WIDE_ONLY}>{sync ? lastSyncedText(sync, timeZone) : <Text c="dimmed">Not synced</Text>}</Table.Td>
      <Table.Td {...WIDE_ONLY}>
        {sync ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{countsText(sync)}</Text>
            {difference && (
              // The badge wraps in a narrow column instead of cutting its words off.
              <Badge color="orange" variant="light" h="auto" py={2} styles={WRAPPING_BADGE}>
                {difference}
              </Badge>
            )}
          </Stack>
        ) : (
          <Text c="dimmed">—</Text>
        )}
      </Table.Td>
      <Table.Td {...WIDE_ONLY}>
        {sync?.last_error ? (
          <Text size="sm" c="red">
            {sync.last_error}
          </Text>
        ) : (
          <Text c="dimmed">None</Text>
        )}
      </Table.Td>
      {canEdit && (
        <Table.Td>
          {/* Wraps on a phone, where this column and the source's name are all the row shows. */}
          <Group gap="xs">
            {canSync && sync && (
              <Button
                size="xs"
                variant="light"
                loading={syncing}
                onClick={onSync}
                aria-label={`Sync ${page.source_name} now`}
              >
                Sync now
              </Button>
            )}
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${page.source_name}`}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${page.source_name}`}>
              Remove
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
