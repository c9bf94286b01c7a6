import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ScorecardRequest } from '@repute/domain/scorecards';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { GradeBadge } from './GradeBadge';

/** The public page of a scorecard, as the prospect opens it. */
export const scorecardPagePath = (publicId: string) => `/scorecardrequest/${encodeURIComponent(publicId)}`;

/** The partner's scorecards, newest first; on a phone the business, its grade and its page. */
export function ScorecardRequestsTable({ rows }: { rows: readonly ScorecardRequest[] }) {
  return (
    <ResponsiveTableContainer minWidth={720}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Business</Table.Th>
            <Table.Th>Grade</Table.Th>
            <Table.Th {...WIDE_ONLY}>Rating</Table.Th>
            <Table.Th {...WIDE_ONLY}>Reviews</Table.Th>
            <Table.Th {...WIDE_ONLY}>Created</Table.Th>
            <Table.Th>Page</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.business_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.address}
                </Text>
              </Table.Td>
              <Table.Td>
                <GradeBadge grade={row.grade} />
              </Table.Td>
              <Table.Td {...WIDE_ONLY}>{row.rating?.toFixed(1) ?? '–'}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{row.review_count ?? '–'}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{row.created_at.slice(0, 10)}</Table.Td>
              <Table.Td>
                <Anchor href={scorecardPagePath(row.public_id)} target="_blank" rel="noopener" size="sm">
                  Open page<VisuallyHidden> of {row.business_name}</VisuallyHidden>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
