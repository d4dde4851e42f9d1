/** An order makes two trips: pickup (customer → vendor) and delivery (vendor → customer). */
export const TRIP_KINDS = ['pickup', 'delivery'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** A trip is a rider job: assigned → accepted → picked_up → completed (rider-portal.md §4.2). */
export const TRIP_STATUSES = ['assigned', 'accepted', 'picked_up', 'completed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** Where the order is at the vendor, between the two trips. */
export const VENDOR_STAGES = ['received', 'processing', 'ready'] as const;
export type VendorStage = (typeof VENDOR_STAGES)[number];

/** What a rider does to their job (POST /api/riders/order-action). */
export const RIDER_ORDER_ACTIONS = ['accept', 'start', 'complete'] as const;
export type RiderOrderAction = (typeof RIDER_ORDER_ACTIONS)[number];

export const ORDER_MESSAGES = {
  // rider-portal.md §5.3
  riderNotApproved: (status: string) => `Only approved riders can accept orders. Your status: ${status}`,
  riderInactive: 'Please go active to accept orders.',
  // The spec's 'Order {action}ed successfully!', spelt right for complete (not 'completeed').
  actionDone: (action: RiderOrderAction) => `Order ${action.replace(/e$/, '')}ed successfully!`,
  /** What the rider reads after completing a trip: what was completed, not the spec's bare 'Order completed'. */
  pickupDone: (items: number) => `Pickup completed: ${items} item${items === 1 ? '' : 's'} on the way to the laundry`,
  deliveryDone: (orderNumber: string) => `Delivery completed: order ${orderNumber} handed over`,
  notYourJob: 'This order is not assigned to you',
  alreadyAccepted: 'This order has already been accepted',
  acceptFirst: 'Accept the order before starting it',
  startFirst: 'Start the order before completing it',
  alreadyCompleted: 'This trip is already completed',
  itemCountRequired: 'Please confirm the number of items collected',
  handoverCodeRequired: "Please enter the customer's 4-digit handover code",
  handoverCodeWrong: 'The handover code is incorrect. Ask the customer for the code shown in their booking.',
  handoverTooManyTries:
    'Too many wrong handover codes for this order. Check the code with the customer and try again in 15 minutes.',
  orderClosed: (status: string) => `This order is ${status} and can no longer change`,
  confirmOnlyPending: 'Only a pending order can be confirmed',
  alreadyAssigned: (kind: TripKind) => `The ${kind} of this order is already assigned`,
  riderMustBeApproved: (status: string) => `Only approved riders can be assigned orders. This rider's status: ${status}`,
  riderNotFound: 'Rider not found',
  pickupNotAssignable: 'A pickup can be assigned only to a pending or confirmed order',
  deliveryNotReady: 'The delivery can be assigned once the order is ready at the vendor',
  vendorNotFound: 'Vendor not found',
  vendorTooLate: 'The vendor cannot change once the order has reached it',
  vendorRequired: 'Assign a vendor before the order is received',
  stageOrder: (stage: VendorStage, needs: string) => `The order can be marked ${stage} only when it is ${needs}`,
  statusByTrips: (status: string) =>
    status === 'in_progress'
      ? 'An order becomes in progress when its pickup is collected'
      : status === 'completed'
        ? 'An order is completed when its delivery is completed with the handover code'
        : `An order cannot be set to ${status}`,
  reassignedMeanwhile: (kind: TripKind) =>
    `The ${kind} of this order was assigned to another rider meanwhile; reload and try again`,
  reassignTooLate: (kind: TripKind) => `The ${kind} rider has already collected the items; it can no longer be reassigned`,
  sameRider: (kind: TripKind) => `The ${kind} of this order is already assigned to this rider`,
  cancelReasonRequired: 'The items have been collected: give a reason to cancel this order',
  assigned: 'Order assigned successfully',
  vendorAssigned: 'Vendor assigned successfully',
  statusUpdated: 'Booking status updated successfully',
} as const;
