// Laundry plans (docs/decisions/0042-laundry-plans.md): admins define plans; a customer subscribes and pays each
// monthly cycle through the payment provider; orders draw the allowance when their bill is final. Amounts in answers
// are rupees; a checkout's amount is paise, as the provider takes it.
import { z } from 'zod';
import { PLAN_CYCLE_STATUSES, PLAN_SUBSCRIPTION_STATUSES } from '../plans/plan-rules.js';
import { checkoutResultSchema, checkoutSchema } from './payments.contract.js';
import { defineEndpoint } from './define-endpoint.js';

export const PLAN_MESSAGES = {
  notFound: 'Plan not found',
  inactive: 'This plan is no longer offered',
  nameInvalid: 'Name must be 2-60 characters',
  nameTaken: (name: string) => `A plan named ${name} already exists`,
  descriptionInvalid: 'Description can be at most 160 characters',
  priceInvalid: 'Monthly price must be between ₹1 and ₹1,00,000',
  kgInvalid: 'Kilograms must be a whole number from 0 to 500',
  piecesInvalid: 'Pieces must be a whole number from 0 to 1,000',
  pickupsInvalid: 'Pickups must be a whole number from 1 to 60, or left empty for no limit',
  discountInvalid: 'Dry-cleaning discount must be a whole number from 0 to 100',
  emptyPlan: 'A plan must include some kilograms, pieces or a dry-cleaning discount',
  alreadySubscribed: 'You already have a plan. Cancel it before choosing another.',
  noSubscription: 'You have no plan',
  nothingToPay: 'Nothing is due on your plan',
  alreadyCancelled: 'Your plan is already set to end',
  cycleNotFound: 'Plan payment not found',
  cycleNotPaid: 'Only a paid cycle can be refunded',
  refundReasonRequired: 'Enter a reason for the refund (3-200 characters)',
  created: (name: string) => `Plan ${name} created`,
  updated: (name: string) => `Plan ${name} saved`,
  subscribed: (name: string) => `You chose ${name}. Pay to start your plan.`,
  paid: 'Payment received. Your plan is active.',
  cancelled: (end: string) => `Your plan will end on ${end}. It will not renew.`,
  invoiceNotIssued: 'No tax invoice has been issued for this plan payment',
  cancelledNow: 'Your plan was cancelled',
  refunded: (amount: string) => `Refunded ${amount} for this cycle`,
} as const;

const count = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

export const planBodySchema = z
  .object({
    name: z
      .string({ error: PLAN_MESSAGES.nameInvalid })
      .trim()
      .min(2, PLAN_MESSAGES.nameInvalid)
      .max(60, PLAN_MESSAGES.nameInvalid),
    description: z
      .string({ error: PLAN_MESSAGES.descriptionInvalid })
      .trim()
      .max(160, PLAN_MESSAGES.descriptionInvalid)
      .default(''),
    /** Rupees a month, paise precision. */
    price: z
      .number({ error: PLAN_MESSAGES.priceInvalid })
      .min(1, PLAN_MESSAGES.priceInvalid)
      .max(100_000, PLAN_MESSAGES.priceInvalid)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PLAN_MESSAGES.priceInvalid),
    kg_included: count(500, PLAN_MESSAGES.kgInvalid),
    pieces_included: count(1000, PLAN_MESSAGES.piecesInvalid),
    /** Orders the plan covers a cycle; null for no limit. */
    pickups_included: z
      .number({ error: PLAN_MESSAGES.pickupsInvalid })
      .int(PLAN_MESSAGES.pickupsInvalid)
      .min(1, PLAN_MESSAGES.pickupsInvalid)
      .max(60, PLAN_MESSAGES.pickupsInvalid)
      .nullable(),
    dry_clean_discount_percent: count(100, PLAN_MESSAGES.discountInvalid),
    free_delivery: z.boolean({ error: 'free_delivery must be true or false' }),
    rollover: z.boolean({ error: 'rollover must be true or false' }),
    is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
  })
  .refine((p) => p.kg_included > 0 || p.pieces_included > 0 || p.dry_clean_discount_percent > 0, {
    message: PLAN_MESSAGES.emptyPlan,
    path: ['kg_included'],
  });
