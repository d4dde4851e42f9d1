// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF lines, a field quoted when it holds a comma, a quote
// or a line break, quotes doubled inside. Text that a spreadsheet would run as a formula is kept as text.

import { saveFile } from '@/lib/save-file';

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRows(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Saves the text as a .csv file; the byte-order mark lets Excel read the ₹ sign and names as UTF-8. */
export function downloadCsv(filename: string, text: string): void {
  saveFile(filename, ['\uFEFF', text], 'text/csv;charset=utf-8');
}
