import type {
  AdminEditLine,
  AdminEditSchedule,
  BookingStatus,
  CouponRule,
  TripAssigner,
  OrderLine,
  PricedService,
  RiderOrderStatus,
  RiderStatus,
  TripKind,
  TripStatus,
  VendorStage,
} from '@washday/core';
import type { UnscannedTags } from '../garments/garment-gates.js';
import type { OrderEventDraft } from './order-audit.js';

// The words of the rule book (order-transitions.ts): who moves an order, the moves they ask for, the order's state a
// move is judged against, and the plan a move writes.

export type Actor =
  | { role: 'customer'; id: string }
  | { role: 'rider'; id: string; status: RiderStatus; isActive: boolean }
  | { role: 'admin'; id: string }
  /** A laundry's staff member: moves only their own vendor's orders through its stages. */
  | { role: 'vendor'; id: string; vendorId: string; name: string }
  /** The route planner (decision 0035): assigns trips in auto-dispatch areas, and moves only its own unstarted ones. */
  | { role: 'planner'; id: null };

/** A move as a caller asks for it. */
export type MoveRequest =
  | { type: 'confirm' }
  /** `next`: the order's next trip without a rider (the pickup, then the delivery), decided under the order's lock. */
  | { type: 'assign'; trip: TripKind | 'next'; riderId: string; currentRiderId?: string | undefined }
  | { type: 'accept' }
  | { type: 'start' }
  | { type: 'complete'; itemCount?: number | undefined; handoverCode?: string | undefined }
  | { type: 'assignVendor'; vendorId: string }
  | { type: 'vendorStage'; stage: VendorStage }
  | { type: 'cancel'; reason?: string | undefined }
  | { type: 'adminEdit'; edit: AdminEditRequest; status?: StatusMoveRequest | undefined }
  /** The customer moves a quick pickup's pickup (a booked recurring occurrence): its delivery follows it. */
  | { type: 'reschedulePickup'; pickupDate: string; pickupTime: string };

/** The status moves an admin edit may carry (PUT /api/admin/bookings/:id maps a status to one of them). */
export type StatusMoveRequest = Extract<MoveRequest, { type: 'confirm' | 'vendorStage' | 'cancel' }>;

/** What an admin's edit asks to change; amounts in paise. */
export interface AdminEditRequest {
  schedule?: Partial<AdminEditSchedule> | undefined;
  items?: readonly AdminEditLine[] | undefined;
  discountPaise?: number | undefined;
  finalPaise?: number | undefined;
  /** Why, for the audit trail (a cancellation's reason goes to the cancellation). */
  note?: string | undefined;
}

/** The booking as an admin edit starts from, read under the row lock. A custom line has no service id ('' here, null stored). */
export interface EditableOrder {
  schedule: AdminEditSchedule;
  serviceType: string;
  lines: readonly OrderLine[];
  subtotalPaise: number;
  discountPaise: number;
  finalPaise: number;
  coupon: Pick<CouponRule, 'discountPercent' | 'maxDiscountPaise' | 'discountKind'> | null;
}

/** A move with the records it names looked up (the planner reads no database). */
export type Move =
  | Exclude<MoveRequest, { type: 'assign' } | { type: 'assignVendor' } | { type: 'adminEdit' } | { type: 'reschedulePickup' }>
  | { type: 'reschedulePickup'; pickupDate: string; pickupTime: string; before: AdminEditSchedule }
  | { type: 'assign'; trip: TripKind; rider: { id: string; status: RiderStatus }; currentRiderId?: string | undefined }
  | { type: 'assignVendor'; vendor: { id: string; name: string } }
  | {
      type: 'adminEdit';
      edit: AdminEditRequest;
      status?: StatusMoveRequest | undefined;
      order: EditableOrder;
      catalogue: ReadonlyMap<string, PricedService>;
    };

export interface TripState {
  riderId: string | null;
  status: TripStatus;
  /** Who put it on its rider, and whether an operator locked it there (what the planner may move: decision 0035). */
  assignedBy?: TripAssigner | undefined;
  locked?: boolean | undefined;
}

export interface OrderState {
  status: BookingStatus;
  vendorStage: VendorStage | null;
  vendorId: string | null;
  handoverCode: string;
  trips: Partial<Record<TripKind, TripState>>;
  /** What must be paid before the delivery completes: 0 once paid, or when an admin said to collect it later. */
  moneyDuePaise: number;
  /** The tags on the order (read for a trip's completion only; 0 otherwise): the pickup completes when they match its count. */
  tagCount: number;
  /** The tags without an ok scan at the stage the move is gated by (received, ready, the delivery): garment-gates.ts. */
  unscanned?: UnscannedTags | undefined;
}

type BookingPatch = Partial<{
  status: BookingStatus;
  vendorStage: VendorStage;
  vendorId: string;
  vendorAssignedAt: Date;
  riderId: string | null;
  riderStatus: RiderOrderStatus;
  assignedAt: Date;
  itemsCollected: boolean;
  cancelledAt: Date;
  completedAt: Date;
  scheduledDate: string;
  scheduledTime: string;
  deliveryDate: string;
  deliveryTime: string;
  serviceType: string;
  subtotalPaise: number;
  discountPaise: number;
  finalPaise: number;
}>;

export interface Plan {
  booking: BookingPatch;
  newTrip?: { kind: TripKind; riderId: string };
  reassignTrip?: { kind: TripKind; riderId: string };
  trip?: { kind: TripKind; status: TripStatus; itemsCollected?: number };
  releaseCoupon?: boolean;
  /** An admin edit's new lines (replacing the booking's) and its charges. */
  lines?: OrderLine[];
  charges?: { basePricePaise: number; discountPaise: number };
  /** Tags recorded missing by the move (received closes intake). */
  missingTags?: UnscannedTags;
  events: OrderEventDraft[];
}

/** A rule of the book: who may make the move, and the plan it writes from the state it is judged against (or a refusal). */
export interface Rule<M extends Move> {
  who: readonly Actor['role'][];
  plan(state: OrderState, actor: Actor, move: M, at: Date): Plan;
}
export type Rules = { [T in Move['type']]: Rule<Extract<Move, { type: T }>> };