export type PlanBody = z.input<typeof planBodySchema>;

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  kg_included: z.number(),
  pieces_included: z.number(),
  pickups_included: z.number().nullable(),
  dry_clean_discount_percent: z.number(),
  free_delivery: z.boolean(),
  rollover: z.boolean(),
  is_active: z.boolean(),
});
export type PlanView = z.infer<typeof planSchema>;

const allowanceSchema = z.object({ kg: z.number(), pieces: z.number(), pickups: z.number().nullable() });

export const planCycleSchema = z.object({
  id: z.string(),
  seq: z.number(),
  status: z.enum(PLAN_CYCLE_STATUSES),
  amount: z.number(),
  refunded: z.number(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  paid_at: z.string().nullable(),
  reference: z.string().nullable(),
  /** The cycle's GST tax invoice, issued when it was paid (same series as orders'); null before. */
  invoice_number: z.string().nullable(),
  /** The credit note against that invoice when the cycle was refunded. */
  credit_note_number: z.string().nullable(),
});
export type PlanCycleView = z.infer<typeof planCycleSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  plan: planSchema,
  cancel_at_period_end: z.boolean(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** When the next cycle starts if paid; null when the plan ends instead. */
  renews_at: z.string().nullable(),
  /** Past due: the last moment the renewal can be paid before the plan pauses. */
  grace_ends_at: z.string().nullable(),
  /** The current cycle's allowance, what orders used and what is left (zeros while not active). */
  allowance: allowanceSchema,
  used: z.object({ kg: z.number(), pieces: z.number(), pickups: z.number() }),
  left: allowanceSchema,
  /** A cycle waiting for payment: the first, the renewal, or the one that resumes a paused plan. */
  due: z.object({ cycle_id: z.string(), amount: z.number(), starts_at: z.string().nullable() }).nullable(),
  /** The plan's paid (or refunded) cycles, newest first, each with its tax invoice to download. */
  paid_cycles: z.array(planCycleSchema),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

/**
 * One of the customer's invoiced plan cycles, from any of their plans (live or ended): a customer can always get their
 * tax invoices (decision 0042). The PDF is contract.plans.cycleInvoicePdf with the cycle's id.
 */
export const planInvoiceSchema = z.object({
  cycle_id: z.string(),
  subscription_id: z.string(),
  plan_name: z.string(),
  status: z.enum(PLAN_CYCLE_STATUSES),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  /** Rupees paid for the cycle (the invoice's total); `refunded` is what was given back. */
  amount: z.number(),
  refunded: z.number(),
  paid_at: z.string().nullable(),
  invoice_number: z.string(),
  issued_at: z.string(),
  /** The credit note against the invoice when the cycle was refunded. */
  credit_note_number: z.string().nullable(),
});
export type PlanInvoiceView = z.infer<typeof planInvoiceSchema>;

export const planUsageSchema = z.object({
  /** What the plan covered, line by line (kilograms or pieces from the allowance, or the dry-cleaning discount). */
  lines: z.array(
    z.object({ name: z.string(), kind: z.enum(['kg', 'pieces', 'dry_clean']), quantity: z.number(), amount: z.number() }),
  ),
  covered: z.number(),
  /** What was charged on top of the plan: the order's bill. */
  charged: z.number(),
  plan_name: z.string(),
  /** Given back to the plan: the order was cancelled before completion. */
  returned: z.boolean(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const planSubscriberSchema = z.object({
  id: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), phone: z.string() }),
  plan_name: z.string(),
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  period_end: z.string().nullable(),
  left: allowanceSchema,
  allowance: allowanceSchema,
  cycles: z.array(planCycleSchema),
  created_at: z.string(),
});
export type PlanSubscriber = z.infer<typeof planSubscriberSchema>;

const idParams = z.object({ id: z.uuid({ error: 'Invalid plan id' }) });
const subscriptionAnswer = z.object({ success: z.literal(true), subscription: subscriptionSchema.nullable() });
const onePlan = z.object({ success: z.literal(true), message: z.string(), plan: planSchema });

export const plansContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/plans',
    summary: 'The laundry plans on offer, cheapest first',
    tags: ['plans'],
    responses: { 200: z.object({ success: z.literal(true), plans: z.array(planSchema) }) },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/plans/subscription',
    summary: "The signed-in customer's plan: its allowance left, renewal and anything due",
    tags: ['plans'],
    responses: { 200: subscriptionAnswer },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/plans/subscription',
    summary: 'Choose a plan; its first cycle is then paid through the checkout',
    tags: ['plans'],
    body: z.object({ plan_id: z.uuid({ error: 'Choose a plan' }) }),
    responses: { 201: subscriptionAnswer.extend({ message: z.string() }) },
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/plans/subscription/pay',
    summary: "Open (or reuse) the provider order for the plan's cycle that is due",
    tags: ['plans'],
    responses: { 200: z.object({ success: z.literal(true), checkout: checkoutSchema }) },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/api/plans/subscription/pay/verify',
    summary: "The checkout's result for a plan cycle, verified by its signature",
    tags: ['plans'],
    body: checkoutResultSchema,
    responses: { 200: subscriptionAnswer.extend({ message: z.string() }) },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/plans/subscription/cancel',
    summary: "Stop the plan renewing: it ends at the cycle's end (at once if never paid)",
    tags: ['plans'],
    responses: { 200: subscriptionAnswer.extend({ message: z.string() }) },
  }),
  /** Answers a paid cycle's tax invoice as a PDF (application/pdf); 404 before it is issued, or for another's cycle. */
  cycleInvoicePdf: defineEndpoint({
    method: 'GET',
    path: '/api/plans/cycles/:id/invoice.pdf',
    summary: "A plan cycle's GST tax invoice as a PDF (issued when the cycle is paid)",
    tags: ['plans'],
    params: z.object({ id: z.uuid({ error: 'Invalid cycle id' }) }),
    responses: {},
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/api/plans/invoices',
    summary: "The signed-in customer's plan cycle tax invoices across all their plans, ended ones too, newest first",
    tags: ['plans'],
    responses: { 200: z.object({ success: z.literal(true), invoices: z.array(planInvoiceSchema) }) },
  }),
  bookingUsage: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:id/plan-usage',
    summary: "What the customer's plan covered on this order, and what was charged on top",
    tags: ['plans'],
    params: z.object({ id: z.uuid({ error: 'Invalid booking id' }) }),
    responses: { 200: z.object({ success: z.literal(true), usage: planUsageSchema.nullable() }) },
  }),
};

