import { useCallback, useEffect, useState } from 'react';
import type { EditItem } from '../utils/order-edit';
import { clearEditDraft, loadEditDraft, saveEditDraft, type EditDraft } from '../utils/order-edit-storage';

/**
 * The rider's edit of one order: null while not editing. It lives in component state (the page is keyed by the
 * order id), so a refetch of the order never resets it, and in sessionStorage, so a reload does not lose it.
 */
export function useOrderEditDraft(orderId: string) {
  const [draft, setDraft] = useState<EditDraft | null>(() => loadEditDraft(orderId));

  useEffect(() => {
    if (draft) saveEditDraft(orderId, draft);
    else clearEditDraft(orderId);
  }, [orderId, draft]);

  const start = useCallback((items: EditItem[], notes = '') => setDraft({ items, notes }), []);
  const setItems = useCallback((items: EditItem[]) => setDraft((current) => (current ? { ...current, items } : current)), []);
  const setNotes = useCallback((notes: string) => setDraft((current) => (current ? { ...current, notes } : current)), []);
  const discard = useCallback(() => setDraft(null), []);

  return { draft, start, setItems, setNotes, discard };
}
