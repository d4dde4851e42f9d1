import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, ORDER_MESSAGES, PICKUP_PHOTO_LIMIT, PICKUP_PHOTO_MESSAGES } from '@washday/core';
import { pickupPhotos } from '../../db/schema/index.js';
import { JPEG_BYTES, PNG_BYTES, orderCast } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { scanAllTags, tagPickup } from '../../test/tag-fixtures.js';
import { PICKUP_RIDER_ONLY } from './pickup-photos.service.js';

type Headers = Record<string, string>;
interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

const jpeg: Upload = { name: 'bags.jpg', type: 'image/jpeg', bytes: JPEG_BYTES };
const png: Upload = { name: 'shirts.png', type: 'image/png', bytes: PNG_BYTES };
const webp: Upload = {
  name: 'pile.webp',
  type: 'image/webp',
  bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 1), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 3)]),
};

/** A multipart body as a browser's FormData sends it. */
async function form(files: Record<string, Upload>) {
  const data = new FormData();
  for (const [field, file] of Object.entries(files)) data.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe('proof at the door: pickup photos', () => {
  const ctx = useTestApp();
  let cast: Awaited<ReturnType<typeof orderCast>>;

  beforeAll(async () => {
    cast = await orderCast(ctx.app, '97600000');
  });

  // Each upload a second after the last, as a rider takes them, so "oldest first" is well defined.
  const upload = async (orderId: string, files: Record<string, Upload> = { photo: jpeg }, who: Headers = cast.as.pickup) => {
    ctx.clock.advance(1000);
    const body = await form(files);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/riders/orders/${orderId}/photos`,
      payload: body.payload,
      headers: { ...body.headers, ...who },
    });
  };
  const remove = (orderId: string, photoId: string, who: Headers = cast.as.pickup) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/riders/orders/${orderId}/photos/${photoId}`, headers: who });
  const file = (url: string, who: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers: who });
  const act = (orderId: string, action: string, extra: object = {}, who: Headers = cast.as.pickup) =>
    ctx.app.inject({ method: 'POST', url: '/api/riders/order-action', headers: who, payload: { orderId, action, ...extra } });
  const stored = async (bookingId: string) =>
    (await ctx.database.db.select({ n: count() }).from(pickupPhotos).where(eq(pickupPhotos.bookingId, bookingId)))[0]!.n;
  const folder = (bookingId: string) => path.join(ctx.dataDir, 'private', 'pickup-photos', bookingId);

  /** A booking whose pickup the pickup rider has accepted. */
  async function acceptedPickup() {
    const booking = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    expect((await act(booking.id, 'accept')).statusCode).toBe(200);
    return booking;
  }

  it('keeps up to 3 photos as private files, seen by the customer, admins and the rider', async () => {
    const booking = await insertBooking(ctx.app, cast.customer.id, cast.pickupRider.id);
    // Assigned only: the rider has not taken the job yet.
    const early = await upload(booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PICKUP_PHOTO_MESSAGES.tooLate);
    expect((await act(booking.id, 'accept')).statusCode).toBe(200);

    const photos = [];
    for (const photo of [jpeg, png, webp]) {
      const res = await upload(booking.id, { photo });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ success: true, message: PICKUP_PHOTO_MESSAGES.added });
      photos.push(res.json().photo as { id: string; url: string; created_at: string });
    }
    expect(photos.map((p) => p.url)).toEqual(photos.map((p) => `/api/bookings/${booking.id}/photos/${p.id}`));
    const fourth = await upload(booking.id, { photo: jpeg });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ error: 'PHOTO_LIMIT', message: PICKUP_PHOTO_MESSAGES.limit });
    expect(await stored(booking.id)).toBe(PICKUP_PHOTO_LIMIT);

    // Private files, never served statically.
    const rows = await ctx.database.db.select().from(pickupPhotos).where(eq(pickupPhotos.bookingId, booking.id));
    expect(rows.map((r) => [r.mimeType, r.sizeBytes, r.riderId])).toEqual([
      ['image/jpeg', jpeg.bytes.length, cast.pickupRider.id],
      ['image/png', png.bytes.length, cast.pickupRider.id],
      ['image/webp', webp.bytes.length, cast.pickupRider.id],
    ]);
    expect(readdirSync(folder(booking.id))).toHaveLength(3);
    for (const row of rows) {
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect((await file(`/${row.storageKey}`)).statusCode).toBe(404);
      expect((await file(`/private/${row.storageKey}`)).statusCode).toBe(404);
    }

    // The bytes, to the customer, admins and the order's rider.
    for (const who of [cast.as.customer, cast.as.admin, cast.as.pickup]) {
      const res = await file(photos[0]!.url, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toMatch(/^private/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(JPEG_BYTES)).toBe(true);
    }
    expect((await file(photos[1]!.url, cast.as.admin)).headers['content-type']).toBe('image/png');
    // Anyone else hears it does not exist, as for a missing order; a guest must sign in.
    for (const who of [cast.as.other, cast.as.delivery]) {
      const res = await file(photos[0]!.url, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BOOKING_MESSAGES.notFound);
    }
    expect((await file(photos[0]!.url)).statusCode).toBe(401);
    expect(
      (await file(`/api/bookings/${booking.id}/photos/00000000-0000-4000-8000-000000000000`, cast.as.customer)).json().message,
    ).toBe(PICKUP_PHOTO_MESSAGES.notFound);

    // The booking views carry them.
    const mine = (await file(`/api/bookings/${booking.id}`, cast.as.customer)).json().booking;
    expect(mine.pickup_photos).toEqual(photos);
    const ops = (await file('/api/admin/orders?includeAssigned=true', cast.as.admin)).json().orders as Array<{
      id: string;
      pickup_photos: unknown;
    }>;
    expect(ops.find((o) => o.id === booking.id)!.pickup_photos).toEqual(photos);
    expect((await file(`/api/riders/orders/${booking.id}`, cast.as.pickup)).json().pickup_photos).toEqual(photos);
  });

  it('judges a photo by its bytes and size, whatever it claims to be, and stores nothing refused', async () => {
    const booking = await acceptedPickup();
    const refusals: Array<[Record<string, Upload>, string]> = [
      [
        { photo: { name: 'bags.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.7 not really a photo') } },
        PICKUP_PHOTO_MESSAGES.wrongType,
      ],
      [
        { photo: { name: 'bags.gif', type: 'image/gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') } },
        PICKUP_PHOTO_MESSAGES.wrongType,
      ],
      // HEIC is fine for identity documents, not for photos everyone must be able to open.
      [
        {
          photo: {
            name: 'bags.heic',
            type: 'image/jpeg',
            bytes: Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(32)]),
          },
        },
        PICKUP_PHOTO_MESSAGES.wrongType,
      ],
      [
        { photo: { name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) } },
        PICKUP_PHOTO_MESSAGES.tooLarge,
      ],
      [{ photo: { name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) } }, PICKUP_PHOTO_MESSAGES.missing],
      [{ picture: jpeg }, PICKUP_PHOTO_MESSAGES.missing],
      [{ photo: jpeg, another: png }, 'Attach one photo at a time'],
    ];
    for (const [files, message] of refusals) {
      const res = await upload(booking.id, files);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, field: 'photo' });
    }
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/riders/orders/${booking.id}/photos`,
      headers: cast.as.pickup,
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the photo as multipart/form-data in the field photo');
    expect(await stored(booking.id)).toBe(0);
    expect(existsSync(folder(booking.id))).toBe(false);
  });

  it('lets only the pickup rider add and remove, and removes the file with the photo', async () => {
    const booking = await acceptedPickup();
    // A rider with no trip on the order: as if it did not exist.
    const stranger = await upload(booking.id, { photo: jpeg }, cast.as.delivery);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(BOOKING_MESSAGES.notFound);
    const { photo } = (await upload(booking.id)).json() as { photo: { id: string; url: string } };
    expect((await remove(booking.id, photo.id, cast.as.delivery)).statusCode).toBe(404);
    expect((await remove(booking.id, photo.id, cast.as.customer)).statusCode).toBe(401);

    const removed = await remove(booking.id, photo.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: PICKUP_PHOTO_MESSAGES.removed });
    expect(await stored(booking.id)).toBe(0);
    expect(readdirSync(folder(booking.id))).toEqual([]);
    expect((await file(photo.url, cast.as.customer)).statusCode).toBe(404);
    const again = await remove(booking.id, photo.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PICKUP_PHOTO_MESSAGES.notFound);
  });

  it('counts parallel uploads under the order lock, so two at once cannot make four', async () => {
    const booking = await acceptedPickup();
    for (let i = 1; i < PICKUP_PHOTO_LIMIT; i += 1) expect((await upload(booking.id)).statusCode).toBe(201);
    const answers = await Promise.all([upload(booking.id, { photo: png }), upload(booking.id, { photo: webp })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(booking.id)).toBe(PICKUP_PHOTO_LIMIT);
    expect(readdirSync(folder(booking.id))).toHaveLength(PICKUP_PHOTO_LIMIT);
  });

  it('closes the photos when the pickup is completed with its item count, and shows them to the delivery rider', async () => {
    const booking = await acceptedPickup();
    const { photo } = (await upload(booking.id)).json() as { photo: { id: string; url: string } };
    expect((await act(booking.id, 'start')).statusCode).toBe(200);
    expect((await upload(booking.id, { photo: png })).statusCode).toBe(201);

    const noCount = await act(booking.id, 'complete');
    expect(noCount.statusCode).toBe(400);
    expect(noCount.json()).toMatchObject({ message: ORDER_MESSAGES.itemCountRequired, field: 'itemCount' });
    await tagPickup(ctx.app, booking.id, cast.as.pickup, 6);
    const done = await act(booking.id, 'complete', { itemCount: 6 });
    expect(done.statusCode).toBe(200);
    expect(done.json().order).toMatchObject({
      riderStatus: 'completed',
      itemsCollected: 6,
      pickup_photos: [{ id: photo.id }, {}],
    });

    for (const late of [await upload(booking.id), await remove(booking.id, photo.id)]) {
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(PICKUP_PHOTO_MESSAGES.tooLate);
    }
    const mine = (await file(`/api/bookings/${booking.id}`, cast.as.customer)).json().booking;
    expect(mine).toMatchObject({ items_collected_count: 6, pickup_photos: [{ id: photo.id }, {}] });

    // Through the vendor to the delivery rider, who then sees the proof too but cannot change it.
    const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: cast.as.admin, payload });
    expect(
      (
        await admin('POST', '/api/admin/orders/assign-vendor', {
          orderId: booking.id,
          vendorData: { vendorId: 'vendor-sector-14' },
        })
      ).statusCode,
    ).toBe(200);
    await scanAllTags(ctx.app, booking.id, 'intake');
    await scanAllTags(ctx.app, booking.id, 'packing');
    for (const status of ['received', 'processing', 'ready'])
      expect((await admin('PUT', `/api/admin/bookings/${booking.id}/status`, { status })).statusCode).toBe(200);
    expect(
      (
        await admin('POST', '/api/admin/orders/assign', {
          orderId: booking.id,
          riderId: cast.deliveryRider.id,
          orderType: 'delivery',
        })
      ).statusCode,
    ).toBe(200);
    expect((await file(photo.url, cast.as.delivery)).statusCode).toBe(200);
    const notTheirs = await upload(booking.id, { photo: jpeg }, cast.as.delivery);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toBe(PICKUP_RIDER_ONLY);
  });
});
