// Recurring pickups (issue 30; docs/decisions/0040-recurring-pickups.md): a customer's series ('every week on
// Wednesday at 10:00 at Home'), its next occurrences, and what the customer may do to one occurrence or the series.
import { z } from 'zod';
import { RECURRING_FREQUENCIES, RECURRING_SLOTS, recurringRuleProblem } from '../ordering/recurring-schedule.js';
import { defineEndpoint } from './define-endpoint.js';

export const RECURRING_MESSAGES = {
  created: 'Recurring pickup set up',
  updated: 'Recurring pickup updated',
  paused: 'Recurring pickup paused',
  resumed: 'Recurring pickup resumed',
  stopped: 'Recurring pickup stopped',
  skipped: 'This pickup is skipped',
  changed: 'This pickup is moved',
  notFound: 'Recurring pickup not found',
  frequency: 'Choose how often: every week, every 2 weeks or every month',
  weekday: 'Choose a day of the week',
  dayOfMonth: 'Choose a day of the month (1-31)',
  slot: 'Choose a pickup time between 9:00 AM and 8:00 PM',
  address: 'Choose one of your saved addresses',
  startsOn: 'Choose a valid start date',
  services: 'Up to 20 services, each 1-99',
  serviceUnknown: 'One of the services is not offered any more; choose again',
  notes: 'Notes can be at most 300 characters',
  stopped409: 'This recurring pickup is stopped; set up a new one instead',
  notActive: 'Only an active recurring pickup can be paused',
  notPaused: 'Only a paused recurring pickup can be resumed',
  dateNotInSeries: 'This date is not one of the series’ pickups',
  datePast: 'This pickup has already started',
  alreadyBooked: 'This pickup was booked just now; try again',
  changedMeanwhile: 'This pickup changed meanwhile; try again',
  pausedByUs: 'We paused this recurring pickup; contact us to resume it',
  changeDate: 'Choose a date within 3 days of the usual one, not in the past',
  bookingNotYours: 'The order to repeat was not found',
  bookingNotCompleted: 'Only a completed order can be repeated',
} as const;

export const recurringFrequencySchema = z.enum(RECURRING_FREQUENCIES, { error: RECURRING_MESSAGES.frequency });
export const recurringSlotSchema = z.enum(RECURRING_SLOTS.map((s) => s.value) as [string, ...string[]], {
  error: RECURRING_MESSAGES.slot,
});
const isoDay = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

/** The usual services of a series: what the rider expects; the items are still confirmed at the door. */
export const recurringServiceSchema = z.object({
  service_id: z.string({ error: RECURRING_MESSAGES.services }).min(1, RECURRING_MESSAGES.services).max(100),
  quantity: z
    .number({ error: RECURRING_MESSAGES.services })
    .int()
    .min(1, RECURRING_MESSAGES.services)
    .max(99, RECURRING_MESSAGES.services),
});

const ruleFields = {
  frequency: recurringFrequencySchema,
  weekday: z
    .number({ error: RECURRING_MESSAGES.weekday })
    .int()
    .min(0, RECURRING_MESSAGES.weekday)
    .max(6, RECURRING_MESSAGES.weekday)
    .nullish()
    .transform((v) => v ?? null),
  day_of_month: z
    .number({ error: RECURRING_MESSAGES.dayOfMonth })
    .int()
    .min(1, RECURRING_MESSAGES.dayOfMonth)
    .max(31, RECURRING_MESSAGES.dayOfMonth)
    .nullish()
    .transform((v) => v ?? null),
  pickup_time: recurringSlotSchema,
  address_id: z.uuid(RECURRING_MESSAGES.address),
  services: z
    .array(recurringServiceSchema, { error: RECURRING_MESSAGES.services })
    .max(20, RECURRING_MESSAGES.services)
    .default([]),
  notes: z
    .string({ error: RECURRING_MESSAGES.notes })
    .trim()
    .max(300, RECURRING_MESSAGES.notes)
    .nullish()
    .transform((v) => v || null),
  starts_on: isoDay(RECURRING_MESSAGES.startsOn)
    .nullish()
    .transform((v) => v ?? null),
};

type RuleDraft = {
  frequency: (typeof RECURRING_FREQUENCIES)[number];
  weekday: number | null;
  day_of_month: number | null;
  starts_on: string | null;
};
const ruleRefine = (body: RuleDraft, ctx: z.RefinementCtx) => {
  const problem = recurringRuleProblem({ ...body, starts_on: body.starts_on ?? undefined });
  if (!problem) return;
  const message = {
    weekday: RECURRING_MESSAGES.weekday,
    day_of_month: RECURRING_MESSAGES.dayOfMonth,
    starts_on: RECURRING_MESSAGES.startsOn,
  }[problem];
  ctx.addIssue({ code: 'custom', path: [problem], message });
};

