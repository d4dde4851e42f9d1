// What a rider may do next on a job, the spec's refusals before asking the server (rider-portal.md §5.3, §6) and the
// spec's messages for a failed list load (§8.4) or action (§8.5). The server decides; these only save a round trip.
import { ORDER_MESSAGES, type Rider, type RiderOrder, type RiderOrderAction } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import type { LatLng } from '@/lib/navigation';

export const ORDER_ACTION_MESSAGES = {
  noRider: 'Rider information not found. Please login again.',
  network: 'Network error. Please check your connection and try again.',
  failed: (action: RiderOrderAction) => `Failed to ${action} order. Please try again.`,
  done: (action: RiderOrderAction) => `Order ${action.replace(/e$/, '')}ed successfully!`,
} as const;

export const ORDER_LIST_MESSAGES = {
  server: (status: number) => `Server error: ${status}`,
  timeout: 'Request timed out - please check your connection',
  unreachable: 'Unable to connect to server',
} as const;

export interface NextAction {
  action: RiderOrderAction;
  label: string;
}

/** The button a job shows for its rider status (rider-portal.md §2.3); none once it is completed. */
export function nextAction(order: Pick<RiderOrder, 'riderStatus' | 'tripType'>): NextAction | null {
  switch (order.riderStatus) {
    case 'assigned':
      return { action: 'accept', label: 'Accept & Navigate' };
    case 'accepted':
      return { action: 'start', label: 'Start & Navigate' };
    case 'picked_up':
      // A pickup trip ends at the vendor, not at the customer's door.
      return { action: 'complete', label: order.tripType === 'delivery' ? 'Complete Delivery' : 'Complete Pickup (to vendor)' };
    default:
      return null;
  }
}

/** The spec's checks before an action: a known rider, approved for any action, active to accept. */
export function actionRefusal(rider: Pick<Rider, 'status' | 'isActive'> | null | undefined, action: RiderOrderAction): string | null {
  if (!rider) return ORDER_ACTION_MESSAGES.noRider;
  if (rider.status !== 'approved') return ORDER_MESSAGES.riderNotApproved(rider.status);
  if (action === 'accept' && !rider.isActive) return ORDER_MESSAGES.riderInactive;
  return null;
}

/** Why this rider cannot accept jobs now (the disabled 'Cannot Accept'), or null when they can. */
export const acceptBlocker = (rider: Pick<Rider, 'status' | 'isActive'> | null | undefined) => actionRefusal(rider, 'accept');

/**
 * Where "& Navigate" leads: the customer, except when a delivery is accepted, as the clothes are then still at
 * the vendor. Coordinates when known, else the address for the map to find. Null when there is nowhere to go.
 */
export function navigationDestination(
  order: Pick<RiderOrder, 'tripType' | 'coordinates' | 'address' | 'assignedVendorDetails'>,
  action: RiderOrderAction,
): LatLng | string | null {
  if (action === 'complete') return null;
  const vendor = order.assignedVendorDetails;
  if (order.tripType === 'delivery' && action === 'accept' && vendor) return vendor.coordinates ?? (vendor.address.trim() || null);
  return order.coordinates ?? (order.address.trim() || null);
}

/** §8.5: the server's message, the network sentence when no answer came, else the generic failure. */
export function actionErrorMessage(error: unknown, action: RiderOrderAction): string {
  if (!(error instanceof ApiError)) return ORDER_ACTION_MESSAGES.failed(action);
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return ORDER_ACTION_MESSAGES.network;
  const serverMessage = error.body.message;
  if (error.status >= 400 && error.status < 500 && typeof serverMessage === 'string' && serverMessage.trim()) {
    // A wrong handover code says how many tries are left before they pause.
    const left = error.attemptsRemaining;
    return left === undefined ? serverMessage : `${serverMessage} ${left} attempt${left === 1 ? '' : 's'} remaining.`;
  }
  return ORDER_ACTION_MESSAGES.failed(action);
}

/** §8.4: 'Server error: {status}' for a non-ok answer, the timeout sentence, else 'Unable to connect to server'. */
export function listErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return ORDER_LIST_MESSAGES.unreachable;
  if (error.code === 'TIMEOUT') return ORDER_LIST_MESSAGES.timeout;
  if (error.code === 'HTTP_ERROR' || error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN') return ORDER_LIST_MESSAGES.server(error.status);
  return ORDER_LIST_MESSAGES.unreachable;
}
