import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { eventsSince, latestEventId, recordEvents } from './live-events.service.js';
import type { Recipient } from './recipients.js';

describe('recordEvents (one statement for a move’s whole audience)', () => {
  const ctx = useTestApp();

  it('stores one event per recipient, returned in the order given with ascending ids, and replayable', async () => {
    const db = ctx.app.database.db;
    const before = await latestEventId(db);
    const audience: Recipient[] = [
      { kind: 'customer', id: '11111111-1111-4111-8111-111111111111' },
      { kind: 'rider', id: '22222222-2222-4222-8222-222222222222' },
      { kind: 'vendor', id: 'vendor-sector-14' },
      { kind: 'admins' },
    ];
    const data = { booking_id: '33333333-3333-4333-8333-333333333333', status: 'confirmed', rider_status: 'assigned' };
    const events = await db.transaction((tx) => recordEvents(tx, audience, 'booking.updated', data));
    expect(events.map((e) => e.recipient)).toEqual([
      'customer:11111111-1111-4111-8111-111111111111',
      'rider:22222222-2222-4222-8222-222222222222',
      'vendor:vendor-sector-14',
      'admins',
    ]);
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(before);
    for (const e of events) expect(e).toMatchObject({ event: 'booking.updated', data });
    const replayed = await eventsSince(db, ['rider:22222222-2222-4222-8222-222222222222'], before);
    expect(replayed).toEqual([events[1]]);
  });

  it('stores nothing for no recipients', async () => {
    const db = ctx.app.database.db;
    const before = await latestEventId(db);
    expect(await recordEvents(db, [], 'booking.updated', { booking_id: 'x' })).toEqual([]);
    expect(await latestEventId(db)).toBe(before);
  });
});