/** A new series; `from_booking_id` names the completed order it repeats (its services and address are the form's defaults). */
export const recurringCreateBodySchema = z
  .object({
    ...ruleFields,
    from_booking_id: z
      .uuid(RECURRING_MESSAGES.bookingNotYours)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine(ruleRefine);
export type RecurringCreateBody = z.input<typeof recurringCreateBodySchema>;

/** Editing a series: the same fields; its occurrences already booked keep their orders. */
export const recurringUpdateBodySchema = z.object(ruleFields).superRefine(ruleRefine);
export type RecurringUpdateBody = z.input<typeof recurringUpdateBodySchema>;

/** One occurrence moved: another slot that day, or another day within 3 days of the usual one. */
export const recurringChangeBodySchema = z.object({
  pickup_date: isoDay(RECURRING_MESSAGES.changeDate),
  pickup_time: recurringSlotSchema,
});
export type RecurringChangeBody = z.input<typeof recurringChangeBodySchema>;

export const RECURRING_STATUSES = ['active', 'paused', 'stopped'] as const;
/** Why a series is paused: the customer did it, its address was deleted, its area is no longer served, or operations paused it. */
export const RECURRING_PAUSE_REASONS = ['customer', 'address_missing', 'not_serviceable', 'admin'] as const;
/**
 * An occurrence: planned by the rule, moved by the customer, skipped, booked (an order; moved_from_time when a full slot
 * moved it), missed (could not be booked), or paused with its series.
 */
export const OCCURRENCE_STATUSES = ['planned', 'changed', 'skipped', 'booked', 'missed', 'paused'] as const;

export const recurringOccurrenceSchema = z.object({
  /** The rule's date: the occurrence's key, whatever it was moved to. */
  date: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  booking_id: z.string().nullable(),
  custom_order_id: z.string().nullable(),
  /** The slot asked for when a full one moved the booking to the nearest free one. */
  moved_from_time: z.string().nullable(),
});
export type RecurringOccurrence = z.infer<typeof recurringOccurrenceSchema>;

export const recurringSeriesSchema = z.object({
  id: z.string(),
  frequency: recurringFrequencySchema,
  weekday: z.number().nullable(),
  day_of_month: z.number().nullable(),
  pickup_time: z.string(),
  address_id: z.string().nullable(),
  address_title: z.string().nullable(),
  address: z.string().nullable(),
  services: z.array(recurringServiceSchema.extend({ name: z.string() })),
  notes: z.string().nullable(),
  starts_on: z.string(),
  status: z.enum(RECURRING_STATUSES),
  paused_reason: z.enum(RECURRING_PAUSE_REASONS).nullable(),
  from_booking_id: z.string().nullable(),
  created_at: z.string(),
  /** The next few occurrences (skipped ones included), soonest first; none when stopped. */
  upcoming: z.array(recurringOccurrenceSchema),
});
export type RecurringSeries = z.infer<typeof recurringSeriesSchema>;

const seriesAnswer = z.object({ success: z.literal(true), message: z.string(), series: recurringSeriesSchema });
const idParams = z.object({ id: z.string() });
const occurrenceParams = z.object({ id: z.string(), date: z.string() });
const tags = ['recurring pickups'];

/** What a simulated inbound reply did (the local adapter's answer; a provider's webhook answers 200 either way). */
export const INBOUND_OUTCOMES = [
  'skipped',
  'already_skipped',
  'nothing_to_skip',
  'unknown_sender',
  'not_understood',
  // The same message delivered again while its first delivery is still being handled.
  'in_progress',
] as const;

export const recurringPickupsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/recurring-pickups',
    summary: "The customer's recurring pickups (stopped ones last), each with its next occurrences",
    tags,
    responses: { 200: z.object({ success: z.literal(true), series: z.array(recurringSeriesSchema) }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/recurring-pickups',
    summary:
      'Set up a pickup every week, every 2 weeks or every month at a saved address, from scratch or repeating a completed order',
    tags,
    body: recurringCreateBodySchema,
    responses: { 201: seriesAnswer },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/recurring-pickups/:id',
    summary: 'Change the day, slot, address or usual services of a recurring pickup (orders already booked keep theirs)',
    tags,
    params: idParams,
    body: recurringUpdateBodySchema,
    responses: { 200: seriesAnswer },
  }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/api/recurring-pickups/:id/pause',
    summary: 'Pause a recurring pickup: no occurrence is booked until it is resumed',
    tags,
    params: idParams,
    responses: { 200: seriesAnswer },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/recurring-pickups/:id/resume',
    summary: 'Resume a paused recurring pickup (its address must still be saved and served)',
    tags,
    params: idParams,
    responses: { 200: seriesAnswer },
  }),
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/recurring-pickups/:id/stop',
    summary: 'Stop a recurring pickup for good (orders already booked stay)',
    tags,
    params: idParams,
    responses: { 200: seriesAnswer },
  }),
  skip: defineEndpoint({
    method: 'POST',
    path: '/api/recurring-pickups/:id/occurrences/:date/skip',
    summary: 'Skip one occurrence: never booked, or its order cancelled when it already was',
    tags,
    params: occurrenceParams,
    responses: { 200: seriesAnswer },
  }),
  change: defineEndpoint({
    method: 'PUT',
    path: '/api/recurring-pickups/:id/occurrences/:date',
    summary: 'Move one occurrence to another slot or a day within 3 days, before it is booked',
    tags,
    params: occurrenceParams,
    body: recurringChangeBodySchema,
    responses: { 200: seriesAnswer },
  }),
  /** Development only: a WhatsApp reply as the local inbound adapter receives it. */
  devInbound: defineEndpoint({
    method: 'POST',
    path: '/dev/inbound-messages',
    summary: 'Simulate a WhatsApp reply (SKIP) from a phone number to the local inbound adapter',
    tags: ['dev'],
    hide: true,
    body: z.object({
      from: z.string().min(10).max(20),
      text: z.string().max(1000),
      message_id: z.string().min(1).max(200),
    }),
    responses: {
      200: z.object({ success: z.literal(true), outcome: z.enum(INBOUND_OUTCOMES), reply: z.string().nullable() }),
    },
  }),
};
