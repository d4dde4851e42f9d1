import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  INVOICE_REGISTER_COLUMNS,
  businessDate,
  csvRows,
  gstIncluded,
  paiseToRupees,
  type CsvValue,
  type MoneyRange,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { invoices, planCycles, refunds } from '../../db/schema/index.js';
import { rangeInstants } from './money-report.js';

// The invoice register (GET /api/admin/invoices/register.csv, docs/decisions/0033-money.md): every tax invoice and
// credit note issued in a range of India's days, in the order issued, with the columns a GST return is filed from.
// Read from the invoices' snapshots, so it prints what the documents print. Streamed in batches: a year of invoices
// never sits in memory at once.

const BATCH = 1000;

interface RegisterRow {
  type: 'Invoice' | 'Credit note';
  number: string;
  /** When issued, as PostgreSQL wrote it (exact to the microsecond, for the next batch's start). */
  atText: string;
  at: Date;
  against: string | null;
  orderNumber: string;
  customer: string;
  gstin: string | null;
  placeOfSupply: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  refundStatus: string | null;
}

// Paths are constants of this file, written into the query as literals.
const snapshotText = (path: string) => sql<string | null>`${invoices.snapshot} #>> ${sql.raw(`'{${path}}'`)}`;
const common = {
  orderNumber: snapshotText('orderNumber'),
  customer: snapshotText('customer,name'),
  gstin: snapshotText('customer,gstin'),
  placeCode: invoices.placeOfSupplyCode,
  placeState: snapshotText('placeOfSupply,state'),
};
const place = (code: string | null, state: string | null) => (code ? `${code}-${state ?? code}` : '');

/** Rows ordered by (moment, number), read a batch at a time from just after the last row of the one before. */
async function* keyset<T extends { atText: string; number: string }>(
  read: (after: { atText: string; number: string } | null) => Promise<T[]>,
): AsyncGenerator<T> {
  let after: { atText: string; number: string } | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { atText: last.atText, number: last.number };
  }
}

function invoicesIn(db: DbOrTx, start: string, end: string): AsyncGenerator<RegisterRow> {
  return keyset(async (after) =>
    (
      await db
        .select({
          ...common,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          atText: sql<string>`${invoices.issuedAt}::text`,
          taxablePaise: invoices.taxablePaise,
          cgstPaise: invoices.cgstPaise,
          sgstPaise: invoices.sgstPaise,
          igstPaise: invoices.igstPaise,
          totalPaise: invoices.totalPaise,
        })
        .from(invoices)
        .where(
          and(
            sql`${invoices.issuedAt} >= ${start}::timestamptz and ${invoices.issuedAt} < ${end}::timestamptz`,
            after ? sql`(${invoices.issuedAt}, ${invoices.number}) > (${after.atText}::timestamptz, ${after.number})` : undefined,
          ),
        )
        .orderBy(asc(invoices.issuedAt), asc(invoices.number))
        .limit(BATCH)
    ).map((row): RegisterRow => ({
      ...row,
      type: 'Invoice',
      at: row.issuedAt,
      against: null,
      orderNumber: row.orderNumber ?? '',
      customer: row.customer ?? '',
      placeOfSupply: place(row.placeCode, row.placeState),
      refundStatus: null,
    })),
  );
}

/**
 * Credit notes: each refund of an invoiced order, its tax backed out of the refund at the invoice's rate with the
 * invoice's intra- or inter-state split (so the parts add up to the refund), all negative.
 */
function creditNotesIn(db: DbOrTx, start: string, end: string): AsyncGenerator<RegisterRow> {
  return keyset(async (after) =>
    (
      await db
        .select({
          ...common,
          refund: {
            amountPaise: refunds.amountPaise,
            createdAt: refunds.createdAt,
            status: refunds.status,
          },
          invoiceNumber: invoices.number,
          number: sql<string>`${refunds.creditNoteNumber}`,
          atText: sql<string>`${refunds.createdAt}::text`,
          ratePercent: sql<string>`${invoices.snapshot} #>> '{split,ratePercent}'`,
          intraState: sql<boolean>`(${invoices.snapshot} #>> '{split,intraState}')::boolean`,
        })
        .from(refunds)
        .innerJoin(invoices, eq(invoices.bookingId, refunds.bookingId))
        .where(
          and(
            isNotNull(refunds.creditNoteNumber),
            sql`${refunds.createdAt} >= ${start}::timestamptz and ${refunds.createdAt} < ${end}::timestamptz`,
            after
              ? sql`(${refunds.createdAt}, ${refunds.creditNoteNumber}) > (${after.atText}::timestamptz, ${after.number})`
              : undefined,
          ),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.creditNoteNumber))
        .limit(BATCH)
    ).map((row) => creditNoteRow(row, row.refund.amountPaise, row.refund.createdAt, row.refund.status)),
  );
}

