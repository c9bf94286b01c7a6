import { Table } from '@mantine/core';
import type { TrackedSearchDetail } from '@repute/domain/local-search';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

const number = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** The trend: every scan of the range, newest first, with its measures. */
export function ScanTrend({ scans }: { scans: TrackedSearchDetail['scans'] }) {
  return (
    <ResponsiveTableContainer minWidth={360}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Scanned</Table.Th>
            <Table.Th>SoLV</Table.Th>
            <Table.Th {...WIDE_ONLY}>ARP</Table.Th>
            <Table.Th {...WIDE_ONLY}>ATRP</Table.Th>
            <Table.Th>Top 3 area (km²)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...scans].reverse().map((scan) => (
            <Table.Tr key={scan.id}>
              <Table.Td>{scan.finished_at ? new Date(scan.finished_at).toLocaleDateString() : '–'}</Table.Td>
              <Table.Td>{scan.measures ? `${number(scan.measures.solv)}%` : '–'}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{number(scan.measures?.arp)}</Table.Td>
              <Table.Td {...WIDE_ONLY}>{number(scan.measures?.atrp)}</Table.Td>
              <Table.Td>{number(scan.measures?.top_area)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
