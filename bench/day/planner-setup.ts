// The day dispatched by the route planner (issue 28): an operator turns auto-dispatch on in every service area, and the
// day books only pickups the planner plans now (slots starting within its horizon).
import type { ServiceArea } from '@washday/core';
import { retrying, type HttpClient } from './http-client.js';
import type { Schedule } from './order-life.js';
import { withinHorizon } from './trip-dispatch.js';

/** Turns auto-dispatch on in every enabled service area; how many. */
export async function dispatchByPlanner(http: HttpClient, operator: string): Promise<number> {
  const { areas } = await retrying(() =>
    http.call<{ areas: Pick<ServiceArea, 'id' | 'isActive'>[] }>('admin', 'GET', '/api/admin/service-areas', { token: operator }),
  );
  const enabled = areas.filter((a) => a.isActive);
  for (const area of enabled)
    await retrying(() =>
      http.call('admin', 'PUT', `/api/admin/dispatch/areas/${area.id}/auto-dispatch`, {
        token: operator,
        body: { enabled: true },
      }),
    );
  return enabled.length;
}

/**
 * The schedules whose pickup the planner plans now. A delivery a day or two later is beyond its horizon while the
 * compressed day runs: an operator dispatches those by hand, as one sends a rider early for an order ready early.
 */
export function plannedSchedules(all: Schedule[], now: Date): Schedule[] {
  const planned = all.filter((s) => withinHorizon(s.pickupDate, s.pickupTime, now));
  if (planned.length === 0) throw new Error('no pickup slot within the planner’s horizon: book by --dispatch operators');
  return planned;
}
