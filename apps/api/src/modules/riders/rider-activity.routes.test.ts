import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCATION_MAX_AGE_MS, RIDER_ACTIVITY_MESSAGES, haversineKm } from '@washday/core';
import { riderLocationPings, riders } from '../../db/schema/index.js';
import { eventBeforeMarker } from '../../test/event-before-marker.js';
import { listenOnLoopback, openEventStream } from '../../test/event-stream-client.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { GO_ACTIVE_LIMIT, LOCATION_LIMIT, TOO_MANY_FIXES } from './rider-activity.routes.js';
import { OWN_LOCATION_ONLY } from './rider-activity.service.js';

const MINUTE = 60_000;
/** Sector 45, Gurugram; 0.9° of latitude is about 100 km, 4.5° about 500 km. */
const HOME = { lat: 28.45, lng: 77.02 };
const north = (degrees: number) => ({ lat: HOME.lat + degrees, lng: HOME.lng });
/** Mumbai, about 1,150 km from HOME. */
const MUMBAI = { lat: 19.076, lng: 72.8777 };

describe("the rider's Active switch and live position", () => {
  const ctx = useTestApp();
  let phone = 9750000000;

  /** A rider of this status with their bearer header, and helpers to call the two routes as them. */
  async function rider(status: 'pending' | 'approved' | 'rejected' = 'approved', rejectionReason?: string) {
    const row = await createRider(ctx.app, String((phone += 1)), status, rejectionReason);
    const as = bearer(await tokenFor(ctx.app, 'rider', row.id));
    const toggle = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/riders/toggle-status', headers: as, payload });
    const fix = (location: { lat: number; lng: number }, at = ctx.clock.now(), extra: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/riders/location',
        headers: as,
        payload: { location, timestamp: at.toISOString(), ...extra },
      });
    const stored = async () => (await ctx.database.db.select().from(riders).where(eq(riders.id, row.id)))[0]!;
    const pings = () =>
      ctx.database.db
        .select()
        .from(riderLocationPings)
        .where(eq(riderLocationPings.riderId, row.id))
        .orderBy(riderLocationPings.id);
    return { row, as, toggle, fix, stored, pings };
  }

  /** An approved rider who went active at HOME, now. */
  async function activeRider() {
    const r = await rider();
    expect((await r.toggle({ isActive: true, location: HOME })).statusCode).toBe(200);
    return r;
  }

  describe('POST /api/riders/toggle-status', () => {
    it('takes an approved rider active with their position, stored as a ping and as their last position', async () => {
      const r = await rider();
      const res = await r.toggle({ riderId: r.row.id, isActive: true, location: HOME });
      expect(res.statusCode, res.body).toBe(200);
      const now = ctx.clock.now().toISOString();
      expect(res.json()).toMatchObject({
        success: true,
        message: RIDER_ACTIVITY_MESSAGES.nowActive,
        rider: {
          _id: r.row.id,
          status: 'approved',
          isActive: true,
          location: HOME,
          lastLocationUpdate: now,
          aadharNumber: 'XXXX XXXX 0123',
        },
      });
      expect(await r.stored()).toMatchObject({
        isActive: true,
        lastLat: HOME.lat,
        lastLng: HOME.lng,
        lastLocationAt: new Date(now),
      });
      expect((await r.pings()).map((p) => [p.lat, p.lng, p.recordedAt.toISOString()])).toEqual([[HOME.lat, HOME.lng, now]]);
    });

    it('refuses to go active without a position, and leaves the rider inactive', async () => {
      const r = await rider();
      for (const payload of [{ isActive: true }, { isActive: true, location: null }]) {
        const res = await r.toggle(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: RIDER_ACTIVITY_MESSAGES.locationRequired, field: 'location' });
      }
      expect(await r.stored()).toMatchObject({ isActive: false, lastLat: null, lastLocationAt: null });
      expect(await r.pings()).toEqual([]);
      const outOfRange = await r.toggle({ isActive: true, location: { lat: 91, lng: 77 } });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().message).toBe(RIDER_ACTIVITY_MESSAGES.outOfRange);
    });

    it.each(['pending', 'rejected'] as const)('tells a %s rider only approved riders can go active', async (status) => {
      const r = await rider(status, status === 'rejected' ? 'Blurred Aadhaar photo' : undefined);
      const res = await r.toggle({ isActive: true, location: HOME });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'RIDER_NOT_APPROVED', message: RIDER_ACTIVITY_MESSAGES.onlyApproved, status });
      expect(await r.stored()).toMatchObject({ isActive: false, lastLat: null });
      expect(await r.pings()).toEqual([]);
      // They cannot share a position either.
      expect((await r.fix(HOME)).statusCode).toBe(403);
    });

    it('judges a position sent with going active against the last fix, with the time since it', async () => {
      const r = await activeRider();
      expect((await r.toggle({ isActive: false })).statusCode).toBe(200);
      ctx.clock.advance(MINUTE);
      // Off and on again a minute later 1,150 km away: refused, and nothing changes.
      const far = await r.toggle({ isActive: true, location: MUMBAI });
      expect(far.statusCode).toBe(422);
      expect(far.json()).toMatchObject({
        error: 'LOCATION_IMPLAUSIBLE',
        field: 'location',
        message: RIDER_ACTIVITY_MESSAGES.implausibleOnActive,
      });
      expect(await r.stored()).toMatchObject({ isActive: false, lastLat: HOME.lat, lastLng: HOME.lng });
      expect(await r.pings()).toHaveLength(1);
      // A kilometre a minute later is a rider on the move.
      expect((await r.toggle({ isActive: true, location: north(0.009) })).statusCode).toBe(200);
      expect((await r.toggle({ isActive: false })).statusCode).toBe(200);
      // Off for a day, the rider may start anywhere they could have travelled to.
      expect(haversineKm(HOME, MUMBAI)).toBeGreaterThan(1_100);
      ctx.clock.advance(24 * 60 * MINUTE);
      const backAfterADay = await r.toggle({ isActive: true, location: MUMBAI });
      expect(backAfterADay.statusCode, backAfterADay.body).toBe(200);
      expect(await r.stored()).toMatchObject({ isActive: true, lastLat: MUMBAI.lat, lastLng: MUMBAI.lng });
    });

    it('takes a rider inactive at once, keeping their last position, and stops their fixes', async () => {
      const r = await activeRider();
      const res = await r.toggle({ isActive: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: RIDER_ACTIVITY_MESSAGES.nowInactive,
        rider: { isActive: false, location: HOME },
      });
      expect((await r.stored()).isActive).toBe(false);
      const refused = await r.fix(HOME);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'RIDER_INACTIVE', message: RIDER_ACTIVITY_MESSAGES.notActive });
      expect(await r.pings()).toHaveLength(1);
    });

    it('takes a rider who signs out inactive, so admins do not see them sharing an ageing position', async () => {
      const r = await activeRider();
      const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: r.as, payload: { role: 'rider' } });
      expect(out.statusCode, out.body).toBe(200);
      expect(await r.stored()).toMatchObject({ isActive: false, lastLat: HOME.lat });
      expect((await r.toggle({ isActive: true, location: HOME })).statusCode).toBe(401);
    });

    it('refuses guests and customers', async () => {
      const customer = await createCustomer(ctx.app, String((phone += 1)));
      const asCustomer = bearer(await tokenFor(ctx.app, 'customer', customer.id));
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/riders/toggle-status', payload: { isActive: false } })).statusCode,
      ).toBe(401);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/riders/toggle-status',
            headers: asCustomer,
            payload: { isActive: false },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /api/riders/location', () => {
    it("records the active rider's fix as a ping and their last position", async () => {
      const r = await activeRider();
      const wentActive = ctx.clock.now();
      ctx.clock.advance(10 * MINUTE);
      // About 4 km in 10 minutes: a rider on a two-wheeler, the fix taken 5 seconds before it arrives.
      const at = new Date(ctx.clock.now().getTime() - 5_000);
      const res = await r.fix(north(0.036), at, { riderId: r.row.id, accuracy: 12.5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: RIDER_ACTIVITY_MESSAGES.recorded,
        lastLocationUpdate: at.toISOString(),
      });
      expect(await r.stored()).toMatchObject({ lastLat: north(0.036).lat, lastLng: HOME.lng, lastLocationAt: at });
      expect((await r.pings()).map((p) => [p.lat, p.accuracyMeters, p.recordedAt.toISOString()])).toEqual([
        [HOME.lat, null, wentActive.toISOString()],
        [north(0.036).lat, 12.5, at.toISOString()],
      ]);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/riders/me', headers: r.as });
      expect(me.json().rider).toMatchObject({ location: north(0.036), lastLocationUpdate: at.toISOString() });
    });

    it("takes only the rider's own position", async () => {
      const r = await activeRider();
      const other = await activeRider();
      const res = await r.fix(north(0.001), ctx.clock.now(), { riderId: other.row.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(OWN_LOCATION_ONLY);
      expect(await r.pings()).toHaveLength(1);
      expect(await other.pings()).toHaveLength(1);
      expect((await other.stored()).lastLat).toBe(HOME.lat);
    });

    it('refuses a rider who is not active', async () => {
      const r = await rider();
      const res = await r.fix(HOME);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RIDER_ACTIVITY_MESSAGES.notActive);
      expect(await r.pings()).toEqual([]);
    });

    it('refuses a position too old or ahead of the server clock', async () => {
      const r = await activeRider();
      const now = ctx.clock.now().getTime();
      const old = await r.fix(HOME, new Date(now - LOCATION_MAX_AGE_MS - 1000));
      expect(old.statusCode).toBe(422);
      expect(old.json()).toMatchObject({ error: 'LOCATION_TOO_OLD', message: RIDER_ACTIVITY_MESSAGES.tooOld });
      const ahead = await r.fix(HOME, new Date(now + 2 * MINUTE));
      expect(ahead.statusCode).toBe(422);
      expect(ahead.json()).toMatchObject({ error: 'LOCATION_IN_FUTURE', message: RIDER_ACTIVITY_MESSAGES.inFuture });
      // A few seconds of clock drift either way is fine.
      expect((await r.fix(HOME, new Date(now + 20_000))).statusCode).toBe(200);
      expect((await r.fix(HOME, new Date(now - 4 * MINUTE))).statusCode).toBe(200);
      expect(await r.pings()).toHaveLength(3);
    });

    it('refuses a fix 500 km from one a minute before, and keeps the last position', async () => {
      const r = await activeRider();
      ctx.clock.advance(MINUTE);
      const res = await r.fix(north(4.5));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'LOCATION_IMPLAUSIBLE', message: RIDER_ACTIVITY_MESSAGES.implausible });
      expect(await r.stored()).toMatchObject({ lastLat: HOME.lat, lastLng: HOME.lng });
      expect(await r.pings()).toHaveLength(1);
      // 30 seconds allow 0.2 km of GPS noise and 80 km/h: 0.87 km. 1 km is refused, 0.8 km taken.
      ctx.clock.advance(-MINUTE / 2);
      expect((await r.fix(north(0.009))).statusCode).toBe(422);
      expect((await r.fix(north(0.0072))).statusCode).toBe(200);
    });

    it('scales the allowance with the time between fixes: 1.9 km steps a tenth of a second apart do not add up to 51 km', async () => {
      const r = await activeRider();
      const start = ctx.clock.now().getTime();
      const answers = [];
      for (let step = 1; step <= 27; step += 1) {
        ctx.clock.set(new Date(start + step * 100));
        answers.push((await r.fix(north(step * 0.0171))).statusCode);
      }
      expect(answers).toEqual(Array(27).fill(422));
      expect(await r.stored()).toMatchObject({ lastLat: HOME.lat, lastLng: HOME.lng });
      // GPS noise of up to 200 m is taken however soon the next fix comes.
      ctx.clock.set(new Date(start + 3_000));
      expect((await r.fix(north(0.0015))).statusCode).toBe(200);
      expect((await r.fix(north(-0.0002))).statusCode).toBe(200);
    });

    it('stores a late fix as a ping without moving the rider back', async () => {
      const r = await activeRider();
      const wentActive = ctx.clock.now();
      ctx.clock.advance(MINUTE);
      expect((await r.fix(north(0.005))).statusCode).toBe(200);
      const late = await r.fix(north(0.002), new Date(wentActive.getTime() + 30_000));
      expect(late.statusCode).toBe(200);
      expect(late.json().lastLocationUpdate).toBe(ctx.clock.now().toISOString());
      expect(await r.stored()).toMatchObject({ lastLat: north(0.005).lat, lastLocationAt: ctx.clock.now() });
      expect(await r.pings()).toHaveLength(3);
    });

    it('judges two fixes sent at once one after the other, so they cannot both jump from a stale last position', async () => {
      const r = await activeRider();
      ctx.clock.advance(60 * MINUTE);
      // Each alone is 67 km in an hour; together the second is 133 km from the first in no time.
      const answers = await Promise.all([r.fix(north(0.6)), r.fix(north(-0.6))]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      expect(await r.pings()).toHaveLength(2);
    });

    it('tells the admins live, and no one else', async () => {
      const r = await activeRider();
      await createAdminAccount(ctx.app, `ops-${phone}`);
      const [admin] = await ctx.database.db.query.adminUsers.findMany();
      const baseUrl = await listenOnLoopback(ctx.app);
      const adminStream = await openEventStream(baseUrl, bearer(await tokenFor(ctx.app, 'admin', admin!.id)));
      const riderStream = await openEventStream(baseUrl, r.as);
      try {
        expect(adminStream.res.status).toBe(200);
        ctx.clock.advance(MINUTE);
        expect((await r.fix(north(0.004))).statusCode).toBe(200);
        expect(await adminStream.next()).toMatchObject({
          event: 'rider.location',
          data: { rider_id: r.row.id, lat: north(0.004).lat, lng: HOME.lng, at: ctx.clock.now().toISOString() },
        });
        expect(await eventBeforeMarker(ctx.app, riderStream, { kind: 'rider', id: r.row.id })).toBeNull();
        // A refused fix is not announced.
        expect((await r.fix(north(4.5))).statusCode).toBe(422);
        expect(await eventBeforeMarker(ctx.app, adminStream, { kind: 'admins' })).toBeNull();
      } finally {
        adminStream.close();
        riderStream.close();
      }
    });
  });

  describe('limits', () => {
    it('counts fixes per rider and refuses the rest of the minute with 429', async () => {
      const r = await activeRider();
      const other = await activeRider();
      for (let i = 0; i < LOCATION_LIMIT.max; i += 1) expect((await r.fix(HOME)).statusCode).toBe(200);
      const refused = await r.fix(HOME);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: TOO_MANY_FIXES });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another rider, from the same address, has their own budget.
      expect((await other.fix(HOME)).statusCode).toBe(200);
    });

    it(`counts switches to active per rider, ${GO_ACTIVE_LIMIT.max} a minute, and never refuses going inactive`, async () => {
      const r = await rider();
      const other = await rider();
      for (let i = 0; i < GO_ACTIVE_LIMIT.max; i += 1) {
        expect((await r.toggle({ isActive: true, location: HOME })).statusCode).toBe(200);
        expect((await r.toggle({ isActive: false })).statusCode).toBe(200);
      }
      const refused = await r.toggle({ isActive: true, location: HOME });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', message: RIDER_ACTIVITY_MESSAGES.tooManyToggles });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await r.stored()).isActive).toBe(false);
      expect((await r.toggle({ isActive: false })).statusCode).toBe(200);
      expect((await other.toggle({ isActive: true, location: HOME })).statusCode).toBe(200);
    });
  });
});
