import { z } from 'zod';
import { metricsQuerySchema } from './metrics';

/**
 * The ready-made reports of /visual-reports (issue 30, decision 0140), in the order the picker lists them. Each is
 * built from data Repute already has, for any filter bar selection.
 */
export const VISUAL_REPORTS = [
  'executive_summary',
  'reviews_and_ratings',
  'responses',
  'sentiment_and_categories',
  'ask_tool_funnel',
  'listings_health',
  'location_performance',
] as const;
export type VisualReportKind = (typeof VISUAL_REPORTS)[number];

export const VISUAL_REPORT_TITLES: Record<VisualReportKind, string> = {
  executive_summary: 'Executive Summary',
  reviews_and_ratings: 'Reviews and Ratings',
  responses: 'Responses',
  sentiment_and_categories: 'Sentiment and Categories',
  ask_tool_funnel: 'Ask Tool Funnel',
  listings_health: 'Listings Health',
  location_performance: 'Location Performance',
};

/** How a section is drawn: key figures as tiles, a trend line over months, bars by item, or a funnel of stages. */
export const REPORT_CHARTS = ['figures', 'line', 'bar', 'funnel'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** How a cell reads: the same words and digits on the screen, in the PDF and in the table. */
export const REPORT_CELL_FORMATS = ['text', 'count', 'rating', 'percent', 'days'] as const;
export type ReportCellFormat = (typeof REPORT_CELL_FORMATS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: z.enum(REPORT_CELL_FORMATS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/**
 * One chart and its numbers: the first column names each row (a month, a location, a stage), the others are its
 * measures; the chart draws the first measure column(s), the table shows them all.
 */
export const reportSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  chart: z.enum(REPORT_CHARTS),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCellSchema)),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const visualReportSchema = z.object({
  account_id: z.number().int(),
  report: z.enum(VISUAL_REPORTS),
  title: z.string(),
  /** The window the numbers cover, as asked (null: open at that end). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  sections: z.array(reportSectionSchema),
});
export type VisualReport = z.infer<typeof visualReportSchema>;

/** The filter bar's selection, as the dashboard's metric calls take it. */
export const visualReportQuerySchema = metricsQuerySchema;
export type VisualReportQuery = z.infer<typeof visualReportQuerySchema>;

/** Paper sizes of the PDF (issue 30): A4, the default, and US Letter. */
export const REPORT_PAPER_SIZES = ['a4', 'letter'] as const;
export type ReportPaperSize = (typeof REPORT_PAPER_SIZES)[number];
export const visualReportPdfQuerySchema = visualReportQuerySchema.extend({
  paper: z.enum(REPORT_PAPER_SIZES).default('a4'),
});

/** Rows a bar section keeps (most reviews first): a chart of hundreds of bars is read by nobody. */
export const REPORT_TOP_ITEMS = 15;

/** A cell as people read it: ratings to one decimal, shares as whole percents, days to one decimal. */
export function formatReportCell(value: ReportCell, format: ReportCellFormat): string {
  if (value === null) return '–';
  if (typeof value === 'string') return value;
  switch (format) {
    case 'rating':
      return value.toFixed(1);
    case 'percent':
      return `${Math.round(value * 100)}%`;
    case 'days':
      return `${value.toFixed(1)} days`;
    case 'count':
      return value.toLocaleString('en-US');
    case 'text':
      return String(value);
  }
}

/** Each report is an export type of its own (decision 0140): its table as CSV, and its scheduled e-mail. */
export type VisualReportExport = `visual_${VisualReportKind}`;
export const visualReportExportOf = (kind: VisualReportKind): VisualReportExport => `visual_${kind}`;
export function visualReportOfExport(type: string): VisualReportKind | undefined {
  return VISUAL_REPORTS.find((kind) => `visual_${kind}` === type);
}

/** A figures section's rows each say their value's format (a rating beside a count); other cells take the column's. */
export function formatOfCell(section: ReportSection, row: ReportSection['rows'][number], column: ReportColumn) {
  const own = row.format;
  if (section.chart === 'figures' && column.key === 'value' && typeof own === 'string') {
    const known = REPORT_CELL_FORMATS.find((format) => format === own);
    if (known) return known;
  }
  return column.format;
}

/** The cell as it reads on the screen and in the PDF. */
export function reportCellText(section: ReportSection, row: ReportSection['rows'][number], column: ReportColumn) {
  return formatReportCell(row[column.key] ?? null, formatOfCell(section, row, column));
}
