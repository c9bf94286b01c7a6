import { VISUAL_REPORTS, type VisualReportKind } from '@repute/domain';
import { useSearchParams } from 'react-router';

/** Which report the page shows: `report` in the query (a scheduled report's link sets it), the summary by default. */
export function useReportKind(): [VisualReportKind, (kind: VisualReportKind) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('report');
  const kind = VISUAL_REPORTS.find((candidate) => candidate === asked) ?? 'executive_summary';
  const choose = (next: VisualReportKind) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('report', next);
        return updated;
      },
      { replace: true },
    );
  return [kind, choose];
}
