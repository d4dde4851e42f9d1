import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INSPECTION_MESSAGES,
  INSPECTION_NOTICE_TITLES,
  INSPECTION_NOTICE_TYPE,
  type CustomerGarment,
  type InspectionView,
} from '@washday/core';
import {
  bookings,
  claims,
  garmentInspectionPhotos,
  liveEvents,
  notifications,
  orderEvents,
  vendorStaff,
} from '../../db/schema/index.js';
import { JPEG_BYTES, PNG_BYTES, createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder, type Crew } from '../../test/order-journey.js';
import { noticeCopy } from '../messaging/notice-copy.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

type Headers = Record<string, string>;

async function photoForm(bytes: Buffer = JPEG_BYTES, type = 'image/jpeg') {
  const data = new FormData();
  data.append('photo', new Blob([bytes], { type }), 'collar.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** The laundry's inspection before cleaning and the customer's answer (docs/decisions/0034). */
describe('garment inspections', () => {
  const ctx = useTestApp();
  let crew: Crew;
  let meera: Headers;
  let ravi: Headers;
  let meeraId = '';
  let sunita: Headers;
  let otherLaundry: Headers;

  beforeAll(async () => {
    crew = await tripCrew(ctx.app, '9640000001', '9640000002');
    const a = await createCustomer(ctx.app, '9640000003', 'Meera');
    const b = await createCustomer(ctx.app, '9640000004', 'Ravi');
    meeraId = a.id;
    meera = bearer(await tokenFor(ctx.app, 'customer', a.id));
    ravi = bearer(await tokenFor(ctx.app, 'customer', b.id));
    const [s, o] = await ctx.database.db
      .insert(vendorStaff)
      .values([
        { name: 'Sunita Devi', phone: '919640000005', vendorId: 'vendor-sector-14' },
        { name: 'Other Laundry', phone: '919640000006', vendorId: 'vendor-sohna-road' },
      ])
      .returning();
    sunita = bearer(await tokenFor(ctx.app, 'vendor', s!.id));
    otherLaundry = bearer(await tokenFor(ctx.app, 'vendor', o!.id));
  });

  /** Meera's order, collected with `items` tags, at Sunita's laundry at `stage`; answers it and its tags. */
  async function atLaundry(stage: 'received' | 'processing' | null = 'received', items = 2) {
    const booking = await insertBooking(ctx.app, meeraId);
    await driveOrder(ctx.app, booking.id, crew, meera, 'collected', items);
    await ctx.database.db
      .update(bookings)
      .set({ vendorId: 'vendor-sector-14', vendorAssignedAt: ctx.app.clock.now(), vendorStage: stage })
      .where(eq(bookings.id, booking.id));
    const garments = (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/garments`, headers: meera })).json()
      .garments as CustomerGarment[];
    return { id: booking.id, tags: garments.map((g) => ({ id: g.id, code: g.code })) };
  }
  const inspect = (orderId: string, payload: object, who: Headers = sunita) =>
    ctx.app.inject({ method: 'POST', url: `/api/vendor/orders/${orderId}/inspections`, headers: who, payload });
  const addPhoto = async (inspectionId: string, who: Headers = sunita, bytes?: Buffer, type?: string) => {
    const form = await photoForm(bytes, type);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/vendor/inspections/${inspectionId}/photos`,
      payload: form.payload,
      headers: { ...form.headers, ...who },
    });
  };
  const decide = (orderId: string, inspectionId: string, decision: string, who: Headers = meera) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${orderId}/inspections/${inspectionId}/decision`,
      headers: who,
      payload: { decision },
    });
  const toProcessing = (orderId: string, who: 'vendor' | 'admin' = 'vendor') =>
    who === 'vendor'
      ? ctx.app.inject({
          method: 'POST',
          url: `/api/vendor/orders/${orderId}/stage`,
          headers: sunita,
          payload: { stage: 'processing' },
        })
      : ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/bookings/${orderId}/status`,
          headers: crew.as.admin,
          payload: { status: 'processing' },
        });
  const trail = (orderId: string) =>
    ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, orderId)).orderBy(orderEvents.id);

  it('notes a garment without asking: saved, listed, audited, nothing waits', async () => {
    const order = await atLaundry();
    const res = await inspect(order.id, {
      tagId: order.tags[0]!.id,
      issues: ['stain', 'missing_button'],
      note: 'Ink on the cuff',
    });
    expect(res.statusCode).toBe(201);
    const { message, inspection } = res.json() as { message: string; inspection: InspectionView };
    expect(message).toBe(INSPECTION_MESSAGES.saved);
    expect(inspection).toMatchObject({
      tag_id: order.tags[0]!.id,
      tag_code: order.tags[0]!.code,
      issues: ['stain', 'missing_button'],
      note: 'Ink on the cuff',
      photos: [],
      decision: null,
      decided_at: null,
    });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${order.id}/inspections`, headers: sunita });
    expect(listed.json().inspections.map((i: InspectionView) => i.id)).toEqual([inspection.id]);
    expect((await trail(order.id)).at(-1)).toMatchObject({
      toState: 'garment_inspected',
      actorRole: 'vendor',
      note: `${order.tags[0]!.code}: stain, missing button: Ink on the cuff`,
    });
    const asked = await ctx.database.db.select().from(notifications).where(eq(notifications.type, INSPECTION_NOTICE_TYPE));
    expect(asked.filter((n) => n.bookingId === order.id)).toEqual([]);
    expect((await toProcessing(order.id)).statusCode).toBe(200);
  });

  it('refuses before received and once processing, a tag of another order, nothing noted, and another vendor', async () => {
    const early = await atLaundry(null);
    const before = await inspect(early.id, { tagId: early.tags[0]!.id, issues: ['stain'] });
    expect([before.statusCode, before.json().message, before.json().error]).toEqual([
      409,
      INSPECTION_MESSAGES.notNow,
      'INSPECTION_NOT_NOW',
    ]);
    const late = await atLaundry('processing');
    expect((await inspect(late.id, { tagId: late.tags[0]!.id, issues: ['stain'] })).json().message).toBe(
      INSPECTION_MESSAGES.notNow,
    );

    const order = await atLaundry();
    const wrongTag = await inspect(order.id, { tagId: early.tags[0]!.id, issues: ['stain'] });
    expect([wrongTag.statusCode, wrongTag.json().message]).toEqual([400, INSPECTION_MESSAGES.tagNotOnOrder]);
    const empty = await inspect(order.id, { tagId: order.tags[0]!.id });
    expect([empty.statusCode, empty.json().message]).toEqual([400, INSPECTION_MESSAGES.somethingToNote]);
    const noReason = await inspect(order.id, { tagId: order.tags[0]!.id, issues: ['colour_run'], askCustomer: true });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, INSPECTION_MESSAGES.holdNeedsNote]);
    const elsewhere = await inspect(order.id, { tagId: order.tags[0]!.id, issues: ['stain'] }, otherLaundry);
    expect(elsewhere.statusCode).toBe(404);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/orders/${order.id}/inspections`,
      headers: otherLaundry,
    });
    expect(list.statusCode).toBe(404);
  });

  it('takes up to 4 photos (checked by their bytes), served to the customer, admins and the laundry only', async () => {
    const order = await atLaundry();
    const { inspection } = (
      await inspect(order.id, { tagId: order.tags[1]!.id, issues: ['damage'], note: 'Torn pocket' })
    ).json() as {
      inspection: InspectionView;
    };
    const notImage = await addPhoto(inspection.id, sunita, Buffer.from('not a picture at all'), 'image/jpeg');
    expect([notImage.statusCode, notImage.json().message]).toEqual([400, INSPECTION_MESSAGES.photoWrongType]);
    const big = await addPhoto(inspection.id, sunita, Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.statusCode, big.json().message]).toEqual([400, INSPECTION_MESSAGES.photoTooLarge]);
    expect((await addPhoto(inspection.id, otherLaundry)).statusCode).toBe(404);
    for (let i = 0; i < 4; i++)
      expect((await addPhoto(inspection.id, sunita, i % 2 ? PNG_BYTES : JPEG_BYTES)).statusCode).toBe(201);
    const fifth = await addPhoto(inspection.id);
    expect([fifth.statusCode, fifth.json().message]).toEqual([409, INSPECTION_MESSAGES.photoLimit]);

    const garments = (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${order.id}/garments`, headers: meera })).json()
      .garments as CustomerGarment[];
    const photos = garments.find((g) => g.id === order.tags[1]!.id)!.inspections[0]!.photos;
    expect(photos).toHaveLength(4);
    expect(photos[0]!.url).toBe(`/api/inspections/${inspection.id}/photos/${photos[0]!.id}`);
    const get = (who: Headers) => ctx.app.inject({ method: 'GET', url: photos[1]!.url, headers: who });
    for (const who of [meera, crew.as.admin, sunita]) {
      const res = await get(who);
      expect([res.statusCode, res.headers['cache-control'], res.headers['x-content-type-options']]).toEqual([
        200,
        'private, max-age=3600',
        'nosniff',
      ]);
      const sent = res.headers['content-type'] === 'image/png' ? PNG_BYTES : JPEG_BYTES;
      expect(res.rawPayload.equals(sent)).toBe(true);
    }
    for (const who of [ravi, otherLaundry, crew.as.pickup]) expect((await get(who)).statusCode).toBe(404);
    expect((await get({})).statusCode).toBe(401);
    const wrongPair = await ctx.app.inject({
      method: 'GET',
      url: `/api/inspections/${crypto.randomUUID()}/photos/${photos[1]!.id}`,
      headers: meera,
    });
    expect(wrongPair.statusCode).toBe(404);

    // Once cleaning starts, no more photos.
    await ctx.database.db.delete(garmentInspectionPhotos).where(eq(garmentInspectionPhotos.id, photos[0]!.id));
    expect((await toProcessing(order.id)).statusCode).toBe(200);
    const later = await addPhoto(inspection.id);
    expect([later.statusCode, later.json().message]).toEqual([409, INSPECTION_MESSAGES.notNow]);
  });

  it('asks the customer: processing waits until they approve, by the laundry or an admin', async () => {
    const order = await atLaundry();
    const res = await inspect(order.id, {
      tagId: order.tags[0]!.id,
      issues: ['colour_run'],
      note: 'The red dye will run in a hot wash',
      askCustomer: true,
    });
    expect(res.statusCode).toBe(201);
    const { message, inspection } = res.json() as { message: string; inspection: InspectionView };
    expect([message, inspection.decision]).toEqual([INSPECTION_MESSAGES.savedAsking, 'pending']);
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, INSPECTION_NOTICE_TYPE), eq(notifications.bookingId, order.id)));
    expect(notice).toMatchObject({ userId: meeraId, actionRequired: true, actionType: 'inspection_decision' });
    expect(notice!.message).toContain(order.tags[0]!.code);
    expect(notice!.data).toMatchObject({ inspection_id: inspection.id, booking_id: order.id, decision: null });
    // A customer who chose Hindi gets their copies in Hindi.
    expect(noticeCopy(notice!, 'hi')).toEqual({
      title: INSPECTION_NOTICE_TITLES.hi,
      text: expect.stringContaining(`कपड़ा ${order.tags[0]!.code} (रंग निकलने का खतरा)`),
      language: 'hi',
    });

    const waiting = INSPECTION_MESSAGES.awaitingCustomer([order.tags[0]!.code]);
    for (const who of ['vendor', 'admin'] as const) {
      const refused = await toProcessing(order.id, who);
      expect([refused.statusCode, refused.json().message, refused.json().error]).toEqual([409, waiting, 'INSPECTION_PENDING']);
    }
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, order.id));
    expect(row!.vendorStage).toBe('received');

    const eventsBefore = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(liveEvents)
      .where(eq(liveEvents.recipient, 'vendor:vendor-sector-14'));
    const approved = await decide(order.id, inspection.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: INSPECTION_MESSAGES.approved, inspection: { decision: 'approved' } });
    expect(approved.json().inspection.decided_at).not.toBeNull();
    const eventsAfter = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(liveEvents)
      .where(eq(liveEvents.recipient, 'vendor:vendor-sector-14'));
    expect(eventsAfter[0]!.n).toBeGreaterThan(eventsBefore[0]!.n);
    const [settled] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, notice!.id));
    expect(settled!.actionRequired).toBe(false);
    expect(settled!.data).toMatchObject({ decision: 'approved' });
    expect((await trail(order.id)).at(-1)).toMatchObject({ toState: 'inspection_approved', actorRole: 'customer' });
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${order.id}/inspections`, headers: sunita });
    expect(listed.json().inspections[0].decision).toBe('approved');

    expect((await toProcessing(order.id, 'admin')).statusCode).toBe(200);
  });

  it('declined: the garment comes back uncleaned, the bill unchanged, and processing may start', async () => {
    const order = await atLaundry();
    const [before] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, order.id));
    const { inspection } = (
      await inspect(order.id, {
        tagId: order.tags[1]!.id,
        issues: ['damage'],
        note: 'The lining is already torn',
        askCustomer: true,
      })
    ).json() as { inspection: InspectionView };
    const declined = await decide(order.id, inspection.id, 'decline');
    expect(declined.json()).toMatchObject({ message: INSPECTION_MESSAGES.declined, inspection: { decision: 'declined' } });
    const [after] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, order.id));
    expect(after!.finalPaise).toBe(before!.finalPaise);
    expect((await trail(order.id)).at(-1)).toMatchObject({
      toState: 'inspection_declined',
      note: `${order.tags[1]!.code}: the customer declined; it is returned uncleaned, the bill unchanged`,
    });
    const bad = await decide(order.id, inspection.id, 'maybe');
    expect([bad.statusCode, bad.json().message]).toEqual([400, INSPECTION_MESSAGES.decisionInvalid]);
    expect((await toProcessing(order.id)).statusCode).toBe(200);
  });

  it('takes one answer of two at once, and hides the question from another customer', async () => {
    const order = await atLaundry();
    const { inspection } = (
      await inspect(order.id, {
        tagId: order.tags[0]!.id,
        issues: ['stain'],
        note: 'Wine on silk, needs dry cleaning',
        askCustomer: true,
      })
    ).json() as { inspection: InspectionView };
    expect((await decide(order.id, inspection.id, 'approve', ravi)).statusCode).toBe(404);
    const answers = await Promise.all([decide(order.id, inspection.id, 'approve'), decide(order.id, inspection.id, 'decline')]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().inspection.decision as 'approved' | 'declined';
    const loser = answers.find((a) => a.statusCode === 409)!.json();
    expect([loser.message, loser.error]).toEqual([INSPECTION_MESSAGES.alreadyDecided(winner), 'INSPECTION_DECIDED']);
    const again = await decide(order.id, inspection.id, 'approve');
    expect([again.statusCode, again.json().message]).toEqual([409, INSPECTION_MESSAGES.alreadyDecided(winner)]);
    const decisions = (await trail(order.id)).filter((e) => e.toState.startsWith('inspection_'));
    expect(decisions).toHaveLength(1);

    // Nothing was asked of an inspection noted without asking.
    const { inspection: plain } = (await inspect(order.id, { tagId: order.tags[1]!.id, issues: ['stain'] })).json() as {
      inspection: InspectionView;
    };
    expect((await decide(order.id, plain.id, 'approve')).statusCode).toBe(404);
  });

  it("shows the customer each garment's trail (stage, outcome, when; not who) and its inspections", async () => {
    const order = await atLaundry('received', 2);
    await inspect(order.id, { tagId: order.tags[0]!.id, issues: ['stain'], note: 'Curry on the collar' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${order.id}/garments`, headers: meera });
    expect(res.statusCode).toBe(200);
    const garments = res.json().garments as CustomerGarment[];
    expect(garments.map((g) => g.code)).toEqual(order.tags.map((t) => t.code));
    expect(garments[0]!.steps).toEqual([{ stage: 'pickup', outcome: 'ok', at: expect.any(String) }]);
    expect(JSON.stringify(garments)).not.toContain(crew.pickupRider.id);
    expect(garments[0]!.inspections).toMatchObject([{ issues: ['stain'], note: 'Curry on the collar', decision: null }]);
    expect(garments[1]!.inspections).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bookings/${order.id}/garments`, headers: ravi })).statusCode).toBe(
      404,
    );
  });

  it("puts the laundry's notes and the customer's answer in a claim's trail for operations", async () => {
    const order = await atLaundry();
    const code = order.tags[0]!.code;
    const { inspection } = (
      await inspect(order.id, { tagId: order.tags[0]!.id, issues: ['damage'], note: 'Seam already open', askCustomer: true })
    ).json() as { inspection: InspectionView };
    await addPhoto(inspection.id);
    await decide(order.id, inspection.id, 'approve');
    // A claim on the garment, as if the order had been delivered (claims.routes.test drives the real one).
    await ctx.database.db.insert(claims).values({
      bookingId: order.id,
      customerId: meeraId,
      kind: 'damaged',
      description: 'The seam is torn',
      tagCode: code,
      serviceName: 'Regular Iron',
      chargePaise: 1000,
      createdAt: ctx.app.clock.now(),
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/claims', headers: crew.as.admin });
    type Step = { label: string; note: string | null; photos: string[] };
    const claim = (list.json().claims as Array<{ order_id: string; trail: Step[] }>).find((c) => c.order_id === order.id)!;
    expect(claim.trail.map((t) => t.label)).toEqual(['Pickup scan', 'Inspection', 'Customer approved cleaning']);
    expect(claim.trail[1]!.note).toBe('damage: Seam already open');
    // Operations see the photo from before cleaning itself, at its private address.
    expect(claim.trail[1]!.photos).toEqual([expect.stringMatching(/^\/api\/inspections\/[0-9a-f-]{36}\/photos\/[0-9a-f-]{36}$/)]);
    const photo = await ctx.app.inject({ method: 'GET', url: claim.trail[1]!.photos[0]!, headers: crew.as.admin });
    expect(photo.statusCode).toBe(200);
  });
});