const page = z.coerce.number<number | string>().int().min(1, 'page must be a whole number of at least 1').default(1);

export const adminPlansContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/plans',
    summary: 'Every plan, active or not, with its number of live subscribers',
    tags: ['admin plans'],
    responses: {
      200: z.object({
        success: z.literal(true),
        plans: z.array(planSchema.extend({ subscribers: z.number() })),
      }),
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/plans',
    summary: 'Define a plan',
    tags: ['admin plans'],
    body: planBodySchema,
    responses: { 201: onePlan },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/plans/:id',
    summary: 'Change a plan (new cycles take the new terms) or switch it off for new subscribers',
    tags: ['admin plans'],
    params: idParams,
    body: planBodySchema,
    responses: { 200: onePlan },
  }),
  subscribers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/plans/subscribers',
    summary: 'Subscribers, newest first, with their cycles and allowance left',
    tags: ['admin plans'],
    query: z.object({
      status: z.enum(['all', ...PLAN_SUBSCRIPTION_STATUSES], { error: 'Unknown status' }).default('all'),
      page,
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        subscribers: z.array(planSubscriberSchema),
        pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
      }),
    },
  }),
  refundCycle: defineEndpoint({
    method: 'POST',
    path: '/api/admin/plans/cycles/:id/refund',
    summary: "Refund a paid cycle in full through the provider; the current cycle's plan ends with it",
    tags: ['admin plans'],
    params: z.object({ id: z.uuid({ error: 'Invalid cycle id' }) }),
    body: z.object({
      reason: z
        .string({ error: PLAN_MESSAGES.refundReasonRequired })
        .trim()
        .min(3, PLAN_MESSAGES.refundReasonRequired)
        .max(200, PLAN_MESSAGES.refundReasonRequired),
    }),
    responses: { 200: z.object({ success: z.literal(true), message: z.string(), cycle: planCycleSchema }) },
  }),
};