/**
 * Credit notes of refunded laundry plan cycles (decision 0042): the whole cycle's price, backed out as an order's
 * credit note is, against the cycle's invoice.
 */
function planCreditNotesIn(db: DbOrTx, start: string, end: string): AsyncGenerator<RegisterRow> {
  return keyset(async (after) =>
    (
      await db
        .select({
          ...common,
          refundedPaise: planCycles.refundedPaise,
          refundedAt: planCycles.refundedAt,
          invoiceNumber: invoices.number,
          number: sql<string>`${planCycles.creditNoteNumber}`,
          atText: sql<string>`${planCycles.refundedAt}::text`,
          ratePercent: sql<string>`${invoices.snapshot} #>> '{split,ratePercent}'`,
          intraState: sql<boolean>`(${invoices.snapshot} #>> '{split,intraState}')::boolean`,
        })
        .from(planCycles)
        .innerJoin(invoices, eq(invoices.planCycleId, planCycles.id))
        .where(
          and(
            isNotNull(planCycles.creditNoteNumber),
            sql`${planCycles.refundedAt} >= ${start}::timestamptz and ${planCycles.refundedAt} < ${end}::timestamptz`,
            after
              ? sql`(${planCycles.refundedAt}, ${planCycles.creditNoteNumber}) > (${after.atText}::timestamptz, ${after.number})`
              : undefined,
          ),
        )
        .orderBy(asc(planCycles.refundedAt), asc(planCycles.creditNoteNumber))
        .limit(BATCH)
    ).map((row) => creditNoteRow(row, row.refundedPaise, row.refundedAt!, 'refunded')),
  );
}

/** A credit note's register row: `amountPaise` backed out at its invoice's rate and split, all negative. */
function creditNoteRow(
  row: {
    number: string;
    atText: string;
    invoiceNumber: string;
    orderNumber: string | null;
    customer: string | null;
    gstin: string | null;
    placeCode: string | null;
    placeState: string | null;
    ratePercent: string;
    intraState: boolean;
  },
  amountPaise: number,
  at: Date,
  refundStatus: string,
): RegisterRow {
  const split = gstIncluded(amountPaise, Number(row.ratePercent), row.intraState);
  return {
    type: 'Credit note',
    number: row.number,
    atText: row.atText,
    at,
    against: row.invoiceNumber,
    orderNumber: row.orderNumber ?? '',
    customer: row.customer ?? '',
    gstin: row.gstin,
    placeOfSupply: place(row.placeCode, row.placeState),
    taxablePaise: -split.taxablePaise,
    cgstPaise: -split.cgstPaise,
    sgstPaise: -split.sgstPaise,
    igstPaise: -split.igstPaise,
    totalPaise: -split.totalPaise,
    refundStatus,
  };
}

/** Invoices and credit notes as one stream in the order issued; at the same moment the invoice comes first. */
async function* merged(a: AsyncGenerator<RegisterRow>, b: AsyncGenerator<RegisterRow>): AsyncGenerator<RegisterRow> {
  let x = await a.next();
  let y = await b.next();
  while (!x.done || !y.done) {
    const takeA = y.done || (!x.done && x.value.at.getTime() <= y.value.at.getTime());
    if (takeA && !x.done) {
      yield x.value;
      x = await a.next();
    } else if (!y.done) {
      yield y.value;
      y = await b.next();
    }
  }
}

// Rupees as numbers (a credit note's are negative), so a spreadsheet sums them.
const rupees = (paise: number) => paiseToRupees(paise) || 0;

export function registerCells(row: RegisterRow): CsvValue[] {
  return [
    row.type,
    row.number,
    businessDate(row.at),
    row.against ?? '',
    row.orderNumber,
    row.customer,
    row.gstin ?? '',
    row.placeOfSupply,
    rupees(row.taxablePaise),
    rupees(row.cgstPaise),
    rupees(row.sgstPaise),
    rupees(row.igstPaise),
    rupees(row.totalPaise),
    row.refundStatus ?? '',
  ];
}

/** The register's file: a byte-order mark (Excel then reads ₹ and names as UTF-8), the header, a row per document. */
export async function* invoiceRegisterCsv(db: DbOrTx, range: MoneyRange): AsyncGenerator<string> {
  const { start, end } = rangeInstants(range);
  yield `\uFEFF${csvRows([INVOICE_REGISTER_COLUMNS])}\r\n`;
  let batch: CsvValue[][] = [];
  const creditNotes = merged(creditNotesIn(db, start, end), planCreditNotesIn(db, start, end));
  for await (const row of merged(invoicesIn(db, start, end), creditNotes)) {
    batch.push(registerCells(row));
    if (batch.length === BATCH) {
      yield `${csvRows(batch)}\r\n`;
      batch = [];
    }
  }
  if (batch.length) yield `${csvRows(batch)}\r\n`;
}
