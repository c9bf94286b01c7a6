import type { PerformanceRow } from '@repute/domain';
import { useEffect, useState } from 'react';
import { api } from '../../shared/api/api-client';
import type { PerformancePageQuery } from './performance-query';
import { allRowsForPrint } from './print-pages';

type PrintState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; rows: PerformanceRow[] }
  | { status: 'failed' };

/** Print: read every row (250 a page, following _links.next), then open the browser's print dialog once. */
export function usePrint(query: PerformancePageQuery | null) {
  const [state, setState] = useState<PrintState>({ status: 'idle' });
  const printing = state.status === 'ready';
  const queryKey = JSON.stringify(query);

  // Rows of other filters must not stay behind for the next print (Ctrl+P prints the view while it is there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's text is the change to react to.
  useEffect(() => setState({ status: 'idle' }), [queryKey]);

  useEffect(() => {
    if (!printing) return;
    // After the rows are in the document: the dialog prints what is there when it opens.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [printing]);

  const start = async () => {
    if (!query) return;
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', rows: await allRowsForPrint((path, params) => api.get(path, params), query) });
    } catch {
      setState({ status: 'failed' });
    }
  };

  return { state, start };
}
