import { describe, expect, it } from 'vitest';
import { formatReportCell, type ReportSection, reportCellText, visualReportOfExport } from './visual-reports';

describe('report cells', () => {
  it('read the same on the screen and in the PDF', () => {
    expect(formatReportCell(4.04, 'rating')).toBe('4.0');
    expect(formatReportCell(0.6014, 'percent')).toBe('60%');
    expect(formatReportCell(1.89, 'days')).toBe('1.9 days');
    expect(formatReportCell(4411, 'count')).toBe('4,411');
    expect(formatReportCell(null, 'rating')).toBe('–');
    expect(formatReportCell('Google', 'text')).toBe('Google');
  });

  it("take a figure's own format, and the column's elsewhere", () => {
    const figures: ReportSection = {
      key: 'key_figures',
      title: 'Key figures',
      chart: 'figures',
      columns: [
        { key: 'measure', label: 'Measure', format: 'text' },
        { key: 'value', label: 'Value', format: 'count' },
      ],
      rows: [{ measure: 'Response rate', value: 0.5, format: 'percent' }],
    };
    const [, value] = figures.columns;
    const [row] = figures.rows;
    if (!value || !row) throw new Error('the section has a value column and a row');
    expect(reportCellText(figures, row, value)).toBe('50%');
    expect(reportCellText({ ...figures, chart: 'bar' }, row, value)).toBe('0.5');
  });

  it('name each report by its export type', () => {
    expect(visualReportOfExport('visual_listings_health')).toBe('listings_health');
    expect(visualReportOfExport('reviews')).toBeUndefined();
  });
});
