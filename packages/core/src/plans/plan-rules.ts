// Laundry plans (docs/decisions/0042-laundry-plans.md): what a plan covers on an order, and how its monthly cycles
// run. The server draws an order's usage with these rules when the bill is final; the web only shows their results.
import type { ServiceUnit } from '../enums.js';
import type { Paise } from '../money.js';

/** Days after a cycle's end during which an unpaid renewal may still be paid before the plan pauses. */
export const PLAN_GRACE_DAYS = 3;
/** The next cycle's payment is opened, and the customer reminded, this many days before renewal. */
export const PLAN_REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export const PLAN_SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'paused', 'cancelled'] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];
export const PLAN_CYCLE_STATUSES = ['due', 'paid', 'refunded', 'void'] as const;
export type PlanCycleStatus = (typeof PLAN_CYCLE_STATUSES)[number];

/** A cycle's allowance: kilograms of laundry, pieces of pressing, pickups (null: no limit on orders). */
export interface PlanAllowance {
  kg: number;
  pieces: number;
  pickups: number | null;
}

/** What a plan includes beyond its allowance. */
export interface PlanBenefits extends PlanAllowance {
  dryCleanDiscountPercent: number;
  freeDelivery: boolean;
}

/** An order's line as the plan sees it. */
export interface PlanLine {
  serviceId: string;
  name: string;
  category: string;
  unit: ServiceUnit;
  quantity: number;
  unitPricePaise: number;
  totalPricePaise: number;
}

export type PlanCoverKind = 'kg' | 'pieces' | 'dry_clean';
export interface CoveredLine {
  serviceId: string;
  name: string;
  kind: PlanCoverKind;
  /** Kilograms or pieces taken from the allowance; 0 for a dry-cleaning discount. */
  quantity: number;
  coveredPaise: Paise;
}

export interface DrawDown {
  kg: number;
  pieces: number;
  pickups: number;
  coveredPaise: Paise;
  lines: CoveredLine[];
}

const NOTHING: DrawDown = { kg: 0, pieces: 0, pickups: 0, coveredPaise: 0, lines: [] };

/** Laundry by weight draws kilograms; pressing draws pieces; dry cleaning gets the plan's discount. */
export function coverKindOf(line: Pick<PlanLine, 'category' | 'unit'>): PlanCoverKind | null {
  if (line.category === 'laundry' && line.unit === 'KG') return 'kg';
  if (line.category === 'iron') return 'pieces';
  if (line.category.endsWith('dry-clean')) return 'dry_clean';
  return null;
}

/**
 * What the plan covers on one order, given what is left of the cycle's allowance. Never more than is left (never
 * below zero), never more than the order's amount before the plan (`billPaise`), and nothing once the cycle's
 * pickups are used up. Lines are taken in the order given.
 */
export function drawDown(
  lines: readonly PlanLine[],
  left: PlanAllowance,
  benefits: Pick<PlanBenefits, 'dryCleanDiscountPercent'>,
  billPaise: Paise,
): DrawDown {
  if (left.pickups !== null && left.pickups <= 0) return NOTHING;
  let kgLeft = Math.max(0, left.kg);
  let piecesLeft = Math.max(0, left.pieces);
  let room = Math.max(0, billPaise);
  const covered: CoveredLine[] = [];
  for (const line of lines) {
    const kind = coverKindOf(line);
    if (!kind || room <= 0) continue;
    let quantity = 0;
    let full: Paise;
    if (kind === 'dry_clean') {
      full = Math.round((line.totalPricePaise * benefits.dryCleanDiscountPercent) / 100);
    } else {
      // Only what the bill still has room for is drawn: a coupon's share is never paid for with allowance.
      const worth = line.unitPricePaise > 0 ? Math.ceil(room / line.unitPricePaise) : line.quantity;
      quantity = Math.min(line.quantity, kind === 'kg' ? kgLeft : piecesLeft, worth);
      full = quantity * line.unitPricePaise;
    }
    const paise = Math.min(full, room);
    if (paise <= 0 && quantity <= 0) continue;
    if (kind === 'kg') kgLeft -= quantity;
    if (kind === 'pieces') piecesLeft -= quantity;
    room -= paise;
    covered.push({ serviceId: line.serviceId, name: line.name, kind, quantity, coveredPaise: paise });
  }
  if (covered.length === 0) return NOTHING;
  const sum = (k: PlanCoverKind) => covered.filter((c) => c.kind === k).reduce((s, c) => s + c.quantity, 0);
  return {
    kg: sum('kg'),
    pieces: sum('pieces'),
    pickups: left.pickups === null ? 0 : 1,
    coveredPaise: covered.reduce((s, c) => s + c.coveredPaise, 0),
    lines: covered,
  };
}

/** What is left of an allowance after what was used; never below zero. */
export function allowanceLeft(
  allowance: PlanAllowance,
  used: Omit<PlanAllowance, 'pickups'> & { pickups: number },
): PlanAllowance {
  return {
    kg: Math.max(0, allowance.kg - used.kg),
    pieces: Math.max(0, allowance.pieces - used.pieces),
    pickups: allowance.pickups === null ? null : Math.max(0, allowance.pickups - used.pickups),
  };
}

/**
 * The next cycle's allowance: the plan's, plus what is left of this one when the plan rolls over (at most one
 * cycle's worth carried, so an allowance never grows without end).
 */
export function nextAllowance(plan: PlanAllowance, rollover: boolean, left: PlanAllowance | null): PlanAllowance {
  if (!rollover || !left) return { ...plan };
  return {
    kg: plan.kg + Math.min(left.kg, plan.kg),
    pieces: plan.pieces + Math.min(left.pieces, plan.pieces),
    pickups: plan.pickups === null ? null : plan.pickups + Math.min(left.pickups ?? 0, plan.pickups),
  };
}

/** One month on, on the same day of the month or the month's last day (31 Jan → 28/29 Feb), same time of day. */
export function addMonth(at: Date): Date {
  const next = new Date(at.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const graceEndsAt = (periodEnd: Date) => new Date(periodEnd.getTime() + PLAN_GRACE_DAYS * DAY_MS);
export const reminderDueAt = (periodEnd: Date) => new Date(periodEnd.getTime() - PLAN_REMINDER_DAYS * DAY_MS);

export interface CycleClockInput {
  status: PlanSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodEnd: Date | null;
  /** Whether the cycle after the current one is paid. */
  nextPaid: boolean;
}

/**
 * Where a subscription should stand at `now`, and what to do: at the cycle's end it renews (next cycle paid), ends
 * (cancelled at the end), or falls past due; past due beyond the grace period it pauses. Pending, paused and
 * cancelled subscriptions only move by a payment or a customer's act.
 */
export function cycleStep(sub: CycleClockInput, now: Date): 'none' | 'open_next' | 'renew' | 'end' | 'past_due' | 'pause' {
  if (!sub.periodEnd || !['active', 'past_due'].includes(sub.status)) return 'none';
  const end = sub.periodEnd.getTime();
  const t = now.getTime();
  if (sub.status === 'active') {
    if (t >= end) {
      if (sub.cancelAtPeriodEnd) return 'end';
      return sub.nextPaid ? 'renew' : 'past_due';
    }
    if (!sub.cancelAtPeriodEnd && t >= reminderDueAt(sub.periodEnd).getTime()) return 'open_next';
    return 'none';
  }
  // past_due: the renewal was not paid by the cycle's end.
  if (sub.cancelAtPeriodEnd) return 'end';
  if (sub.nextPaid) return 'renew';
  return t >= graceEndsAt(sub.periodEnd).getTime() ? 'pause' : 'none';
}
