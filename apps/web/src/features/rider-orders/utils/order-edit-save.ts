// What the items card's save button does and says (rider-portal.md §2.4, §4.4, §5.6), and the save errors (§8.7).
import type { CustomerVerification } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import { EDIT_ITEM_MESSAGES, itemsToSend, sameItems, type EditItem } from './order-edit';

export const SAVE_LABELS = {
  send: 'Send for Verification',
  wait: 'Waiting for Customer',
  save: 'Save Order',
  saving: 'Saving...',
} as const;

export const SAVE_MESSAGES = {
  // rider-portal.md §8.7
  server: 'Server error. Please try again later.',
  failed: (reason: string) => `Save failed: ${reason}`,
  timeout: 'Save timeout. Please check your connection and try again.',
  unexpected: 'Unexpected error. Please try again.',
  sendFailed: 'Failed to send verification. Please try again.',
  // §5.6
  signedOut: 'Authentication required. Please login again.',
} as const;

/** send: items go to the customer; wait: the customer has them; save: the approved items go into the order. */
export type SaveAction = 'send' | 'wait' | 'save';

export interface SaveButtonState {
  action: SaveAction;
  label: string;
  disabled: boolean;
  /** Why the button is disabled, or what pressing it will do differently from usual. */
  hint: string | null;
}

export interface SaveButtonInput {
  draft: readonly EditItem[];
  /** The order's saved items. */
  saved: readonly EditItem[];
  /** The proposal the customer has, if any (pending, approved or rejected). */
  proposal: readonly EditItem[] | null;
  verification: Pick<CustomerVerification, 'status'> | null;
  saving: boolean;
  /** Why core's pricing refuses the draft, if it does. */
  problem: string | null;
}

/**
 * 'Waiting for Customer' while the customer has exactly these items; 'Save Order' once they approved exactly these;
 * otherwise 'Send for Verification' (edits not yet sent), disabled until there is a change to send.
 */
export function saveButtonState({ draft, saved, proposal, verification, saving, problem }: SaveButtonInput): SaveButtonState {
  const status = verification?.status ?? null;
  const asProposed = proposal !== null && sameItems(draft, proposal);
  const state: SaveButtonState =
    status === 'pending' && asProposed
      ? { action: 'wait', label: SAVE_LABELS.wait, disabled: true, hint: 'The customer is reviewing these changes. This page updates when they answer.' }
      : status === 'approved' && asProposed
        ? { action: 'save', label: SAVE_LABELS.save, disabled: false, hint: null }
        : sendState(draft, saved, status, problem);
  return saving ? { ...state, label: SAVE_LABELS.saving, disabled: true } : state;
}

function sendState(draft: readonly EditItem[], saved: readonly EditItem[], status: string | null, problem: string | null): SaveButtonState {
  const send = (disabled: boolean, hint: string | null): SaveButtonState => ({ action: 'send', label: SAVE_LABELS.send, disabled, hint });
  if (itemsToSend(draft).length === 0) return send(true, 'Add at least one service to send the order for verification.');
  if (sameItems(draft, saved)) return send(true, 'These are the order’s items already. Change a quantity or add a service first.');
  if (problem) return send(true, problem);
  if (status === 'pending') return send(false, 'Sending these replaces the request the customer has now.');
  if (status === 'approved') return send(false, 'These differ from what the customer approved, so they need a new approval.');
  return send(false, null);
}

/** §5.6: saving needs the customer's approval; any other verification state (or none) refuses it. */
export function saveBlock(verification: Pick<CustomerVerification, 'status'> | null): string | null {
  return verification?.status === 'approved' ? null : EDIT_ITEM_MESSAGES.verificationRequired;
}

/**
 * §8.7, for a send or a save. A 404 or a lost connection is a failure like any other: nothing was saved.
 * `fallback` is what an unexplained failure says (a send's own message, else 'Unexpected error').
 */
export function saveErrorMessage(error: unknown, action: 'send' | 'save' | 'cancel'): string {
  const fallback = action === 'send' ? SAVE_MESSAGES.sendFailed : SAVE_MESSAGES.unexpected;
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'TIMEOUT') return SAVE_MESSAGES.timeout;
  if (error.code === 'NETWORK_ERROR' || error.code === 'INVALID_RESPONSE' || error.status === 0) return fallback;
  if (error.status >= 500) return SAVE_MESSAGES.server;
  if (error.status === 401) return SAVE_MESSAGES.signedOut;
  if (error.status >= 400) return SAVE_MESSAGES.failed(error.message || `HTTP ${error.status}`);
  return fallback;
}
