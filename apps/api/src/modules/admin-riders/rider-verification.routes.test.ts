import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RIDER_MESSAGES, AUTH_MESSAGES } from '@washday/core';
import { notifications, riders } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, latestCode, tokenFor } from '../../test/identity-fixtures.js';
import { insertRiderSelfie } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { NOTIFICATION_MESSAGE_JOB } from '../notifications/notification-messages.jobs.js';

const MINUTE = 60_000;

describe('rider verification by operations', () => {
  const ctx = useTestApp();
  let phone = 9640000000;
  const admins = {} as Record<'first' | 'second', { id: string; as: Record<string, string> }>;

  beforeAll(async () => {
    await ctx.app.jobs.start();
    for (const [key, username] of [
      ['first', 'asha-ops'],
      ['second', 'vikram-ops'],
    ] as const) {
      await createAdminAccount(ctx.app, username);
      const [row] = await ctx.database.db.query.adminUsers.findMany({ where: (a, { eq: is }) => is(a.username, username) });
      admins[key] = { id: row!.id, as: bearer(await tokenFor(ctx.app, 'admin', row!.id)) };
    }
  });

  const newRider = (status: 'pending' | 'approved' | 'rejected' = 'pending', reason?: string) =>
    createRider(ctx.app, String((phone += 1)), status, reason);
  const stored = async (id: string) => (await ctx.database.db.select().from(riders).where(eq(riders.id, id)))[0]!;
  const verify = (id: string, payload: object, as = admins.first.as) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/riders/${id}/verify`, headers: as, payload });
  const list = (query: string, as = admins.first.as) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/riders?${query}`, headers: as });
  /** Asks for a login code and signs in with it: only then is a rider told whether they may sign in. */
  const signIn = async (riderPhone: string) => {
    const phone = riderPhone.replace(/^91/, '');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/riders/request-otp',
      payload: { phone },
      remoteAddress: '10.9.0.1',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/riders/verify-otp',
      payload: { phone, otp: latestCode(ctx.app, phone) },
      remoteAddress: '10.9.0.1',
    });
    // The minute a code holds the number for passes, so the next sign-in may ask again.
    ctx.clock.advance(MINUTE + 1000);
    return answer;
  };

  it('refuses customers, riders (pending or approved) and guests on every route', async () => {
    const target = await newRider();
    const customer = await createCustomer(ctx.app, '9640099991');
    const approved = await newRider('approved');
    const callers: Array<[string, Record<string, string>]> = [
      ['guest', {}],
      ['customer', bearer(await tokenFor(ctx.app, 'customer', customer.id))],
      ['pending rider', bearer(await tokenFor(ctx.app, 'rider', target.id))],
      ['approved rider', bearer(await tokenFor(ctx.app, 'rider', approved.id))],
    ];
    const routes = [
      ['GET', '/api/admin/riders'],
      ['GET', '/api/admin/riders/active'],
      ['GET', `/api/admin/riders/${target.id}`],
      ['POST', `/api/admin/riders/${target.id}/verify`],
      ['GET', '/api/admin/tracking/orders'],
    ] as const;
    for (const [method, url] of routes) {
      for (const [who, headers] of callers) {
        const res = await ctx.app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' ? { payload: { status: 'approved' } } : {}),
        });
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(401);
      }
    }
    // Nobody but an admin decided anything.
    expect((await stored(target.id)).status).toBe('pending');
  });

  describe('GET /api/admin/riders', () => {
    it('pages pending riders newest first, masks the Aadhaar number, links only documents on file, and counts every status', async () => {
      const before = await list('status=pending&limit=100');
      const base = before.json().counts as Record<string, number>;
      // Registered a minute apart, after every rider already there.
      const latest = Math.max(
        ...(await ctx.database.db.select({ at: riders.createdAt }).from(riders)).map((r) => r.at.getTime()),
        0,
      );
      const made = [];
      for (let i = 0; i < 3; i += 1) {
        const rider = await newRider();
        await ctx.database.db
          .update(riders)
          .set({ createdAt: new Date(latest + (i + 1) * MINUTE) })
          .where(eq(riders.id, rider.id));
        made.push(rider);
      }
      await insertRiderSelfie(ctx.app, made[2]!.id);
      const first = await list('status=pending&limit=2');
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json();
      expect(body.riders.map((r: { _id: string }) => r._id)).toEqual([made[2]!.id, made[1]!.id]);
      expect(body.pagination).toEqual({ page: 1, limit: 2, total: base.pending! + 3, hasMore: true });
      expect(body.counts.pending).toBe(base.pending! + 3);
      expect(body.riders[0]).toMatchObject({
        status: 'pending',
        aadharNumber: 'XXXX XXXX 0123',
        selfieImageUrl: `/api/riders/${made[2]!.id}/documents/selfie`,
        aadharImageUrl: null,
      });
      expect(body.riders[1]).toMatchObject({ selfieImageUrl: null, aadharImageUrl: null });
      const second = await list('status=pending&limit=2&page=2');
      expect(second.json().riders[0]._id).toBe(made[0]!.id);
    });

    it('lists decided riders by their latest decision, and refuses an unknown status or page size', async () => {
      const older = await newRider();
      const newer = await newRider();
      expect((await verify(older.id, { status: 'rejected', reason: 'Selfie does not match the card' })).statusCode).toBe(200);
      ctx.clock.advance(MINUTE);
      expect((await verify(newer.id, { status: 'rejected', reason: 'Card photo is blurred' })).statusCode).toBe(200);
      const rejected = (await list('status=rejected')).json();
      expect(
        rejected.riders.slice(0, 2).map((r: { _id: string; rejectionReason: string }) => [r._id, r.rejectionReason]),
      ).toEqual([
        [newer.id, 'Card photo is blurred'],
        [older.id, 'Selfie does not match the card'],
      ]);
      expect(rejected.riders[0]).toMatchObject({ verifiedAt: ctx.clock.now().toISOString(), verifiedBy: 'asha-ops' });
      expect(
        (await list('status=pending'))
          .json()
          .riders.every((r: { verifiedAt: unknown; verifiedBy: unknown }) => r.verifiedAt === null && r.verifiedBy === null),
      ).toBe(true);
      const bad = await list('status=suspended');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Status must be pending, approved or rejected');
      expect((await list('limit=500')).json().message).toBe('Limit must be at most 100');
    });
  });

  it('GET /api/admin/riders/:id shows the verifying admin the full Aadhaar number; a missing rider is 404', async () => {
    const rider = await newRider();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/riders/${rider.id}`, headers: admins.first.as });
    expect(res.statusCode).toBe(200);
    expect(res.json().rider).toMatchObject({ _id: rider.id, aadharNumber: '234567890123', status: 'pending' });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/riders/00000000-0000-4000-8000-000000000000',
      headers: admins.first.as,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ADMIN_RIDER_MESSAGES.notFound);
  });

  describe('POST /api/admin/riders/:id/verify', () => {
    it('approves a pending rider once: recorded with who and when, notified in the app and by SMS, and able to log in', async () => {
      const rider = await newRider();
      const before = await signIn(rider.phone);
      expect(before.statusCode).toBe(403);
      expect(before.json().message).toBe(AUTH_MESSAGES.riderPending);

      const res = await verify(rider.id, { status: 'approved' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: ADMIN_RIDER_MESSAGES.approved,
        rider: { _id: rider.id, status: 'approved', rejectionReason: null },
      });
      expect(await stored(rider.id)).toMatchObject({
        status: 'approved',
        verifiedAt: ctx.clock.now(),
        verifiedByAdminId: admins.first.id,
        rejectionReason: null,
      });

      const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.riderId, rider.id));
      expect(notice).toMatchObject({
        recipientType: 'rider',
        type: 'account_approved',
        title: 'Account Approved',
        priority: 'high',
        messageChannel: 'sms',
      });
      await expect(ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId: notice!.id })).resolves.toMatchObject({
        status: expect.stringMatching(/sent/),
      });
      expect(ctx.app.outbox.notices().find((n) => n.to === rider.phone)).toMatchObject({
        channel: 'sms',
        title: 'Account Approved',
        text: notice!.message,
      });

      // The rider sees it in their list once signed in.
      const theirs = await ctx.app.inject({
        method: 'GET',
        url: '/api/riders/notifications',
        headers: bearer(await tokenFor(ctx.app, 'rider', rider.id)),
      });
      expect(theirs.json().notifications[0]).toMatchObject({ type: 'account_approved', title: 'Account Approved' });

      const after = await signIn(rider.phone);
      expect(after.statusCode, after.body).toBe(200);
    });

    it('requires a reason to reject, then rejects with it: the rider is told the reason and cannot log in', async () => {
      const rider = await newRider();
      for (const payload of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
        const refused = await verify(rider.id, payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ message: ADMIN_RIDER_MESSAGES.reasonRequired, field: 'reason' });
      }
      expect((await stored(rider.id)).status).toBe('pending');

      const res = await verify(rider.id, { status: 'rejected', reason: '  Aadhaar photo is unreadable  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: ADMIN_RIDER_MESSAGES.rejected,
        rider: { status: 'rejected', rejectionReason: 'Aadhaar photo is unreadable' },
      });
      expect(await stored(rider.id)).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Aadhaar photo is unreadable',
        verifiedByAdminId: admins.first.id,
      });

      const [notice] = await ctx.database.db.select().from(notifications).where(eq(notifications.riderId, rider.id));
      expect(notice).toMatchObject({ type: 'account_rejected', title: 'Account Rejected', messageChannel: 'sms' });
      expect(notice!.message).toContain('Aadhaar photo is unreadable');

      const login = await signIn(rider.phone);
      expect(login.statusCode).toBe(403);
      expect(login.json().message).toBe(`${AUTH_MESSAGES.riderRejected} Aadhaar photo is unreadable`);
    });

    it('refuses an unknown decision and a missing rider', async () => {
      const rider = await newRider();
      const bad = await verify(rider.id, { status: 'pending' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(ADMIN_RIDER_MESSAGES.statusInvalid);
      const missing = await verify('00000000-0000-4000-8000-000000000000', { status: 'approved' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ADMIN_RIDER_MESSAGES.notFound);
      const malformed = await verify('not-a-rider', { status: 'approved' });
      expect(malformed.statusCode).toBe(400);
    });

    it('decides only a pending rider: a decided one is a 409 naming who decided, and nothing changes', async () => {
      const rider = await newRider();
      expect((await verify(rider.id, { status: 'approved' })).statusCode).toBe(200);
      for (const payload of [{ status: 'approved' }, { status: 'rejected', reason: 'Changed my mind' }]) {
        const again = await verify(rider.id, payload, admins.second.as);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({
          error: 'RIDER_ALREADY_DECIDED',
          status: 'approved',
          message: ADMIN_RIDER_MESSAGES.alreadyDecided('approved', 'asha-ops'),
        });
      }
      expect(await stored(rider.id)).toMatchObject({
        status: 'approved',
        verifiedByAdminId: admins.first.id,
        rejectionReason: null,
      });
      expect(await ctx.database.db.select().from(notifications).where(eq(notifications.riderId, rider.id))).toHaveLength(1);

      // A rider rejected before verification was recorded (no admin on file) still cannot be decided again.
      const legacy = await newRider('rejected', 'Incomplete documents');
      const res = await verify(legacy.id, { status: 'approved' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ADMIN_RIDER_MESSAGES.alreadyDecided('rejected', null));
    });

    it('gives one decision when two admins decide at once', async () => {
      const rider = await newRider();
      const answers = await Promise.all([
        verify(rider.id, { status: 'approved' }, admins.first.as),
        verify(rider.id, { status: 'rejected', reason: 'Face does not match' }, admins.second.as),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().rider.status as 'approved' | 'rejected';
      const loser = answers.find((a) => a.statusCode === 409)!.json();
      expect(loser.message).toBe(ADMIN_RIDER_MESSAGES.alreadyDecided(winner, winner === 'approved' ? 'asha-ops' : 'vikram-ops'));
      expect((await stored(rider.id)).status).toBe(winner);
      const notices = await ctx.database.db.select().from(notifications).where(eq(notifications.riderId, rider.id));
      expect(notices.map((n) => n.type)).toEqual([winner === 'approved' ? 'account_approved' : 'account_rejected']);
    });
  });
});
