import {
  formatTagCode,
  labelLayout,
  labelsPerSheet,
  tagKindOfOrder,
  DEFAULT_LABEL_LAYOUT,
  type LaterScanStage,
} from '@washday/core';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { unscannedAt } from './garment-gates.js';
import { bookingItems, garmentTags, tagScans } from '../../db/schema/index.js';
import { createTagSheets } from './tag-sheets.service.js';

/**
 * Tags an order as its pickup rider would, straight in the database: for the demo data and for tests that drive the
 * rule book directly (those through the API attach by POST /api/riders/orders/:orderId/tags). Prints the sheets it needs.
 */
export async function tagOrderDirectly(
  db: Db,
  { bookingId, count, riderId, at }: { bookingId: string; count: number; riderId: string | null; at: Date },
): Promise<string[]> {
  const perSheet = labelsPerSheet(labelLayout(DEFAULT_LABEL_LAYOUT));
  const sheets = await createTagSheets({ db, now: () => at }, null, DEFAULT_LABEL_LAYOUT, Math.ceil(count / perSheet));
  const lines = await db.select({ unit: bookingItems.unit }).from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const kind = tagKindOfOrder(lines.map((line) => line.unit));
  const labels = Array.from({ length: count }, (_, i) => ({
    sheetId: sheets[Math.floor(i / perSheet)]!.id,
    place: (i % perSheet) + 1,
    code: formatTagCode(sheets[Math.floor(i / perSheet)]!.code, (i % perSheet) + 1),
  }));
  if (labels.length === 0) return [];
  const tags = await db
    .insert(garmentTags)
    .values(labels.map((label) => ({ ...label, bookingId, kind, attachedByRiderId: riderId, attachedAt: at })))
    .returning();
  await db.insert(tagScans).values(
    tags.map((tag) => ({
      code: tag.code,
      tagId: tag.id,
      bookingId,
      stage: 'pickup' as const,
      outcome: 'ok' as const,
      actorRole: 'rider' as const,
      actorId: riderId,
      scannedAt: at,
    })),
  );
  return tags.map((tag) => tag.code);
}

/**
 * Scans every tag of the order not yet scanned at a later stage as 'ok', straight in the database, as the laundry or the
 * delivery rider would (decision 0034): for the demo data and for tests that move an order as an admin.
 */
export async function scanTagsDirectly(
  db: DbOrTx,
  {
    bookingId,
    stage,
    actor,
    at,
  }: { bookingId: string; stage: LaterScanStage; actor: { role: 'rider' | 'vendor' | 'admin'; id: string | null }; at: Date },
): Promise<void> {
  const { tags } = await unscannedAt(db, bookingId, stage);
  if (tags.length === 0) return;
  await db.insert(tagScans).values(
    tags.map((tag) => ({
      code: tag.code,
      tagId: tag.id,
      bookingId,
      stage,
      outcome: 'ok' as const,
      actorRole: actor.role,
      actorId: actor.id,
      scannedAt: at,
    })),
  );
}
