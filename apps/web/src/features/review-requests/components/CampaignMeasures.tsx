import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { CampaignOverview, CampaignReportCounts } from '@repute/domain';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

const MEASURES: [keyof CampaignReportCounts, string][] = [
  ['sent', 'Sent'],
  ['delivered', 'Delivered'],
  ['opened', 'Opened'],
  ['clicked', 'Clicked'],
  ['responded', 'Responded'],
  ['likely_reviews', 'Likely reviews'],
];
const CHANNELS: Record<string, string> = { email: 'Email', sms: 'SMS' };
/** The measures a phone keeps beside each row's name (decision 0115): what went out and what came back. */
const PHONE_MEASURES = new Set<keyof CampaignReportCounts>(['sent', 'responded']);
const visibility = (key: keyof CampaignReportCounts) => (PHONE_MEASURES.has(key) ? {} : WIDE_ONLY);

/** The overview's totals, then the same measures per channel and per location. */
export function CampaignMeasures({ overview }: { overview: CampaignOverview }) {
  const rows = [
    ...overview.by_channel.map((row) => ({
      key: `channel-${row.request_type_id}`,
      name: CHANNELS[row.request_type_id] ?? row.request_type_id,
      counts: row,
    })),
    ...overview.by_location.map((row) => ({
      key: `location-${row.location_id}`,
      name: row.location_name,
      counts: row,
    })),
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
        {MEASURES.map(([key, label]) => (
          <Paper key={key} withBorder p="md" radius="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="xl" fw={700}>
              {overview.totals[key]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Likely reviews: reviews at a site the request offered, for its location, from the recipient’s name, within 14
        days of the request.
      </Text>
      {rows.length > 0 && (
        <ResponsiveTableContainer minWidth={760}>
          <Table verticalSpacing="xs" aria-label="Requests by channel and location">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Channel or location</Table.Th>
                {MEASURES.map(([key, label]) => (
                  <Table.Th key={key} {...visibility(key)}>
                    {label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.name}</Table.Td>
                  {MEASURES.map(([key]) => (
                    <Table.Td key={key} {...visibility(key)}>
                      {row.counts[key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ResponsiveTableContainer>
      )}
    </>
  );
}
