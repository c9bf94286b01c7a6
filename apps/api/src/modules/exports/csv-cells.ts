import { type SQL, sql } from 'drizzle-orm';

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

/** The code points of FORMULA_START: `=`, `+`, `-`, `@`, tab, carriage return. */
const FORMULA_START_CODES = sql.raw('61, 43, 45, 64, 9, 13');

/**
 * csvCell of a text, written by PostgreSQL for the CSV it writes itself (decision 0081): a formula-looking text
 * gets its apostrophe, and an empty text becomes NULL, which COPY writes as the empty field csv-stringify writes
 * for '' (COPY would quote an empty text). `ascii` reads the first character's code, cheaper than a pattern.
 */
export function csvTextCellSql(text: SQL): SQL {
  return sql`case when ascii(${text}) in (${FORMULA_START_CODES}) then '''' || ${text} else nullif(${text}, '') end`;
}
