import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRAVEL_MODEL, TRAVEL_FIT_MIN_SAMPLES, travelMetres, travelSeconds, type LatLng } from '@washday/core';
import { bookings, riderLocationPings, travelModels, trips } from '../../../db/schema/index.js';
import { useTestApp } from '../../../test/test-app.js';
import { createCustomer, createRider } from '../../../test/identity-fixtures.js';
import { insertBooking } from '../../../test/record-fixtures.js';
import { FIT_TRAVEL_MODEL, FIT_TRAVEL_MODEL_CRON } from './travel-fit.jobs.js';
import { offset, ride, tripTrace } from './travel-fit.synthetic.js';
import { createTravelTimes } from './travel-times.js';

// The fit job on the app's database: riders' pings and completed trips in, travel_models row 1 out; the travel
// times read it. The test clock stands at 2026-11-22 11:00 IST; the data lies in the fortnight before.

const ctx = useTestApp();
const SECTOR_45: LatLng = { lat: 28.442, lng: 77.066 };
const LEGS: [number, number][] = [
  [1500, 0],
  [0, 900],
];
const SERVICE_MINUTES = 8;
let riderId = '';
let customerId = '';

/** Stores one completed pickup of the rider, at 09:02 or 09:25 IST on 2026-11-`day`, with its pings. */
async function recordTrip(day: number, second: boolean) {
  const start = new Date(Date.UTC(2026, 10, day, 3, second ? 55 : 32));
  const trace = tripTrace(riderId, offset(SECTOR_45, day * 40, 0), LEGS, 18, start, SERVICE_MINUTES);
  const booking = await insertBooking(ctx.app, customerId, riderId);
  const db = ctx.app.database.db;
  await db.update(bookings).set({ lat: trace.door.lat, lng: trace.door.lng }).where(eq(bookings.id, booking.id));
  await db
    .update(trips)
    .set({ status: 'completed', acceptedAt: start, pickedUpAt: start, completedAt: trace.completedAt })
    .where(eq(trips.bookingId, booking.id));
  await db.insert(riderLocationPings).values(trace.pings.map((p) => ({ riderId, lat: p.lat, lng: p.lng, recordedAt: p.at })));
}

const storedModel = async () => (await ctx.app.database.db.select().from(travelModels).where(eq(travelModels.id, 1)))[0];

describe('the travel model fit job', () => {
  beforeAll(async () => {
    ctx.clock.set(new Date('2026-11-22T05:30:00Z'));
    await ctx.app.jobs.start();
    riderId = (await createRider(ctx.app, '9812300001', 'approved')).id;
    customerId = (await createCustomer(ctx.app, '9812300002')).id;
  });

  it('runs nightly in India time', async () => {
    expect(await ctx.app.jobs.schedules()).toContainEqual({
      name: FIT_TRAVEL_MODEL,
      cron: FIT_TRAVEL_MODEL_CRON,
      timezone: 'Asia/Kolkata',
    });
  });

  it(`stores the defaults while there are fewer than ${TRAVEL_FIT_MIN_SAMPLES} samples`, async () => {
    const travel = createTravelTimes(ctx.app.database.db);
    await recordTrip(21, false);
    // 24 segments of riding at 14:10 IST, but from fixes the phone called vague (200 m): not counted.
    const vague = ride(SECTOR_45, [[6000, 0]], 30, new Date('2026-11-20T08:40:00Z')).pings.slice(0, 25);
    await ctx.app.database.db
      .insert(riderLocationPings)
      .values(vague.map((p) => ({ riderId, lat: p.lat, lng: p.lng, recordedAt: p.at, accuracyMeters: 200 })));
    const result = await ctx.app.jobs.runNow(FIT_TRAVEL_MODEL);
    expect(result).toMatchObject({ pingSegments: 0, serviceSamples: 0 });
    const row = await storedModel();
    expect(row?.fittedAt.toISOString()).toBe('2026-11-22T05:30:00.000Z');
    expect({ ...row!.model, source: DEFAULT_TRAVEL_MODEL.source }).toEqual(DEFAULT_TRAVEL_MODEL);
    await travel.matrix([SECTOR_45], ctx.clock.now());
    expect(travel.describe()).toBe('default');
    expect(travel.serviceSeconds(riderId)).toBe(DEFAULT_TRAVEL_MODEL.serviceMinutes * 60);
  });

  it('fits speed, detour and minutes at the door once there are enough, and the travel times use them', async () => {
    const travel = createTravelTimes(ctx.app.database.db);
    await travel.matrix([SECTOR_45], ctx.clock.now());
    for (let day = 11; day <= 21; day++) await recordTrip(day, true);
    for (let day = 11; day <= 20; day++) await recordTrip(day, false);
    ctx.clock.advance(60_000);

    const result = await ctx.app.jobs.runNow(FIT_TRAVEL_MODEL);
    const trips = 22;
    expect(result).toMatchObject({ pingSegments: trips * 16, serviceSamples: trips });
    const model = (await storedModel())!.model;
    expect(model.speedKmhByHour[9]).toBeCloseTo(18, 0);
    expect(model.detourFactor).toBeCloseTo(2400 / Math.hypot(1500, 900), 1);
    expect(model.serviceMinutes).toBe(SERVICE_MINUTES);
    expect(model.speedKmhByHour[14]).toBe(DEFAULT_TRAVEL_MODEL.speedKmhByHour[14]);
    expect(model.riderServiceMinutes).toEqual({ [riderId]: SERVICE_MINUTES });

    // The instance that had read the defaults reads the new model at its next matrix, without a restart.
    expect(travel.describe()).toBe('default');
    const nineIst = new Date('2026-11-23T03:40:00Z');
    const door = offset(SECTOR_45, 3000, 0);
    const { durations, distances } = await travel.matrix([SECTOR_45, door], nineIst);
    expect(travel.describe()).toBe(`fitted (${trips * 16} segments, ${trips} service samples)`);
    expect(durations[0]![1]).toBe(travelSeconds(model, SECTOR_45, door, nineIst));
    expect(distances[0]![1]).toBe(travelMetres(model, SECTOR_45, door));
    expect(durations[0]![0]).toBe(0);
    expect(travel.serviceSeconds(riderId)).toBe(SERVICE_MINUTES * 60);
  });
});
