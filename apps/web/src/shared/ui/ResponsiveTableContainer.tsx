import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import './responsive-table.css';

/**
 * Spread on the header and cells of a column a phone does without (issue 26 §4, decision 0115): below 768 px
 * (Mantine's `sm`) it is `display: none`, so it leaves the layout and the accessibility tree alike.
 */
export const WIDE_ONLY = { visibleFrom: 'sm' } as const;

type ResponsiveTableContainerProps = {
  /** The table's width from 768 px up: narrower windows scroll it sideways. */
  minWidth: number;
  children: ReactNode;
};

/**
 * A data table's container: from 768 px up the table is at least `minWidth` wide, wraps its cells to fit a wider
 * container and scrolls sideways only in a narrower one; below 768 px it keeps only its key columns (the others carry
 * WIDE_ONLY) and fits the phone with no minimum width, so that nothing scrolls sideways.
 */
export function ResponsiveTableContainer({ minWidth, children }: ResponsiveTableContainerProps) {
  return (
    // Native scrolling: Mantine's ScrollArea lays its content out at its widest (every cell on one line), so a table
    // that could fit by wrapping its cells still scrolled sideways.
    <Table.ScrollContainer type="native" minWidth={minWidth} className="repute-responsive-table">
      {children}
    </Table.ScrollContainer>
  );
}
