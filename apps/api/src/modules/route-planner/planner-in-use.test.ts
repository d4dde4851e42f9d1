import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceAreas } from '../../db/schema/index.js';
import { useTestApp } from '../../test/test-app.js';

// Whether the planner is in use is kept for a moment per instance (every booking asks); an operator's own ask reads it
// afresh, and a plan made here counts at once.
describe('whether the planner is in use', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const clearWaiting = () => db().execute(sql`delete from pgboss.job where name = 'route-replan'`);
  beforeAll(() => ctx.app.jobs.start());

  it('asks for nothing while unused; an operator turning auto-dispatch on is heard at once, even just after a change asked', async () => {
    expect(await ctx.app.routePlanner.request('booking_created')).toBeNull();
    // Turned on (as by another instance's operator) a moment after this instance last read "unused".
    await db().insert(serviceAreas).values({ city: 'Gurugram', area: 'In Use Test', autoDispatch: true });
    expect(await ctx.app.routePlanner.request('auto_dispatch')).toEqual(expect.any(String));
    await clearWaiting();
    // Read afresh by the operator's ask, so the next change asks too.
    expect(await ctx.app.routePlanner.request('booking_created')).toEqual(expect.any(String));
    await clearWaiting();
  });

  it('counts a plan made on this instance at once', async () => {
    await db().execute(sql`update service_areas set auto_dispatch = false`);
    await ctx.app.routePlanner.run('operator');
    expect(await ctx.app.routePlanner.request('trip_changed')).toEqual(expect.any(String));
    await clearWaiting();
  });
});
