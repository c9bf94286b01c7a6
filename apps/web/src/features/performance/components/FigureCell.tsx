import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WIDE_ONLY } from '../../../shared/ui/ResponsiveTableContainer';

type FigureCellProps = {
  value: ReactNode;
  /** The previous period's figure, shown under it when 'Show previous period' is on. */
  previous?: string | null;
  /** A figure a phone does without (decision 0115). */
  wideOnly?: boolean;
};

/** A figure of the row, right-aligned, with its previous-period value beneath when asked for. */
export function FigureCell({ value, previous, wideOnly = false }: FigureCellProps) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} {...(wideOnly ? WIDE_ONLY : {})}>
      {value}
      {previous !== undefined && previous !== null && (
        <Text size="xs" c="dimmed">
          Previous: {previous}
        </Text>
      )}
    </Table.Td>
  );
}
