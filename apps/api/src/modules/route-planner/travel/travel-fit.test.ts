import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAVEL_MODEL, TRAVEL_FIT_MIN_SAMPLES, travelModelSchema, type LatLng } from '@washday/core';
import {
  addMovingSegments,
  emptyHourTotals,
  fitTravelModel,
  tripDetour,
  tripServiceMinutes,
  type TripTrace,
} from './travel-fit.js';
import { at, offset, ride, stand, tripTrace } from './travel-fit.synthetic.js';
import { describeTravelModel } from './travel-times.js';

const SECTOR_45: LatLng = { lat: 28.442, lng: 77.066 };
// 1,500 m east then 900 m north: 2,400 m ridden for 1,749 m straight.
const LEGS: [number, number][] = [
  [1500, 0],
  [0, 900],
];
const DETOUR = 2400 / Math.hypot(1500, 900);
/** 09:05 IST (03:35 UTC) on day `day` of November 2026. */
const morning = (day: number) => new Date(Date.UTC(2026, 10, day, 3, 35));

function hoursOf(traces: readonly TripTrace[]) {
  const hours = emptyHourTotals();
  for (const trace of traces) addMovingSegments(hours, trace.pings);
  return hours;
}

/** `count` trips of one rider on successive mornings, at 18 km/h, each `minutes` at the door. */
const tripsOf = (riderId: string, count: number, minutes: number, firstDay = 1) =>
  Array.from({ length: count }, (_, k) =>
    tripTrace(riderId, offset(SECTOR_45, k * 50, 0), LEGS, 18, morning(firstDay + k), minutes),
  );

describe('one trip', () => {
  const trace = tripTrace('r1', SECTOR_45, LEGS, 18, morning(1), 7);

  it('its detour is the path ridden over the straight line to the door', () => {
    expect(tripDetour(trace)).toBeCloseTo(DETOUR, 2);
  });

  it('its time at the door runs from the first ping within 60 m of it to the completion', () => {
    expect(tripServiceMinutes(trace)).toBeCloseTo(7, 5);
  });

  it('says nothing without a ping near the door, or when it started too close to the door', () => {
    const away = { ...trace, pings: trace.pings.slice(0, 5) };
    expect(tripDetour(away)).toBeNull();
    expect(tripServiceMinutes(away)).toBeNull();
    const near = tripTrace('r1', SECTOR_45, [[300, 0]], 18, morning(1), 5);
    expect(tripDetour(near)).toBeNull();
    expect(tripServiceMinutes(near)).toBeCloseTo(5, 5);
  });
});

describe('moving segments', () => {
  it('recover the speed ridden, by IST hour', () => {
    const hours = emptyHourTotals();
    addMovingSegments(hours, ride(SECTOR_45, [[6000, 0]], 18, morning(1)).pings);
    addMovingSegments(hours, ride(SECTOR_45, [[0, 5400]], 27, new Date(Date.UTC(2026, 10, 1, 8, 40))).pings);
    expect(hours.segments[9]).toBe(40);
    expect(((hours.metres[9]! / hours.seconds[9]!) * 3600) / 1000).toBeCloseTo(18, 2);
    expect(hours.segments[14]).toBe(24);
    expect(((hours.metres[14]! / hours.seconds[14]!) * 3600) / 1000).toBeCloseTo(27, 2);
  });

  it('leave out standing, long gaps and GPS jumps', () => {
    const hours = emptyHourTotals();
    const start = morning(1);
    const standing = stand(SECTOR_45, start, 20);
    const gap = [
      { ...SECTOR_45, at: start },
      { ...offset(SECTOR_45, 1500, 0), at: at(start, 600) },
    ];
    const jump = [
      { ...SECTOR_45, at: start },
      { ...offset(SECTOR_45, 5000, 0), at: at(start, 30) },
    ];
    for (const pings of [standing, gap, jump]) addMovingSegments(hours, pings);
    expect(hours.segments.reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('the fit', () => {
  const fittedAt = new Date('2026-11-29T22:40:00Z');

  it('recovers known speeds, detour and minutes at the door from enough samples, per rider too', () => {
    // r1: 21 trips of 5 minutes at the door; r2: 20 of 9 minutes. All at 18 km/h around 09:00 IST.
    const trips = [...tripsOf('r1', 21, 5), ...tripsOf('r2', 20, 9, 40)];
    const hours = hoursOf(trips);
    const evening = ride(SECTOR_45, [[3000, 0]], 30, new Date(Date.UTC(2026, 10, 1, 14, 40))).pings.slice(0, 6);
    addMovingSegments(hours, evening);
    const model = fitTravelModel({ hours, trips, fittedAt });

    expect(travelModelSchema.parse(model)).toEqual(model);
    expect(model.speedKmhByHour[9]).toBeCloseTo(18, 0);
    expect(Math.abs(model.speedKmhByHour[9]! - 18) / 18).toBeLessThan(0.02);
    expect(model.detourFactor).toBeCloseTo(DETOUR, 1);
    expect(Math.abs(model.detourFactor - DETOUR) / DETOUR).toBeLessThan(0.01);
    expect(model.serviceMinutes).toBe(5);
    expect(model.riderServiceMinutes).toEqual({ r1: 5, r2: 9 });
    // Five segments at 20:00 IST are too few: that hour, and every hour without data, keeps its default.
    expect(hours.segments[20]).toBe(5);
    model.speedKmhByHour.forEach((kmh, hour) => {
      if (hour !== 9) expect(kmh).toBe(DEFAULT_TRAVEL_MODEL.speedKmhByHour[hour]);
    });
    expect(model.source).toEqual({ fittedAt: fittedAt.toISOString(), pingSegments: hours.segments[9], serviceSamples: 41 });
    expect(describeTravelModel(model)).toBe(`fitted (${hours.segments[9]} segments, 41 service samples)`);
  });

  it(`keeps every default with fewer than ${TRAVEL_FIT_MIN_SAMPLES} samples`, () => {
    const trips = tripsOf('r1', TRAVEL_FIT_MIN_SAMPLES - 1, 12);
    const hours = emptyHourTotals();
    addMovingSegments(hours, ride(SECTOR_45, [[6000, 0]], 18, morning(1)).pings.slice(0, TRAVEL_FIT_MIN_SAMPLES));
    const model = fitTravelModel({ hours, trips, fittedAt });
    expect(hours.segments[9]).toBe(TRAVEL_FIT_MIN_SAMPLES - 1);
    expect({ ...model, source: DEFAULT_TRAVEL_MODEL.source }).toEqual(DEFAULT_TRAVEL_MODEL);
    expect(model.source).toMatchObject({ pingSegments: 0, serviceSamples: 0 });
    expect(describeTravelModel(model)).toBe('default');
  });

  it("keeps the figures within the model's bounds", () => {
    const trips = tripsOf('r1', TRAVEL_FIT_MIN_SAMPLES, 95);
    const model = fitTravelModel({ hours: emptyHourTotals(), trips, fittedAt });
    expect(model.serviceMinutes).toBe(60);
    expect(model.riderServiceMinutes).toEqual({ r1: 60 });
    expect(travelModelSchema.safeParse(model).success).toBe(true);
  });
});
