import { Badge, Table } from '@mantine/core';
import type { Campaign } from '@repute/domain';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

const STATUS_COLORS: Record<Campaign['status'], string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Campaigns with what happened to their requests: sent, delivered, opened, clicked, completed. */
export function CampaignTable({ campaigns, label }: { campaigns: Campaign[]; label: string }) {
  return (
    <ResponsiveTableContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campaign</Table.Th>
            <Table.Th {...WIDE_ONLY}>Location</Table.Th>
            <Table.Th {...WIDE_ONLY}>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th {...WIDE_ONLY}>Sent At</Table.Th>
            <Table.Th ta="right">Sent</Table.Th>
            <Table.Th ta="right" {...WIDE_ONLY}>
              Delivered
            </Table.Th>
            <Table.Th ta="right" {...WIDE_ONLY}>
              Opened
            </Table.Th>
            <Table.Th ta="right" {...WIDE_ONLY}>
              Clicked
            </Table.Th>
            <Table.Th ta="right" {...WIDE_ONLY}>
              Responded
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>{campaign.subject || campaign.header_text || `Campaign ${campaign.id}`}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{campaign.location_name}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{campaign.request_type_id === 'sms' ? 'SMS' : 'Email'}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[campaign.status]} variant="light">
                  {campaign.status}
                </Badge>
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>{when(campaign.sent_at ?? campaign.scheduled_at)}</Table.Td>
              <Table.Td ta="right">{campaign.counts.sent}</Table.Td>
              <Table.Td ta="right" {...WIDE_ONLY}>
                {campaign.counts.delivered}
              </Table.Td>
              <Table.Td ta="right" {...WIDE_ONLY}>
                {campaign.counts.opened}
              </Table.Td>
              <Table.Td ta="right" {...WIDE_ONLY}>
                {campaign.counts.clicked}
              </Table.Td>
              <Table.Td ta="right" {...WIDE_ONLY}>
                {campaign.counts.completed}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
