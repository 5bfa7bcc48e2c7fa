/**
 * CSV files a spreadsheet opens as they are (the team exports): UTF-8 with a byte order mark
 * (Excel reads UTF-8 only then), CRLF lines as RFC 4180 says, and text that a spreadsheet
 * would run as a formula defused (CSV injection).
 */

/** A cell starting with one of these is run as a formula by spreadsheet apps. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that could start a formula gets a leading `'` (OWASP's advice), so a name
 * such as `=HYPERLINK(...)` stays text; numbers stay numbers, a negative one too; quoted only
 * when it must be, quotes inside doubled; null is an empty cell.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly (string | number | null)[])[]) =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
