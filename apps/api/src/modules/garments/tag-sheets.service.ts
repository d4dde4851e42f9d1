import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { labelLayout, labelsPerSheet, randomSheetCode, type LabelLayoutId, type TagSheet } from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { adminUsers, bookings, garmentTags, tagSheets } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/**
 * Label sheets (decision 0034): an admin prints sheets of blank labels; each sheet's code is unique among the sheets
 * in use. A sheet retires a year after printing once no open order carries its labels, and its code can then come
 * back on a new sheet: a tag code is unique for a year.
 */

export const SHEET_LIFETIME_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Tries at a free code before giving up: 32⁴ ≈ 1 million codes, so a clash is rare and a run of them rarer still. */
const CODE_TRIES = 20;

export interface TagSheetDeps {
  db: Db;
  now: () => Date;
  /** 0..n-1; crypto's randomInt unless a test sets the codes. */
  randomIndex?: (n: number) => number;
}

type SheetRow = typeof tagSheets.$inferSelect;

function toTagSheet(row: SheetRow, used: number, printedBy: string | null): TagSheet {
  return {
    id: row.id,
    code: row.code,
    layout: row.layout,
    labels: row.labels,
    used,
    printed_at: row.printedAt.toISOString(),
    printed_by: printedBy,
    retired_at: row.retiredAt?.toISOString() ?? null,
  };
}

/**
 * Retires the sheets printed more than a year ago that no open order carries a label of (the daily job's work, also
 * done before codes are drawn, so a code frees up on the day its year is over). Answers how many it retired.
 */
export async function retireOldSheets(db: DbOrTx, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SHEET_LIFETIME_DAYS * DAY_MS);
  const openTag = db
    .select({ one: sql`1` })
    .from(garmentTags)
    .innerJoin(bookings, eq(bookings.id, garmentTags.bookingId))
    .where(and(eq(garmentTags.sheetId, tagSheets.id), inArray(bookings.status, ['pending', 'confirmed', 'in_progress'])));
  const retired = await db
    .update(tagSheets)
    .set({ retiredAt: now })
    .where(and(isNull(tagSheets.retiredAt), lt(tagSheets.printedAt, cutoff), notExists(openTag)))
    .returning({ id: tagSheets.id });
  return retired.length;
}

/** Prints `count` new sheets of `layoutId`, each with a code no sheet in use has. */
export async function createTagSheets(
  deps: TagSheetDeps,
  adminId: string | null,
  layoutId: LabelLayoutId,
  count: number,
): Promise<TagSheet[]> {
  const now = deps.now();
  const labels = labelsPerSheet(labelLayout(layoutId));
  const randomIndex = deps.randomIndex ?? ((n: number) => randomInt(n));
  await retireOldSheets(deps.db, now);
  const created: SheetRow[] = [];
  for (let sheet = 0; sheet < count; sheet += 1) {
    let row: SheetRow | undefined;
    for (let attempt = 0; attempt < CODE_TRIES && !row; attempt += 1) {
      // The partial unique index decides under concurrency: a taken code inserts nothing and another is drawn.
      [row] = await deps.db
        .insert(tagSheets)
        .values({ code: randomSheetCode(randomIndex), layout: layoutId, labels, printedByAdminId: adminId, printedAt: now })
        .onConflictDoNothing()
        .returning();
    }
    if (!row) throw new Error('No free tag sheet code after 20 tries');
    created.push(row);
  }
  const [admin] = adminId
    ? await deps.db.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, adminId))
    : [];
  return created.map((row) => toTagSheet(row, 0, admin?.username ?? null));
}

/** The sheets printed, newest first, with how many of each one's labels are on orders. */
export async function listTagSheets(db: DbOrTx, limit: number): Promise<TagSheet[]> {
  const used = db
    .select({ sheetId: garmentTags.sheetId, used: sql<number>`count(*)::int`.as('used') })
    .from(garmentTags)
    .groupBy(garmentTags.sheetId)
    .as('used');
  const rows = await db
    .select({ sheet: tagSheets, used: used.used, printedBy: adminUsers.username })
    .from(tagSheets)
    .leftJoin(used, eq(used.sheetId, tagSheets.id))
    .leftJoin(adminUsers, eq(adminUsers.id, tagSheets.printedByAdminId))
    .orderBy(desc(tagSheets.printedAt), desc(tagSheets.code))
    .limit(limit);
  return rows.map((r) => toTagSheet(r.sheet, Number(r.used ?? 0), r.printedBy));
}

/** The sheets to print, in the order asked; a missing one is a 404 naming nothing else. */
export async function sheetsToPrint(db: DbOrTx, ids: readonly string[]): Promise<SheetRow[]> {
  const rows = await db
    .select()
    .from(tagSheets)
    .where(inArray(tagSheets.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Label sheet not found');
    return row;
  });
}
