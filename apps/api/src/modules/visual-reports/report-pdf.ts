import {
  CHART_COLORS,
  formatReportCell,
  type ReportPaperSize,
  type ReportSection,
  reportCellText,
  type VisualReport,
} from '@repute/domain';
import PDFDocument from 'pdfkit';
import { type Brand, REPUTE_COLORS, safeColor } from '../../platform/mail/brand';
import { logoPng } from './report-logo';

/**
 * A visual report as a PDF (decision 0140): drawn with pdfkit from the same sections the API answers, so its
 * numbers are the API's; headed in the account's (or white-label partner's) colours and name like its e-mails.
 * Vector charts and the standard fonts: no browser on the server, and the text stays selectable and searchable.
 */

const SIZES: Record<ReportPaperSize, string> = { a4: 'A4', letter: 'LETTER' };
const MARGIN = 48;
const TEXT = '#1f2933';
const MUTED = '#52606d';
const CHART_HEIGHT = 150;
const ROW_HEIGHT = 16;

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

/** A new page when `height` does not fit on this one. */
function room(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function header(doc: Doc, report: VisualReport, brand: Brand, logo: Buffer | null) {
  const colors = {
    header: safeColor(brand.colors?.header, REPUTE_COLORS.header),
    text: safeColor(brand.colors?.headerText, REPUTE_COLORS.headerText),
  };
  doc.rect(0, 0, doc.page.width, 64).fill(colors.header);
  const name = brand.accountName ?? brand.productName;
  if (logo) doc.image(logo, MARGIN, 14, { height: 36 });
  // The account's name on the right of a logo, or as the mark where there is none (as in its e-mails).
  const textOptions = { width: contentWidth(doc), align: logo ? ('right' as const) : ('left' as const) };
  doc.fillColor(colors.text).font('Helvetica-Bold').fontSize(16).text(name, MARGIN, 18, textOptions);
  doc.font('Helvetica').fontSize(9).text(brand.productName, MARGIN, 40, textOptions);
  doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(20).text(report.title, MARGIN, 88);
  const period = `${report.from ?? 'All time'} to ${report.to ?? 'today'}`;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(period);
  doc.moveDown(1);
}

/** The first measure column: what a chart draws. */
const measureOf = (section: ReportSection) => section.columns[1];
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

function figures(doc: Doc, section: ReportSection, accent: string) {
  const perRow = 3;
  const gap = 10;
  const width = (contentWidth(doc) - gap * (perRow - 1)) / perRow;
  const height = 50;
  section.rows.forEach((row, index) => {
    if (index % perRow === 0) room(doc, height + gap);
    const x = MARGIN + (index % perRow) * (width + gap);
    const y = doc.y;
    doc.roundedRect(x, y, width, height, 4).lineWidth(0.8).stroke(accent);
    const [label, value] = section.columns;
    if (!label || !value) return;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(String(row[label.key] ?? ''), x + 8, y + 8, { width: width - 16 });
    doc
      .fillColor(TEXT)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(reportCellText(section, row, value), x + 8, y + 24, {
        width: width - 16,
      });
    doc.y = index % perRow === perRow - 1 || index === section.rows.length - 1 ? y + height + gap : y;
  });
}

/** Horizontal bars of the first measure (a funnel is centred bars), the row's name on the left. */
function bars(doc: Doc, section: ReportSection, funnel: boolean) {
  const measure = measureOf(section);
  const label = section.columns[0];
  if (!measure || !label) return;
  const max = Math.max(1, ...section.rows.map((row) => numberOf(row[measure.key])));
  const labelWidth = 140;
  const barArea = contentWidth(doc) - labelWidth - 60;
  for (const row of section.rows) {
    room(doc, ROW_HEIGHT);
    const y = doc.y;
    const width = (numberOf(row[measure.key]) / max) * barArea;
    const x = funnel ? MARGIN + labelWidth + (barArea - width) / 2 : MARGIN + labelWidth;
    doc
      .fillColor(TEXT)
      .font('Helvetica')
      .fontSize(8)
      .text(String(row[label.key] ?? ''), MARGIN, y + 3, {
        width: labelWidth - 6,
        height: ROW_HEIGHT,
        ellipsis: true,
      });
    doc.rect(x, y + 2, Math.max(width, 1), ROW_HEIGHT - 5).fill(CHART_COLORS[0]);
    doc
      .fillColor(TEXT)
      .text(formatReportCell(row[measure.key] ?? null, measure.format), MARGIN + labelWidth + barArea + 6, y + 3);
    doc.y = y + ROW_HEIGHT;
  }
  doc.moveDown(0.5);
}

/** A trend line of the first measure over the rows (months), nulls left out. */
function line(doc: Doc, section: ReportSection) {
  const measure = measureOf(section);
  const label = section.columns[0];
  if (!measure || !label) return;
  room(doc, CHART_HEIGHT + 20);
  const top = doc.y;
  const width = contentWidth(doc);
  const values = section.rows.map((row) => row[measure.key]);
  const numbers = values.filter((value): value is number => typeof value === 'number');
  const max = Math.max(...numbers, 1);
  const min = Math.min(...numbers, 0);
  const x = (index: number) =>
    MARGIN + (section.rows.length <= 1 ? width / 2 : (index / (section.rows.length - 1)) * width);
  const y = (value: number) => top + CHART_HEIGHT - ((value - min) / (max - min || 1)) * CHART_HEIGHT;
  doc
    .moveTo(MARGIN, top + CHART_HEIGHT)
    .lineTo(MARGIN + width, top + CHART_HEIGHT)
    .lineWidth(0.5)
    .stroke(MUTED);
  let started = false;
  values.forEach((value, index) => {
    if (typeof value !== 'number') return;
    if (started) doc.lineTo(x(index), y(value));
    else doc.moveTo(x(index), y(value));
    started = true;
  });
  if (started) doc.lineWidth(1.5).stroke(CHART_COLORS[0]);
  const first = section.rows[0];
  const last = section.rows.at(-1);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8);
  if (first) doc.text(String(first[label.key] ?? ''), MARGIN, top + CHART_HEIGHT + 4);
  if (last) doc.text(String(last[label.key] ?? ''), MARGIN, top + CHART_HEIGHT + 4, { width, align: 'right' });
  doc.x = MARGIN;
  doc.y = top + CHART_HEIGHT + 20;
}

