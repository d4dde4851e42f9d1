// What the items card's save button does and says (rider-portal.md §2.4, §4.4, §5.6), and the save errors (§8.7),
// in the interface language. The spec's messages stay in English here: they are the key of their Hindi.
import type { CustomerVerification } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { EDIT_ITEM_MESSAGES, itemsToSend, sameItems, type EditItem } from './order-edit';
import type { RiderT } from './rider-order-format';

export const SAVE_MESSAGES = {
  // rider-portal.md §8.7 ('Save failed: {reason}' is the rider namespace's save.failed)
  server: 'Server error. Please try again later.',
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
  /** A send or save is on its way (the label says so). */
  saving: boolean;
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
export function saveButtonState(
  { draft, saved, proposal, verification, saving, problem }: SaveButtonInput,
  t: RiderT,
): SaveButtonState {
  const status = verification?.status ?? null;
  const asProposed = proposal !== null && sameItems(draft, proposal);
  const state: SaveButtonState =
    status === 'pending' && asProposed
      ? { action: 'wait', label: t('save.wait'), saving: false, disabled: true, hint: t('save.hints.waiting') }
      : status === 'approved' && asProposed
        ? { action: 'save', label: t('save.save'), saving: false, disabled: false, hint: null }
        : sendState(draft, saved, status, problem, t);
  return saving ? { ...state, label: t('save.saving'), saving: true, disabled: true } : state;
}

function sendState(
  draft: readonly EditItem[],
  saved: readonly EditItem[],
  status: string | null,
  problem: string | null,
  t: RiderT,
): SaveButtonState {
  const send = (disabled: boolean, hint: string | null): SaveButtonState => ({
    action: 'send',
    label: t('save.send'),
    saving: false,
    disabled,
    hint,
  });
  if (itemsToSend(draft).length === 0) return send(true, t('save.hints.addService'));
  if (sameItems(draft, saved)) return send(true, t('save.hints.unchanged'));
  // Core's pricing refusal: its fixed messages have Hindi; one naming a service stays as core wrote it.
  if (problem) return send(true, translateMessage(problem));
  if (status === 'pending') return send(false, t('save.hints.replaces'));
  if (status === 'approved') return send(false, t('save.hints.newApproval'));
  return send(false, null);
}

/** §5.6: saving needs the customer's approval; any other verification state (or none) refuses it (in English). */
export function saveBlock(verification: Pick<CustomerVerification, 'status'> | null): string | null {
  return verification?.status === 'approved' ? null : EDIT_ITEM_MESSAGES.verificationRequired;
}

/**
 * §8.7, for a send or a save, in the interface language. A 404 or a lost connection is a failure like any other:
 * nothing was saved. `fallback` is what an unexplained failure says (a send's own message, else 'Unexpected error').
 */
export function saveErrorMessage(error: unknown, action: 'send' | 'save' | 'cancel', t: RiderT): string {
  const fallback = translateMessage(action === 'send' ? SAVE_MESSAGES.sendFailed : SAVE_MESSAGES.unexpected);
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'TIMEOUT') return translateMessage(SAVE_MESSAGES.timeout);
  if (error.code === 'NETWORK_ERROR' || error.code === 'INVALID_RESPONSE' || error.status === 0) return fallback;
  if (error.status >= 500) return translateMessage(SAVE_MESSAGES.server);
  if (error.status === 401) return translateMessage(SAVE_MESSAGES.signedOut);
  if (error.status >= 400)
    return t('save.failed', { reason: error.message ? translateMessage(error.message) : `HTTP ${error.status}` });
  return fallback;
}
