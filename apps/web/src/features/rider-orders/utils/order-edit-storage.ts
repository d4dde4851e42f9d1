// The rider's unsent edit, kept for the tab's session: a reload on a weak connection must not lose a count
// made at the door.
import { z } from 'zod';
import { editItemSchema, type EditItem } from './order-edit';

export interface EditDraft {
  items: EditItem[];
  /** A note for the customer, sent with the items. */
  notes: string;
}

const KEY_PREFIX = 'washday.riderOrderEdit.';
/** A draft older than this is from another shift: dropped. */
export const EDIT_DRAFT_TTL_MS = 12 * 3_600_000;

const storedSchema = z.object({ savedAt: z.number(), items: z.array(editItemSchema), notes: z.string() });

export const editDraftKey = (orderId: string) => `${KEY_PREFIX}${orderId}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadEditDraft(orderId: string, now = Date.now()): EditDraft | null {
  try {
    const raw = storage()?.getItem(editDraftKey(orderId));
    if (!raw) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (parsed.success && now - parsed.data.savedAt < EDIT_DRAFT_TTL_MS)
      return { items: parsed.data.items, notes: parsed.data.notes };
  } catch {
    /* unreadable: dropped below */
  }
  clearEditDraft(orderId);
  return null;
}

export function saveEditDraft(orderId: string, draft: EditDraft, now = Date.now()): void {
  try {
    storage()?.setItem(editDraftKey(orderId), JSON.stringify({ savedAt: now, ...draft }));
  } catch {
    /* Storage full or blocked: the page still holds the draft while it is open. */
  }
}

export function clearEditDraft(orderId: string): void {
  try {
    storage()?.removeItem(editDraftKey(orderId));
  } catch {
    /* nothing to clear */
  }
}
