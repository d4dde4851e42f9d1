import type { FastifyInstance } from 'fastify';
import { formatTagCode } from '@washday/core';
import { unscannedAt } from '../modules/garments/garment-gates.js';
import { createTagSheets } from '../modules/garments/tag-sheets.service.js';
import { scanTagsDirectly } from '../modules/garments/tag-seeding.js';

/** Prints a fresh sheet of labels (as an admin would, in the database) and answers its first `count` codes. */
export async function printedCodes(app: FastifyInstance, count: number): Promise<string[]> {
  const sheets = await createTagSheets(
    { db: app.database.db, now: () => app.clock.now() },
    null,
    'A4-24',
    Math.ceil(count / 24) || 1,
  );
  return Array.from({ length: count }, (_, i) => formatTagCode(sheets[Math.floor(i / 24)]!.code, (i % 24) + 1));
}

/**
 * Tags a pickup as its rider does at the door, through the API: one printed label per item, so the pickup can then
 * complete with `count` items. Answers the codes.
 */
export async function tagPickup(
  app: FastifyInstance,
  bookingId: string,
  riderHeaders: Record<string, string>,
  count: number,
): Promise<string[]> {
  const codes = await printedCodes(app, count);
  for (const code of codes) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/riders/orders/${bookingId}/tags`,
      headers: riderHeaders,
      payload: { code },
    });
    if (res.statusCode !== 201) throw new Error(`Tagging ${code} on ${bookingId} → ${res.statusCode} ${res.body}`);
  }
  return codes;
}

/**
 * Scans every tag of the order in at the laundry (intake) or into the bag (packing), straight in the database, as its
 * staff would: for tests that move an order through its stages as an admin (garment-scans.routes.test.ts scans by the API).
 */
export async function scanAllTags(app: FastifyInstance, bookingId: string, stage: 'intake' | 'packing'): Promise<void> {
  const actor = { role: 'admin' as const, id: null };
  await scanTagsDirectly(app.database.db, { bookingId, stage, actor, at: app.clock.now() });
}

/** The delivery rider scans every tag of the order at the door, through the API (the handover code is asked after). */
export async function scanAtDoor(app: FastifyInstance, bookingId: string, riderHeaders: Record<string, string>): Promise<void> {
  const { tags } = await unscannedAt(app.database.db, bookingId, 'delivery');
  for (const { code } of tags) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/riders/orders/${bookingId}/door-scans`,
      headers: riderHeaders,
      payload: { code },
    });
    if (res.statusCode !== 200) throw new Error(`Door scan ${code} on ${bookingId} → ${res.statusCode} ${res.body}`);
  }
}
