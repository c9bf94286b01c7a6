import { Table } from '@mantine/core';
import type { CompetitorBrand } from '@repute/domain/competitors';
import { formatCount } from '../../../shared/lib/count-format';
import { ResponsiveTableContainer, WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';
import { FIGURE_COLUMNS } from '../competitor-format';
import { ResponseRateNote } from './ResponseRateNote';

/** Each brand's competitor locations rolled up. */
export function BrandsTable({ brands }: { brands: CompetitorBrand[] }) {
  return (
    <>
      <ResponsiveTableContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label="Competitor brands">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Brand</Table.Th>
              <Table.Th scope="col">Locations</Table.Th>
              {FIGURE_COLUMNS.map((column) => (
                <Table.Th key={column.key} scope="col" {...(column.wide ? WIDE_ONLY : {})}>
                  {column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brands.map((brand) => (
              <Table.Tr key={brand.id}>
                <Table.Th scope="row" fw={500}>
                  {brand.name}
                </Table.Th>
                <Table.Td>{formatCount(brand.location_count)}</Table.Td>
                {FIGURE_COLUMNS.map((column) => (
                  <Table.Td key={column.key} {...(column.wide ? WIDE_ONLY : {})}>
                    {column.format(brand)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ResponsiveTableContainer>
      <ResponseRateNote shown={brands.some((brand) => brand.response_rate === null)} />
    </>
  );
}
