import {
  type ReportSection,
  reportCellText,
  VISUAL_REPORTS,
  type VisualReportExport,
  type VisualReportKind,
  visualReportExportOf,
  visualReportQuerySchema,
} from '@repute/domain';
import { type CsvExport, defineCsv } from '../exports';
import type { VisualReportsService } from './visual-reports.service';

type Cell = { section: string; item: string; measure: string; value: string | number | null; text: string };

/** One line per number: the section, its row's name, the measure, the value and the value as the report reads. */
function cellsOf(section: ReportSection): Cell[] {
  const [name, ...measures] = section.columns;
  if (!name) return [];
  return section.rows.flatMap((row) =>
    measures.map((column) => ({
      section: section.title,
      item: String(row[name.key] ?? ''),
      measure: column.label,
      value: row[column.key] ?? null,
      text: reportCellText(section, row, column),
    })),
  );
}

/** A report's numbers as one CSV (decision 0140): the export, the direct download and the scheduled e-mail's file. */
function reportCsv(reports: Pick<VisualReportsService, 'report'>, kind: VisualReportKind): CsvExport {
  return defineCsv({
    permission: ['visual_report', 'read'],
    filters: visualReportQuerySchema,
    async open(caller, query) {
      const report = await reports.report(caller, caller.accountId, kind, query);
      return (async function* batches() {
        yield report.sections.flatMap(cellsOf);
      })();
    },
    columns: [
      { header: 'section', value: (cell) => cell.section },
      { header: 'item', value: (cell) => cell.item },
      { header: 'measure', value: (cell) => cell.measure },
      { header: 'value', value: (cell) => cell.value },
      { header: 'formatted', value: (cell) => cell.text },
    ],
  });
}

/** Every report's export, by its export type (visual_executive_summary, ...). */
export function visualReportCsvs(reports: Pick<VisualReportsService, 'report'>): Record<VisualReportExport, CsvExport> {
  return Object.fromEntries(
    VISUAL_REPORTS.map((kind) => [visualReportExportOf(kind), reportCsv(reports, kind)]),
  ) as Record<VisualReportExport, CsvExport>;
}
