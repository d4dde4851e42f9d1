import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TravelModel, UnplacedTrip } from '@washday/core';
import { tstz } from './columns.js';
import { tripKindEnum } from './enums.js';
import { bookings } from './bookings.js';
import { riders } from './riders.js';

// The route planner's output (issue 28, decision 0035): one row per plan, the stops of the latest plan, and the fitted
// travel model. Stops are replaced whole when a plan is stored; older plans keep their summary for the record.

export const routePlans = pgTable(
  'route_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    computedAt: tstz('computed_at').notNull(),
    trigger: text('trigger').notNull(),
    engine: text('engine').notNull(),
    solveMs: integer('solve_ms').notNull(),
    travelModel: text('travel_model').notNull(),
    /** Trips it could not place, with why (core's unplacedTripSchema). */
    unplaced: jsonb('unplaced').$type<UnplacedTrip[]>().notNull().default([]),
    /** Routes, stops, late stops and seconds on the road, for the record and the bench. */
    summary: jsonb('summary').$type<{ routes: number; stops: number; late: number; travelSeconds: number }>().notNull(),
  },
  (t) => [index('route_plans_computed_idx').on(t.computedAt.desc())],
);

/** The stops of the current plan, in each rider's route order. */
export const plannedStops = pgTable(
  'planned_stops',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planId: integer('plan_id').notNull(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    trip: tripKindEnum('trip').notNull(),
    /** core's STOP_KINDS. */
    kind: text('kind').notNull(),
    sequence: integer('sequence').notNull(),
    arrivalAt: tstz('arrival_at').notNull(),
    departureAt: tstz('departure_at').notNull(),
    windowFrom: tstz('window_from'),
    windowTo: tstz('window_to'),
    lateMinutes: integer('late_minutes').notNull().default(0),
    /** Seconds on the road from the previous stop (or the rider's position) to this one, waiting left out. */
    travelSeconds: integer('travel_seconds').notNull().default(0),
    loadAfter: integer('load_after').notNull().default(0),
  },
  (t) => [
    index('planned_stops_rider_idx').on(t.riderId, t.sequence),
    index('planned_stops_booking_idx').on(t.bookingId, t.trip),
    check(
      'planned_stops_kind_ck',
      sql`${t.kind} in ('pickup_at_door', 'drop_at_laundry', 'collect_at_laundry', 'deliver_at_door')`,
    ),
  ],
);

/** The travel model the fit job last produced (one row, id 1); none: core's defaults. */
export const travelModels = pgTable(
  'travel_models',
  {
    id: integer('id').primaryKey(),
    model: jsonb('model').$type<TravelModel>().notNull(),
    fittedAt: tstz('fitted_at').notNull(),
  },
  (t) => [check('travel_models_single_ck', sql`${t.id} = 1`)],
);
