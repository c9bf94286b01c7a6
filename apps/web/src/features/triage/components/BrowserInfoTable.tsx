import { Table } from '@mantine/core';
import type { BrowserFact } from '../browser-info';

type BrowserInfoTableProps = { facts: BrowserFact[] };

export function BrowserInfoTable({ facts }: BrowserInfoTableProps) {
  return (
    <Table withTableBorder variant="vertical" layout="fixed" aria-label="Browser information">
      <Table.Tbody>
        {facts.map((fact) => (
          <Table.Tr key={fact.label}>
            <Table.Th w={180}>{fact.label}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
