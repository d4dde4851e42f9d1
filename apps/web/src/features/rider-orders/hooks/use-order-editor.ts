import { VERIFICATION_MESSAGES, type CustomerVerification } from '@washday/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { translateMessage } from '@/lib/i18n';
import { useUpdateRiderOrder, type RiderOrderUpdateBody, type RiderOrderUpdateResult } from '../api/update-rider-order';
import { itemsToSend, type EditItem } from '../utils/order-edit';
import { saveBlock, saveErrorMessage } from '../utils/order-edit-save';

/** send: to the customer for verification; save: the approved items into the order; cancel: withdraw the pending request. */
export type EditAction = 'send' | 'save' | 'cancel';

export interface EditFailure {
  action: EditAction;
  /** In the interface language. */
  message: string;
}

/**
 * The three writes of the order page, each ending in the server's own message (success toast) or the spec's
 * error (rider-portal.md §8.7), kept on screen until the next try. Only a 200 is a success.
 */
export function useOrderEditor(orderId: string) {
  const { t } = useTranslation('rider');
  const update = useUpdateRiderOrder();
  const [busy, setBusy] = useState<EditAction | null>(null);
  const [failure, setFailure] = useState<EditFailure | null>(null);

  async function run(action: EditAction, body: RiderOrderUpdateBody): Promise<RiderOrderUpdateResult | null> {
    setFailure(null);
    setBusy(action);
    try {
      const result = await update.mutateAsync({ orderId, body });
      toast.success(translateMessage(result.message));
      return result;
    } catch (error) {
      setFailure({ action, message: saveErrorMessage(error, action, t) });
      return null;
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    failure,
    clearFailure: () => setFailure(null),
    /** The items go to the customer, who approves or rejects them. */
    send: (items: readonly EditItem[], notes: string) =>
      run('send', {
        items: itemsToSend(items),
        updatedBy: 'rider',
        requiresVerification: true,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
      }),
    /** §5.6: only what the customer approved is saved; anything else is refused before it is sent. */
    save: async (items: readonly EditItem[], verification: Pick<CustomerVerification, 'status'> | null) => {
      const blocked = saveBlock(verification);
      if (blocked) {
        setFailure({ action: 'save', message: translateMessage(blocked) });
        return null;
      }
      return run('save', { items: itemsToSend(items), updatedBy: 'rider', requiresVerification: false });
    },
    withdraw: () =>
      run('cancel', { updatedBy: 'rider', verificationStatus: 'cancelled', notes: VERIFICATION_MESSAGES.cancelledByRider }),
  };
}
