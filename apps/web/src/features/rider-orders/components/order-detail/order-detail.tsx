import type { RiderOrder } from '@washday/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useOrderEditDraft } from '../../hooks/use-order-edit-draft';
import { useOrderEditor } from '../../hooks/use-order-editor';
import {
  editBlockReason,
  estimateEdit,
  indexCatalogue,
  initialEditItems,
  orderItems,
  proposedItems,
} from '../../utils/order-edit';
import { saveButtonState } from '../../utils/order-edit-save';
import type { OrderCatalogue } from './add-service-panel';
import { CustomerCard } from './customer-card';
import { DeliveryInfoCard } from './delivery-info-card';
import { ItemsCard, type ItemsEditing } from './items-card';
import { OrderDetailHeader } from './order-detail-header';
import { PickupProofCard } from './pickup-proof-card';
import { VerificationCard } from './verification-card';
import { WithdrawDialog } from './withdraw-dialog';

interface OrderDetailProps {
  order: RiderOrder;
  catalogue: OrderCatalogue;
  /** Above the cards: a note that what is shown could not be refreshed. */
  notice?: ReactNode;
  /** Below the cards, outside edit mode: the trip's next action. */
  footer?: ReactNode;
}

/**
 * The order page's cards and the rider's edit (rider-portal.md §2.4). The edit draft is this component's state
 * (and the tab's session), so a refetch of `order` never resets it; mount it keyed by the order id.
 */
export function OrderDetail({ order, catalogue, notice, footer }: OrderDetailProps) {
  const { t } = useTranslation('rider');
  const text = useCatalogueText();
  const { draft, start, setItems, setNotes, discard } = useOrderEditDraft(order._id);
  const editor = useOrderEditor(order._id);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);

  const catalogueIndex = useMemo(() => indexCatalogue(catalogue.categories), [catalogue.categories]);
  const savedItems = useMemo(() => orderItems(order), [order]);
  const proposal = useMemo(() => proposedItems(order), [order]);
  const verification = order.verification;
  const serviceType = catalogue.categories.find((c) => c.id === order.service_type);
  const blockReason = editBlockReason(order, t);

  // A draft kept from before the pickup was completed (or the order closed) has nothing left to change.
  useEffect(() => {
    if (draft && blockReason) discard();
  }, [draft, blockReason, discard]);

  const startEditing = () => {
    editor.clearFailure();
    // Resuming a proposal keeps the note the customer was sent with it.
    start(initialEditItems(order), proposal ? (verification?.orderData.riderNotes ?? '') : '');
  };

  const withdraw = async () => {
    setConfirmWithdraw(false);
    if (await editor.withdraw()) discard();
  };

  const saveNow = async () => {
    if (proposal && (await editor.save(proposal, verification))) discard();
  };

  let editing: ItemsEditing | null = null;
  if (draft && !blockReason) {
    const estimate = estimateEdit(draft.items, catalogueIndex, order.total_price);
    const button = saveButtonState(
      {
        draft: draft.items,
        saved: savedItems,
        proposal,
        verification,
        saving: editor.busy === 'send' || editor.busy === 'save',
        problem: estimate.problem,
      },
      t,
    );
    editing = {
      draft,
      button,
      estimate,
      failure: editor.failure?.message ?? null,
      cancelling: editor.busy === 'cancel',
      onItemsChange: setItems,
      onNotesChange: setNotes,
      onCancel: () => {
        if (verification?.status === 'pending') return setConfirmWithdraw(true);
        editor.clearFailure();
        discard();
      },
      onSubmit: async () => {
        if (button.action === 'send') {
          const result = await editor.send(draft.items, draft.notes);
          // The request as the server keeps it (lines at 0 dropped, repeats merged) is what the rider now waits on.
          if (result) setItems(proposedItems(result.order) ?? draft.items);
        } else if (button.action === 'save') {
          if (await editor.save(draft.items, verification)) discard();
        }
      },
    };
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4">
      <OrderDetailHeader order={order} />
      {notice}
      <CustomerCard order={order} serviceTypeName={serviceType ? text.name(serviceType) : undefined} />
      <ItemsCard
        order={order}
        savedItems={savedItems}
        catalogue={catalogue}
        catalogueIndex={catalogueIndex}
        blockReason={blockReason}
        onEdit={startEditing}
        editing={editing}
      />
      {verification ? (
        <VerificationCard
          verification={verification}
          editing={editing !== null}
          canEdit={blockReason === null}
          saving={editor.busy === 'save'}
          cancelling={editor.busy === 'cancel'}
          failure={editing ? null : (editor.failure?.message ?? null)}
          onSaveNow={() => void saveNow()}
          onModify={startEditing}
          onCancelRequest={() => setConfirmWithdraw(true)}
        />
      ) : null}
      <DeliveryInfoCard order={order} />
      <PickupProofCard order={order} />
      {editing ? null : footer}
      <WithdrawDialog open={confirmWithdraw} onOpenChange={setConfirmWithdraw} onConfirm={() => void withdraw()} />
    </div>
  );
}
