import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TAG_CODE_MESSAGES, TAG_MESSAGES, formatTagCode } from '@washday/core';
import { bookingItems, bookings, tagScans, tagSheets } from '../../db/schema/index.js';
import { orderCast, tokenFor } from '../../test/identity-fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { printedCodes } from '../../test/tag-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { journeyOfBooking, recordScan, tagsOfBooking } from './garment-tags.service.js';
import { createTagSheets, retireOldSheets } from './tag-sheets.service.js';

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

describe('garment tags: label sheets and tagging at pickup', () => {
  const ctx = useTestApp();
  let cast: Awaited<ReturnType<typeof orderCast>>;
  beforeAll(async () => {
    cast = await orderCast(ctx.app, '97710000');
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const act = (orderId: string, action: string, extra: object = {}, who: Headers = cast.as.pickup) =>
    call('POST', '/api/riders/order-action', who, { orderId, action, ...extra });
  const attach = (orderId: string, code: string, who: Headers = cast.as.pickup) =>
    call('POST', `/api/riders/orders/${orderId}/tags`, who, { code });

  /** A booking whose pickup the pickup rider has started (on the way: items in hand). */
  async function startedPickup() {
    const booking = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    const accepted = await act(booking.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await act(booking.id, 'start')).statusCode).toBe(200);
    return booking;
  }

  it('prints sheets with codes unique among live sheets, lists them, and answers an A4 PDF with each code', async () => {
    const made = await call('POST', '/api/admin/tag-sheets', cast.as.admin, { layout: 'L7163', sheets: 2 });
    expect(made.statusCode).toBe(201);
    const { sheets, message } = made.json() as { sheets: Array<{ id: string; code: string; labels: number }>; message: string };
    expect(message).toBe(TAG_MESSAGES.sheetsCreated(2));
    expect(sheets).toHaveLength(2);
    expect(sheets.every((s) => s.labels === 14 && /^[0-9A-HJKMNP-TV-Z]{4}$/.test(s.code))).toBe(true);
    expect(new Set(sheets.map((s) => s.code)).size).toBe(2);

    const listed = (await call('GET', '/api/admin/tag-sheets', cast.as.admin)).json().sheets as Array<{
      id: string;
      printed_by: string;
      used: number;
    }>;
    expect(listed.filter((s) => sheets.some((m) => m.id === s.id))).toEqual([
      expect.objectContaining({ printed_by: 'ops-admin', used: 0 }),
      expect.objectContaining({ printed_by: 'ops-admin', used: 0 }),
    ]);

    const pdf = await call('GET', `/api/admin/tag-sheets/labels.pdf?ids=${sheets.map((s) => s.id).join(',')}`, cast.as.admin);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    for (const sheet of sheets) {
      expect(text).toContain(formatTagCode(sheet.code, 1));
      expect(text).toContain(formatTagCode(sheet.code, 14));
      expect(text).not.toContain(formatTagCode(sheet.code, 15));
    }

    expect((await call('POST', '/api/admin/tag-sheets', cast.as.admin, { layout: 'L9999', sheets: 1 })).json()).toMatchObject({
      message: TAG_MESSAGES.layoutInvalid,
    });
    expect((await call('POST', '/api/admin/tag-sheets', cast.as.admin, { layout: 'L7160', sheets: 21 })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/tag-sheets/labels.pdf?ids=nope', cast.as.admin)).statusCode).toBe(400);
    const missing = await call('GET', `/api/admin/tag-sheets/labels.pdf?ids=${crypto.randomUUID()}`, cast.as.admin);
    expect(missing.statusCode).toBe(404);
  });

  it('attaches typed codes, is idempotent for a double scan, refuses unknown, malformed and other orders’ labels', async () => {
    const [a, b, c] = await printedCodes(ctx.app, 3);
    const booking = await startedPickup();
    const first = await attach(booking.id, a!.toLowerCase().replaceAll('-', ' '));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: TAG_MESSAGES.attached, kind: 'garment', tag: { code: a, kind: 'garment' } });
    const twice = await attach(booking.id, a!);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ message: TAG_MESSAGES.alreadyAttached });
    expect(twice.json().tags).toHaveLength(1);

    expect((await attach(booking.id, 'WD-7K3F')).json()).toMatchObject({ message: TAG_CODE_MESSAGES.malformed, field: 'code' });
    const unknown = await attach(booking.id, 'WD-ZZZZ-01');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, TAG_MESSAGES.unknown]);
    const offSheet = await attach(booking.id, `${a!.slice(0, 8)}30`);
    expect([offSheet.statusCode, offSheet.json().message]).toEqual([400, TAG_MESSAGES.placeNotOnSheet(24)]);

    const other = await startedPickup();
    const taken = await attach(other.id, a!);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: 'TAG_ON_OTHER_ORDER',
      message: TAG_MESSAGES.onOtherOrder(booking.customOrderId),
    });

    // Weight-only orders are tagged by the bag.
    await ctx.database.db.update(bookingItems).set({ unit: 'KG' }).where(eq(bookingItems.bookingId, other.id));
    expect((await attach(other.id, b!)).json()).toMatchObject({ kind: 'bag', tag: { kind: 'bag' } });

    // A wrong tag comes off again before the pickup completes; another's tag cannot be removed through this order.
    const added = (await attach(booking.id, c!)).json().tag as { id: string };
    const otherTag = (await tagsOfBooking(ctx.database.db, other.id))[0]!;
    expect((await call('DELETE', `/api/riders/orders/${booking.id}/tags/${otherTag.id}`, cast.as.pickup)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/riders/orders/${booking.id}/tags/${added.id}`, cast.as.pickup);
    expect(removed.json()).toMatchObject({ message: TAG_MESSAGES.removed, tags: [{ code: a }] });
    const listed = await call('GET', `/api/riders/orders/${booking.id}/tags`, cast.as.pickup);
    expect(listed.json()).toMatchObject({ kind: 'garment', tags: [{ code: a }] });
  });

  it('refuses the pickup while the tags and the confirmed count differ, then completes and closes tagging', async () => {
    const codes = await printedCodes(ctx.app, 3);
    const booking = await startedPickup();
    for (const code of codes.slice(0, 2)) expect((await attach(booking.id, code)).statusCode).toBe(201);

    const short = await act(booking.id, 'complete', { itemCount: 3 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ error: 'TAG_COUNT_MISMATCH', message: TAG_MESSAGES.countMismatch(2, 3) });
    const over = await act(booking.id, 'complete', { itemCount: 1 });
    expect(over.json().message).toBe(TAG_MESSAGES.countMismatch(2, 1));
    const [unchanged] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged!.itemsCollected).toBe(false);

    expect((await attach(booking.id, codes[2]!)).statusCode).toBe(201);
    const done = await act(booking.id, 'complete', { itemCount: 3 });
    expect(done.statusCode).toBe(200);
    expect(done.json().order).toMatchObject({ itemsCollected: 3 });

    const late = await attach(booking.id, (await printedCodes(ctx.app, 1))[0]!);
    expect([late.statusCode, late.json().message]).toEqual([409, TAG_MESSAGES.tooLate]);
    const journey = await journeyOfBooking(ctx.database.db, booking.id);
    expect(journey.map((s) => [s.code, s.stage, s.outcome])).toEqual(codes.map((code) => [code, 'pickup', 'ok']));
  });

  it('lets only the pickup rider tag; admins, the customer and other riders are refused', async () => {
    const [code] = await printedCodes(ctx.app, 1);
    const booking = await startedPickup();
    const deliveryRiderTag = await attach(booking.id, code!, cast.as.delivery);
    expect(deliveryRiderTag.statusCode).toBe(404);
    // Not a rider's session: refused before the order is looked at.
    expect([401, 403]).toContain((await attach(booking.id, code!, cast.as.customer)).statusCode);
    expect([401, 403]).toContain((await attach(booking.id, code!, cast.as.admin)).statusCode);
    expect((await attach(booking.id, code!, {})).statusCode).toBe(401);
    expect([401, 403]).toContain((await call('GET', '/api/admin/tag-sheets', cast.as.pickup)).statusCode);
  });

  it('records later scans as ok for the order’s own tags and unexpected otherwise, in the journey in time order', async () => {
    const codes = await printedCodes(ctx.app, 2);
    const mine = await startedPickup();
    const theirs = await startedPickup();
    await attach(mine.id, codes[0]!);
    await attach(theirs.id, codes[1]!);
    const db = ctx.database.db;
    ctx.clock.advance(60_000);
    const at = ctx.clock.now();
    const actor = { role: 'vendor' as const, id: null };
    expect(await recordScan(db, { code: codes[0]!, bookingId: mine.id, stage: 'intake', actor, at })).toMatchObject({
      outcome: 'ok',
      tag: { code: codes[0], bookingId: mine.id },
    });
    expect(await recordScan(db, { code: codes[1]!, bookingId: mine.id, stage: 'intake', actor, at })).toMatchObject({
      outcome: 'unexpected',
      tag: { bookingId: theirs.id },
    });
    expect(await recordScan(db, { code: 'WD-ZZZZ-99', bookingId: mine.id, stage: 'intake', actor, at })).toEqual({
      outcome: 'unexpected',
      tag: null,
    });
    await expect(recordScan(db, { code: 'nonsense', stage: 'intake', actor, at })).rejects.toMatchObject({ statusCode: 400 });
    const journey = await journeyOfBooking(db, mine.id);
    expect(journey.map((s) => [s.code, s.stage, s.outcome])).toEqual([
      [codes[0], 'pickup', 'ok'],
      [codes[0], 'intake', 'ok'],
      [codes[1], 'intake', 'unexpected'],
      ['WD-ZZZZ-99', 'intake', 'unexpected'],
    ]);
    const scans = await db.select().from(tagScans).where(eq(tagScans.bookingId, theirs.id));
    expect(scans.map((s) => s.stage)).toEqual(['pickup']);
  });

  // Last: it moves the clock a year on.
  it('keeps a sheet code unique while its sheet is in use, and lets it come back a year later (app clock)', async () => {
    const db = ctx.database.db;
    const fixed = (code: string) => {
      let i = 0;
      return (n: number) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(code[i++ % 4]!) % n;
    };
    const first = await createTagSheets({ db, now: () => ctx.clock.now(), randomIndex: fixed('7K3F') }, null, 'L7160', 1);
    expect(first[0]!.code).toBe('7K3F');
    // The same draw again while 7K3F is live: the unique index refuses it and a fresh draw is taken.
    let draws = 0;
    const again = await createTagSheets(
      { db, now: () => ctx.clock.now(), randomIndex: (n) => (draws++ < 4 ? fixed('7K3F')(n) : (draws * 7) % n) },
      null,
      'L7160',
      1,
    );
    expect(again[0]!.code).not.toBe('7K3F');
    // Put a label of it on an open order: a year on, the sheet stays (the order is still open), then retires once closed.
    const booking = await startedPickup();
    expect((await attach(booking.id, 'wd 7k3f 05')).statusCode).toBe(201);
    ctx.clock.advance(366 * DAY);
    expect(await retireOldSheets(db, ctx.clock.now())).toBeGreaterThanOrEqual(1);
    const [still] = await db.select().from(tagSheets).where(eq(tagSheets.id, first[0]!.id));
    expect(still!.retiredAt).toBeNull();
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    const reused = await createTagSheets({ db, now: () => ctx.clock.now(), randomIndex: fixed('7K3F') }, null, 'L7160', 1);
    expect(reused[0]!.code).toBe('7K3F');
    expect(reused[0]!.id).not.toBe(first[0]!.id);
    const [old] = await db.select().from(tagSheets).where(eq(tagSheets.id, first[0]!.id));
    expect(old!.retiredAt).toEqual(ctx.clock.now());
    // The new sheet's label 05 is free: the old order keeps its tag, the new label goes on a new order.
    // A year on, the sessions made before have expired: the rider signs in afresh.
    cast.as.pickup = { authorization: `Bearer ${await tokenFor(ctx.app, 'rider', cast.pickupRider.id)}` };
    const next = await startedPickup();
    expect((await attach(next.id, 'WD-7K3F-05')).statusCode).toBe(201);
    expect((await tagsOfBooking(db, booking.id)).map((t) => t.code)).toEqual(['WD-7K3F-05']);
  });
});
