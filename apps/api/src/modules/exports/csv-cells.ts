export type CsvCell = string | number | boolean | null | undefined;

/** What spreadsheets read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as the CSV writes it. Text that a spreadsheet would run as a formula gets a leading apostrophe, which
 * Excel, LibreOffice and Google Sheets show as text. Numbers are the export's own values (a sentiment of -1), not
 * text someone typed, so they stay numbers.
 */
export function csvCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}
