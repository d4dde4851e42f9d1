import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_PING_RETENTION_DAYS } from '@washday/core';
import {
  detectedLocations,
  idempotencyKeys,
  phoneCodes,
  riderLocationPings,
  sessions,
  tagSheets,
} from '../../db/schema/index.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { createCustomer, createRider, signInCustomerViaOtp } from '../../test/identity-fixtures.js';
import { PURGE_EXPIRED_RECORDS, PURGE_EXPIRED_RECORDS_CRON } from './housekeeping.jobs.js';
import { RETENTION_MS } from './retention.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const ctx = useTestApp();

/** A moment relative to the app's clock. */
function at(offsetMs: number): Date {
  return new Date(ctx.clock.now().getTime() + offsetMs);
}

async function labels<T extends { label: string | null }>(rows: Promise<T[]>): Promise<string[]> {
  return (await rows).map((row) => row.label ?? '').sort();
}

describe('purging expired records on a schedule', () => {
  beforeAll(async () => {
    await ctx.app.jobs.start();
  });

  it('is scheduled in the job queue by cron, in India time', async () => {
    expect(await ctx.app.jobs.schedules()).toContainEqual({
      name: PURGE_EXPIRED_RECORDS,
      cron: PURGE_EXPIRED_RECORDS_CRON,
      timezone: 'Asia/Kolkata',
    });
  });

  it('removes sign-in codes a day after they expired and keeps the rest', async () => {
    const window = RETENTION_MS.phoneCodesAfterExpiry;
    const code = (label: string, expiresAt: Date) => ({
      phone: '919876543210',
      purpose: 'customer_login' as const,
      codeHash: label, // the hash doubles as the row's label here
      createdAt: new Date(expiresAt.getTime() - 5 * MINUTE),
      expiresAt,
    });
    await ctx.app.database.db
      .insert(phoneCodes)
      .values([
        code('expired-long-ago', at(-window - MINUTE)),
        code('expired-within-a-day', at(-window + MINUTE)),
        code('live', at(4 * MINUTE)),
      ]);
    const counts = await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS);
    expect(counts).toMatchObject({ phoneCodes: 1 });
    const left = await labels(ctx.app.database.db.select({ label: phoneCodes.codeHash }).from(phoneCodes));
    expect(left).toEqual(['expired-within-a-day', 'live']);
  });

  it('removes sessions a week after they expired or were signed out and keeps the rest', async () => {
    const window = RETENTION_MS.sessionsAfterEnd;
    const customer = await createCustomer(ctx.app, '9876500001');
    const session = (label: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      tokenHash: `${label}-${randomBytes(4).toString('hex')}`,
      subject: 'customer' as const,
      userId: customer.id,
      createdAt: at(-60 * DAY),
      expiresAt,
      revokedAt,
      userAgent: label,
    });
    await ctx.app.database.db
      .insert(sessions)
      .values([
        session('expired-long-ago', at(-window - MINUTE)),
        session('signed-out-long-ago', at(20 * DAY), at(-window - MINUTE)),
        session('expired-this-week', at(-window + MINUTE)),
        session('signed-out-this-week', at(20 * DAY), at(-window + MINUTE)),
        session('live', at(20 * DAY)),
      ]);
    const counts = await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS);
    expect(counts).toMatchObject({ sessions: 2 });
    const left = await labels(ctx.app.database.db.select({ label: sessions.userAgent }).from(sessions));
    expect(left).toEqual(['expired-this-week', 'live', 'signed-out-this-week']);
  });

  it('removes idempotency keys once expired and keeps live ones', async () => {
    const key = (label: string, expiresAt: Date) => ({
      scope: 'customer:test',
      key: label,
      requestHash: 'hash',
      createdAt: new Date(expiresAt.getTime() - DAY),
      expiresAt,
    });
    await ctx.app.database.db
      .insert(idempotencyKeys)
      .values([key('expired-a-minute-ago', at(-MINUTE)), key('expires-in-a-minute', at(MINUTE))]);
    const counts = await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS);
    expect(counts).toMatchObject({ idempotencyKeys: 1 });
    const left = await labels(ctx.app.database.db.select({ label: idempotencyKeys.key }).from(idempotencyKeys));
    expect(left).toEqual(['expires-in-a-minute']);
  });

  it('removes detected locations after 90 days and keeps newer ones', async () => {
    const window = RETENTION_MS.detectedLocations;
    const location = (label: string, createdAt: Date) => ({
      fullAddress: label,
      lat: 28.45,
      lng: 77.02,
      detectionMethod: 'gps',
      createdAt,
    });
    await ctx.app.database.db
      .insert(detectedLocations)
      .values([
        location('older-than-the-window', at(-window - MINUTE)),
        location('within-the-window', at(-window + MINUTE)),
        location('today', at(0)),
      ]);
    const counts = await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS);
    expect(counts).toMatchObject({ detectedLocations: 1 });
    const left = await labels(ctx.app.database.db.select({ label: detectedLocations.fullAddress }).from(detectedLocations));
    expect(left).toEqual(['today', 'within-the-window']);
  });

  it("removes riders' location pings after 14 days and keeps newer ones", async () => {
    expect(RETENTION_MS.locationPings).toBe(LOCATION_PING_RETENTION_DAYS * DAY);
    const rider = await createRider(ctx.app, '9876500003', 'approved');
    const ping = (accuracyMeters: number, recordedAt: Date) => ({
      riderId: rider.id,
      lat: 28.45,
      lng: 77.02,
      accuracyMeters,
      recordedAt,
    });
    // The accuracy labels the rows: 1 is past the window, 2 just inside it, 3 from a minute ago.
    await ctx.app.database.db
      .insert(riderLocationPings)
      .values([ping(1, at(-14 * DAY - MINUTE)), ping(2, at(-14 * DAY + MINUTE)), ping(3, at(-MINUTE))]);
    const counts = await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS);
    expect(counts).toMatchObject({ locationPings: 1 });
    const left = await ctx.app.database.db.select({ label: riderLocationPings.accuracyMeters }).from(riderLocationPings);
    expect(left.map((row) => row.label).sort()).toEqual([2, 3]);
    // A day later the second one has aged out too.
    ctx.clock.advance(DAY);
    expect(await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS)).toMatchObject({ locationPings: 1 });
  });

  it('retires label sheets a year after printing, so their codes can come back (decision 0034)', async () => {
    const sheet = (code: string, printedAt: Date) => ({ code, layout: 'L7160' as const, labels: 21, printedAt });
    await ctx.app.database.db.insert(tagSheets).values([sheet('RT01', at(-366 * DAY)), sheet('RT02', at(-364 * DAY))]);
    expect(await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS)).toMatchObject({ labelSheetsRetired: 1 });
    const live = await ctx.app.database.db.select({ code: tagSheets.code, retiredAt: tagSheets.retiredAt }).from(tagSheets);
    expect(live.filter((row) => row.retiredAt === null).map((row) => row.code)).toEqual(['RT02']);
  });

  it('runs only when a test asks: the schedules are kept but do not fire on the wall clock', async () => {
    // A purge fired at :17 past the hour once took the code this file's last test counts (1 run in 200).
    expect(ctx.app.jobs.firesSchedules).toBe(false);
    expect((await ctx.app.jobs.schedules()).map((s) => s.name)).toContain(PURGE_EXPIRED_RECORDS);
  });

  it('leaves a signed-in customer signed in, and their used code gone a day later', async () => {
    await ctx.app.database.db.delete(phoneCodes);
    const { token } = await signInCustomerViaOtp(ctx.app, '9876500002');
    ctx.clock.advance(RETENTION_MS.phoneCodesAfterExpiry + 10 * MINUTE);
    const counts = await ctx.app.jobs.runNow(PURGE_EXPIRED_RECORDS);
    expect(counts).toMatchObject({ phoneCodes: 1 });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  });
});
