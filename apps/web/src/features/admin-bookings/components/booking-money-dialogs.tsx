import { formatRupees } from '@washday/core';
import { HandCoins, Undo2 } from 'lucide-react';
import { EntityForm, EntityFormDialog } from '@/components/form/entity-form-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useIdempotencyKeys } from '@/hooks/use-idempotency-keys';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCollectLater, useRefundBooking, type RefundBody } from '../api/booking-money';
import {
  amountText,
  collectLaterFormSchema,
  refundFormSchema,
  type CollectLaterFormInput,
  type RefundFormInput,
} from '../utils/payment-format';

/** The order a money dialog acts on, and what it can move. */
export interface MoneyTarget {
  bookingId: string;
  /** WD-…, as the admin knows the order. */
  orderId: string;
  paid: number;
  refunded: number;
  /** Paid and not yet refunded. */
  refundable: number;
  due: number;
}

const REASON_MAX = 300;

/** Refund…: an amount in rupees (the whole refundable amount unless changed) and a reason; the server's refusal stays in the dialog. */
export function RefundDialog({ target, onClose }: { target: MoneyTarget | null; onClose: () => void }) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => `${t.bookingId}-${t.refundable}`}
      widthClassName="min-[48rem]:max-w-lg"
      descriptionId="refund-description"
    >
      {(t) => <RefundForm target={t} />}
    </EntityFormDialog>
  );
}

function RefundForm({ target }: { target: MoneyTarget }) {
  const form = useZodForm(refundFormSchema(target.refundable), {
    defaultValues: { amount: amountText(target.refundable), reason: '' },
  });
  const refund = useRefundBooking(target.bookingId);
  // Refund pressed again after an error whose refund went through (its answer lost) is answered, not refunded again.
  const keyFor = useIdempotencyKeys<RefundBody>();
  return (
    <EntityForm
      form={form}
      saver={{ save: (body) => refund.mutateAsync({ body, idempotencyKey: keyFor(body) }), saving: refund.isPending }}
      serverFields={['amount', 'reason']}
      icon={Undo2}
      title={
        <>
          Refund <span className="whitespace-nowrap">{target.orderId}</span>
        </>
      }
      description={`${formatRupees(target.paid)} paid${target.refunded > 0 ? `, ${formatRupees(target.refunded)} already refunded` : ''}. Online and UPI payments go back through the payment provider; cash you hand back yourself. The reason goes into the audit trail.`}
      submitLabel="Refund"
    >
      <TextField<RefundFormInput>
        name="amount"
        label="Amount"
        required
        startAdornment="₹"
        inputMode="decimal"
        autoComplete="off"
        hint={`At most ${formatRupees(target.refundable)}, what was paid and not yet refunded.`}
      />
      <TextAreaField<RefundFormInput> name="reason" label="Reason" maxLength={REASON_MAX} rows={3} />
    </EntityForm>
  );
}

/** Collect later…: lets the delivery complete with money due, saying why (audited). */
export function CollectLaterDialog({ target, onClose }: { target: MoneyTarget | null; onClose: () => void }) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => t.bookingId}
      widthClassName="min-[48rem]:max-w-lg"
      descriptionId="collect-later-description"
    >
      {(t) => <CollectLaterForm target={t} />}
    </EntityFormDialog>
  );
}

function CollectLaterForm({ target }: { target: MoneyTarget }) {
  const form = useZodForm(collectLaterFormSchema, { defaultValues: { reason: '' } });
  const collect = useCollectLater(target.bookingId);
  return (
    <EntityForm
      form={form}
      saver={{ save: (body) => collect.mutateAsync(body), saving: collect.isPending }}
      serverFields={['reason']}
      icon={HandCoins}
      title={
        <>
          Collect later: <span className="whitespace-nowrap">{target.orderId}</span>
        </>
      }
      description={`The rider can complete the delivery with ${formatRupees(target.due)} still due; the customer pays it later. The reason goes into the audit trail.`}
      submitLabel="Collect later"
    >
      <TextAreaField<CollectLaterFormInput> name="reason" label="Reason" maxLength={REASON_MAX} rows={3} />
    </EntityForm>
  );
}
