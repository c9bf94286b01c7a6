import { Table } from '@mantine/core';
import { type ReportSection, reportCellText } from '@repute/domain';
import { ResponsiveTableContainer } from '../../../shared/ui/ResponsiveTableContainer';

/** Every number of a section, as the PDF and the CSV have them. */
export function ReportTable({ section }: { section: ReportSection }) {
  return (
    <ResponsiveTableContainer minWidth={360}>
      <Table striped aria-label={`${section.title} table`}>
        <Table.Thead>
          <Table.Tr>
            {section.columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {section.rows.map((row, index) => (
            // Rows have no id of their own; their order is the report's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a section never reorder in place.
            <Table.Tr key={index}>
              {section.columns.map((column) => (
                <Table.Td key={column.key}>{reportCellText(section, row, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResponsiveTableContainer>
  );
}
