// Tax invoice and credit note numbers (docs/decisions/0033-money.md): consecutive within a financial year (April to
// March, in India's time), at most 16 characters of letters, digits, '-' and '/', as GST rule 46(b) asks.
import { businessDate } from '../time.js';

/** The financial year a moment falls in, as 'YY-YY' (1 Apr 2026 – 31 Mar 2027 is '26-27'). */
export function financialYearOf(at: Date): string {
  const [year, month] = businessDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export const INVOICE_NUMBER_MAX_LENGTH = 16;
const SEQUENCE_DIGITS = 6;
export const INVOICE_SERIES = { invoice: 'WD', creditNote: 'CN' } as const;
export type InvoiceSeries = keyof typeof INVOICE_SERIES;

/** 'WD/26-27/000123' for the 123rd invoice of 2026-27; 'CN/26-27/000004' for a credit note. */
export function documentNumber(series: InvoiceSeries, financialYear: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError(`Invoice sequence out of range: ${sequence}`);
  const number = `${INVOICE_SERIES[series]}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (!isValidDocumentNumber(number)) throw new RangeError(`Not a valid invoice number: ${number}`);
  return number;
}

export function isValidDocumentNumber(number: string): boolean {
  return number.length <= INVOICE_NUMBER_MAX_LENGTH && /^[A-Za-z0-9/-]+$/.test(number);
}
