import { Badge, Table, Text } from '@mantine/core';
import type { CompetitorOverviewRow } from '@repute/domain/competitors';
import { Fragment } from 'react';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { FIGURE_COLUMNS, formatRank } from '../competitor-format';
import { ResponseRateNote } from './ResponseRateNote';

type OverviewTableProps = { rows: CompetitorOverviewRow[] };

/** Each location, then its competitors under it: the figures side by side, and where the location ranks. */
export function OverviewTable({ rows }: OverviewTableProps) {
  const unknownRates = rows.some((row) => row.competitors.some((competitor) => competitor.response_rate === null));
  return (
    <>
      <ResponsiveTableContainer minWidth={860}>
        <Table verticalSpacing="xs" aria-label="Your locations against their competitors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              {FIGURE_COLUMNS.map((column) => (
                <Table.Th key={column.key} scope="col" {...(column.wide ? WIDE_ONLY : {})}>
                  {column.label}
                </Table.Th>
              ))}
              <Table.Th scope="col">Rank</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Fragment key={row.location_id}>
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  <Table.Th scope="row" fw={700}>
                    {row.location_name}
                  </Table.Th>
                  {FIGURE_COLUMNS.map((column) => (
                    <Table.Td key={column.key} fw={700} {...(column.wide ? WIDE_ONLY : {})}>
                      {column.format(row)}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Badge variant="light" color={row.rank === 1 ? 'green' : 'gray'} tt="none">
                      {formatRank(row.rank, row.of)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
                {row.competitors.map((competitor) => (
                  <Table.Tr key={competitor.id}>
                    <Table.Th scope="row" fw={400} pl="lg">
                      {competitor.name}
                      {competitor.brand_name && (
                        <Text span size="xs" c="dimmed">
                          {` · ${competitor.brand_name}`}
                        </Text>
                      )}
                    </Table.Th>
                    {FIGURE_COLUMNS.map((column) => (
                      <Table.Td key={column.key} {...(column.wide ? WIDE_ONLY : {})}>
                        {column.format(competitor)}
                      </Table.Td>
                    ))}
                    <Table.Td />
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTableContainer>
      <ResponseRateNote shown={unknownRates} />
    </>
  );
}
