// CSV as spreadsheets read it (RFC 4180), for every export the system writes (the API's and the web app's): comma-
// separated, CRLF lines, quotes doubled inside a quoted field. Text a spreadsheet would run as a formula stays text,
// following OWASP's CSV injection advice:
// - a text field whose first character, after any leading field separators (`,` `;`) and whitespace, is a formula
//   trigger (= + - @ tab CR) starts with a single quote, so `;=1+1` is as inert as `=1+1`: a spreadsheet that splits
//   on `;` (the separator of many locales) or trims the start would otherwise find a formula there;
// - a text field holding a separator of any locale (`,` `;` tab), a quote or a line break, or starting or ending in
//   whitespace, is quoted, so no reader can split it into cells that start with a trigger.
// Numbers and booleans the system computes are written plainly (a negative amount stays a number).

export type CsvValue = string | number | boolean | null | undefined;

/** A formula trigger, possibly behind separators and whitespace, at the start of a field. */
const FORMULA_START = /^[\s,;]*[=+\-@\t\r]/;
/** What makes a field need quotes in some spreadsheet's reading. */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text: fields joined by commas, rows by CRLF (no line break after the last row). */
export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}