/** Every number of the section, as the screen's table has them. */
function table(doc: Doc, section: ReportSection) {
  const width = contentWidth(doc) / section.columns.length;
  const cells = (texts: string[], bold: boolean) => {
    room(doc, ROW_HEIGHT);
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor(TEXT);
    texts.forEach((text, index) => {
      doc.text(text, MARGIN + index * width, y + 3, { width: width - 6, height: ROW_HEIGHT, ellipsis: true });
    });
    doc.y = y + ROW_HEIGHT;
  };
  cells(
    section.columns.map((column) => column.label),
    true,
  );
  for (const row of section.rows)
    cells(
      section.columns.map((column) => reportCellText(section, row, column)),
      false,
    );
  doc.x = MARGIN;
  doc.moveDown(1);
}

function sectionOf(doc: Doc, section: ReportSection, accent: string) {
  room(doc, 60);
  doc.x = MARGIN;
  doc.fillColor(accent).font('Helvetica-Bold').fontSize(13).text(section.title, MARGIN);
  doc.moveDown(0.5);
  if (section.rows.length === 0) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text('No data for these filters.');
    doc.moveDown(1);
    return;
  }
  if (section.chart === 'figures') return figures(doc, section, accent);
  if (section.chart === 'line') line(doc, section);
  else bars(doc, section, section.chart === 'funnel');
  table(doc, section);
}

export async function renderReportPdf(report: VisualReport, brand: Brand, paper: ReportPaperSize): Promise<Buffer> {
  const logo = await logoPng(brand.logoUrl);
  const doc = new PDFDocument({
    size: SIZES[paper],
    margin: MARGIN,
    info: { Title: report.title, Author: brand.productName },
    lang: 'en',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const accent = safeColor(brand.colors?.accent, REPUTE_COLORS.accent);
  header(doc, report, brand, logo);
  for (const section of report.sections) sectionOf(doc, section, accent);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
