// What a rider may do next on a job, the spec's refusals before asking the server (rider-portal.md §5.3, §6) and the
// spec's messages for a failed list load (§8.4) or action (§8.5). The server decides; these only save a round trip.
// The spec's messages are kept in English (their wording is the contract, and the key of their Hindi in
// locales/hi/messages-rider.ts); the functions that say them return them in the interface language.
import { ORDER_MESSAGES, type Rider, type RiderOrder, type RiderOrderAction } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import type { LatLng } from '@/lib/navigation';
import type { RiderT } from './rider-order-format';

export const ORDER_ACTION_MESSAGES = {
  noRider: 'Rider information not found. Please login again.',
  network: 'Network error. Please check your connection and try again.',
  failed: (action: RiderOrderAction) => `Failed to ${action} order. Please try again.`,
  done: (action: RiderOrderAction) => `Order ${action.replace(/e$/, '')}ed successfully!`,
} as const;

/** §8.4; 'Server error: {status}' is the rider namespace's orders.serverError. */
export const ORDER_LIST_MESSAGES = {
  timeout: 'Request timed out - please check your connection',
  unreachable: 'Unable to connect to server',
} as const;

export interface NextAction {
  action: RiderOrderAction;
  label: string;
}

/** The button a job shows for its rider status (rider-portal.md §2.3); none once it is completed. */
export function nextAction(order: Pick<RiderOrder, 'riderStatus' | 'tripType'>, t: RiderT): NextAction | null {
  switch (order.riderStatus) {
    case 'assigned':
      return { action: 'accept', label: t('actions.accept') };
    case 'accepted':
      return { action: 'start', label: t('actions.start') };
    case 'picked_up':
      // A pickup trip ends at the vendor, not at the customer's door.
      return {
        action: 'complete',
        label: order.tripType === 'delivery' ? t('actions.completeDelivery') : t('actions.completePickup'),
      };
    default:
      return null;
  }
}

/** The spec's checks before an action: a known rider, approved for any action, active to accept (in English). */
export function actionRefusal(
  rider: Pick<Rider, 'status' | 'isActive'> | null | undefined,
  action: RiderOrderAction,
): string | null {
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
  if (order.tripType === 'delivery' && action === 'accept' && vendor)
    return vendor.coordinates ?? (vendor.address.trim() || null);
  return order.coordinates ?? (order.address.trim() || null);
}

/** §8.5, in the interface language: the server's message, the network sentence when no answer came, else the generic failure. */
export function actionErrorMessage(error: unknown, action: RiderOrderAction, t: RiderT): string {
  if (!(error instanceof ApiError)) return translateMessage(ORDER_ACTION_MESSAGES.failed(action));
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return translateMessage(ORDER_ACTION_MESSAGES.network);
  const serverMessage = error.body.message;
  if (error.status >= 400 && error.status < 500 && typeof serverMessage === 'string' && serverMessage.trim()) {
    // A wrong handover code says how many tries are left before they pause.
    const left = error.attemptsRemaining;
    // Money still due (PAYMENT_DUE) carries its amount, so its words are rebuilt rather than looked up.
    const due = /^Collect (.+) before completing the delivery\.$/s.exec(serverMessage);
    const message = due ? t('collect.messages.moneyDue', { amount: due[1] ?? '' }) : translateMessage(serverMessage);
    return left === undefined ? message : t('actions.attemptsLeft', { message, count: left });
  }
  return translateMessage(ORDER_ACTION_MESSAGES.failed(action));
}

/** §8.4, in the interface language: 'Server error: {status}' for a non-ok answer, the timeout sentence, else 'Unable to connect to server'. */
export function listErrorMessage(error: unknown, t: RiderT): string {
  if (!(error instanceof ApiError)) return translateMessage(ORDER_LIST_MESSAGES.unreachable);
  if (error.code === 'TIMEOUT') return translateMessage(ORDER_LIST_MESSAGES.timeout);
  if (error.code === 'HTTP_ERROR' || error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN')
    return t('orders.serverError', { status: error.status });
  return translateMessage(ORDER_LIST_MESSAGES.unreachable);
}
