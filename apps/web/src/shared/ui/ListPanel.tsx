import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorAlert } from './ErrorAlert';
import { ResponsiveTableContainer } from './ResponsiveTableContainer';
import { TableSkeleton } from './TableSkeleton';

type ListPanelProps = {
  /** The list's query: loading, failed, or answered with `count` rows. */
  query: { isPending: boolean; error: unknown; data?: unknown };
  count: number;
  loadingLabel: string;
  emptyTitle: string;
  /** What adds the first row, said where the table would be. */
  emptyText: ReactNode;
  /** The table's width below which it scrolls inside its frame on a phone (decision 0115). */
  minWidth: number;
  /** The table. */
  children: ReactNode;
};

/** A settings list in its panel: skeleton while loading, the error, the empty state, or the table. */
export function ListPanel({ query, count, loadingLabel, emptyTitle, emptyText, minWidth, children }: ListPanelProps) {
  return (
    <Paper withBorder radius="md" p="md">
      {query.isPending && <TableSkeleton label={loadingLabel} />}
      {query.error ? <ErrorAlert error={query.error} /> : null}
      {query.data !== undefined && count === 0 && <EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
      {count > 0 && <ResponsiveTableContainer minWidth={minWidth}>{children}</ResponsiveTableContainer>}
    </Paper>
  );
}
