import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, riders, routePlans, serviceAreas } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { moveOrder } from '../orders/order-transitions.js';
import { PLANNER } from './plan-apply.js';
import { REPLAN_EXPIRE_SECONDS, ROUTE_LATE_CHECK_JOB, requestReplan } from './replan.jobs.js';

// Re-planning on the queue: a burst of changes makes one plan, and the minute check asks again once a stop runs late.
// The test clock says 11:00 IST on 22 Nov 2026; a pickup is due at noon.

describe('re-plan jobs', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const plans = () => db().select().from(routePlans);
  let riderId: string;
  /** The triggers of the re-plan jobs waiting out their debounce. */
  const waiting = async () => {
    const result = await db().execute<{ trigger: string }>(
      sql`select data->>'trigger' as trigger from pgboss.job where name = 'route-replan' and state = 'created'`,
    );
    return ((Array.isArray(result) ? result : (result as { rows: { trigger: string }[] }).rows) as { trigger: string }[]).map(
      (r) => r.trigger,
    );
  };
  const clearWaiting = () => db().execute(sql`delete from pgboss.job where name = 'route-replan' and state = 'created'`);

  beforeAll(async () => {
    const [area] = await db()
      .insert(serviceAreas)
      .values({ city: 'Gurugram', area: 'Replan Test', autoDispatch: true })
      .returning({ id: serviceAreas.id });
    const rider = await createRider(ctx.app, '9760000001', 'approved');
    riderId = rider.id;
    await db().update(riders).set({ isActive: true, lastLat: 28.4595, lastLng: 77.0266 }).where(eq(riders.id, rider.id));
    const booking = await insertBooking(ctx.app, (await createCustomer(ctx.app, '9760000002')).id);
    await db()
      .update(bookings)
      .set({ scheduledDate: '2026-11-22', scheduledTime: '12:00', lat: 28.46, lng: 77.027, serviceAreaId: area!.id })
      .where(eq(bookings.id, booking.id));
    await ctx.app.jobs.start();
  });

  it('makes one plan of a burst of changes', async () => {
    const deps = { jobs: ctx.app.jobs, log: ctx.app.log };
    const burst = ['booking_created', 'trip_changed', 'rider_shift', 'trip_ready', 'booking_cancelled'] as const;
    const asked = await Promise.all(burst.map((trigger) => requestReplan(deps, trigger, 60_000)));
    // One job waits out the debounce; the other asks join it.
    expect(asked.filter((id) => id !== null)).toHaveLength(1);
    expect(await ctx.app.routePlanner.request('lock')).toBeNull();
    expect(await plans()).toEqual([]);

    // The debounce over (moved forward in the queue rather than waited for), the one job plans once.
    await db().execute(sql`update pgboss.job set start_after = now() - interval '1 minute' where name = 'route-replan'`);
    const deadline = Date.now() + 20_000;
    while (!(await plans()).length && Date.now() < deadline) await sleep(50);
    const made = await plans();
    expect(made).toHaveLength(1);
    // The plan carries the trigger of the ask that queued it (whichever of the burst came first).
    expect(made[0]).toMatchObject({ engine: 'local', summary: { stops: 1, late: 0 } });
    expect(burst).toContain(made[0]!.trigger);
  });

  it('gives a re-plan a minute, not pg-boss’s 15: one a dead instance left active stops no later one for longer', async () => {
    const id = await requestReplan({ jobs: ctx.app.jobs, log: ctx.app.log }, 'booking_created', 3_600_000);
    const result = await db().execute<{ seconds: number }>(
      sql`select extract(epoch from expire_in)::int as seconds from pgboss.job where id = ${id}`,
    );
    const rows = Array.isArray(result) ? result : (result as { rows: { seconds: number }[] }).rows;
    expect(rows).toEqual([{ seconds: REPLAN_EXPIRE_SECONDS }]);
    expect(REPLAN_EXPIRE_SECONDS).toBeLessThanOrEqual(60);
    await clearWaiting();
  });

  it('asks again once a planned stop runs more than ten minutes behind the plan or past its slot, and only once', async () => {
    // The rider waits at the door for noon's slot and should be done by 12:05: at 12:14 nothing is late enough yet.
    ctx.clock.set(new Date('2026-11-22T12:14:00+05:30'));
    expect(await ctx.app.jobs.runNow(ROUTE_LATE_CHECK_JOB)).toEqual({ late: 0, queued: false });
    ctx.clock.set(new Date('2026-11-22T12:16:00+05:30'));
    expect(await ctx.app.jobs.runNow(ROUTE_LATE_CHECK_JOB)).toEqual({ late: 1, queued: true });
    // Once the re-plan has seen it, the same stop asks for nothing more until the slot's end is 10 minutes past.
    await ctx.app.routePlanner.run('running_late');
    ctx.clock.set(new Date('2026-11-22T12:30:00+05:30'));
    expect(await ctx.app.jobs.runNow(ROUTE_LATE_CHECK_JOB)).toEqual({ late: 0, queued: false });
    expect((await plans()).at(-1)).toMatchObject({ trigger: 'running_late', summary: { stops: 1, late: 0 } });
    ctx.clock.set(new Date('2026-11-22T13:11:00+05:30'));
    expect(await ctx.app.jobs.runNow(ROUTE_LATE_CHECK_JOB)).toMatchObject({ late: 1 });
  });

  it("is asked for by the moves and requests that change the day, never by the planner's own assignments", async () => {
    await createAdminAccount(ctx.app);
    const [admin] = await db().query.adminUsers.findMany();
    const transitions = { db: db(), now: () => ctx.clock.now(), events: ctx.app.lifecycleEvents, log: ctx.app.log };
    let phone = 10;
    const fresh = async () => (await insertBooking(ctx.app, (await createCustomer(ctx.app, `97600000${++phone}`)).id)).id;

    await clearWaiting();
    await moveOrder(transitions, await fresh(), PLANNER, { type: 'assign', trip: 'pickup', riderId });
    expect(await waiting()).toEqual([]);

    await moveOrder(transitions, await fresh(), { role: 'admin', id: admin!.id }, { type: 'cancel', reason: 'Customer away' });
    expect(await waiting()).toEqual(['booking_cancelled']);

    await clearWaiting();
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/riders/toggle-status',
      headers: bearer(await tokenFor(ctx.app, 'rider', riderId)),
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    // Asked after the answer has gone (onResponse), which inject may hand back first.
    const deadline = Date.now() + 10_000;
    while (!(await waiting()).length && Date.now() < deadline) await sleep(20);
    expect(await waiting()).toEqual(['rider_shift']);
  });
});
