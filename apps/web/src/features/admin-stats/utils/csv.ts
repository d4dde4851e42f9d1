// CSV as spreadsheets read it: the fields and rows are core's (packages/core/src/text/csv.ts, shared with the API's
// exports), so formula-like text is kept as text the same way everywhere.

import { csvCell, csvRows, type CsvValue } from '@washday/core';
import { saveFile } from '@/lib/save-file';

export type { CsvValue };
export { csvRows };
export const csvField = csvCell;

/** Saves the text as a .csv file; the byte-order mark lets Excel read the ₹ sign and names as UTF-8. */
export function downloadCsv(filename: string, text: string): void {
  saveFile(filename, ['\uFEFF', text], 'text/csv;charset=utf-8');
}
