import { formatRupees } from '@washday/core';
import { Banknote } from 'lucide-react';
import { EntityForm, EntityFormDialog } from '@/components/form/entity-form-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { useRecordCashHandover, type AdminRiderCash, type CashHandoverAnswer } from '../api/rider-cash';
import { amountText, differenceText, handoverFormSchema, type HandoverFormInput } from '../utils/cash-format';
import { formatDateTime } from '../utils/rider-format';

/** Who hands over, and what the books say they hold with their handovers (newest first). */
export interface HandoverTarget {
  riderId: string;
  riderName: string;
  cash: AdminRiderCash;
}

/** How many past handovers the dialog lists. */
const RECENT = 3;

/**
 * Record handover…: the cash counted (the amount in hand unless changed) and an optional note; the server answers how it
 * compares with what the rider should hold ('Received ₹50: ₹10 short of the ₹60 expected').
 */
export function RecordHandoverDialog({
  target,
  onClose,
  onRecorded,
}: {
  target: HandoverTarget | null;
  onClose: () => void;
  onRecorded: (answer: CashHandoverAnswer) => void;
}) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => t.riderId}
      widthClassName="min-[48rem]:max-w-lg"
      descriptionId="record-handover-description"
    >
      {(t) => <HandoverForm target={t} onClose={onClose} onRecorded={onRecorded} />}
    </EntityFormDialog>
  );
}

function HandoverForm({
  target,
  onClose,
  onRecorded,
}: {
  target: HandoverTarget;
  onClose: () => void;
  onRecorded: (answer: CashHandoverAnswer) => void;
}) {
  const { cash, handovers } = target.cash;
  const form = useZodForm(handoverFormSchema, { defaultValues: { amount: amountText(cash.in_hand), note: '' } });
  const record = useRecordCashHandover(target.riderId);
  return (
    <EntityForm
      form={form}
      saver={{ save: (body) => record.mutateAsync(body), saving: record.isPending }}
      onSaved={(answer) => {
        onRecorded(answer);
        onClose();
      }}
      serverFields={['amount', 'note']}
      icon={Banknote}
      title={`Cash handover: ${target.riderName}`}
      description={`${formatRupees(cash.in_hand)} in hand by the books (collected today ${formatRupees(cash.collected_today)}, handed over today ${formatRupees(cash.handed_over_today)}). Count the cash and enter what you received.`}
      submitLabel="Record handover"
    >
      <TextField<HandoverFormInput>
        name="amount"
        label="Amount counted"
        required
        startAdornment="₹"
        inputMode="decimal"
        autoComplete="off"
      />
      <TextAreaField<HandoverFormInput> name="note" label="Note (optional)" maxLength={300} rows={2} />
      <RecentHandovers handovers={handovers.slice(0, RECENT)} />
    </EntityForm>
  );
}

function RecentHandovers({ handovers }: { handovers: AdminRiderCash['handovers'] }) {
  if (handovers.length === 0) return <p className="text-sm text-slate-600">No handovers recorded yet.</p>;
  return (
    <section aria-labelledby="recent-handovers-title">
      <h3 id="recent-handovers-title" className="text-sm font-semibold text-ink">
        Last handovers
      </h3>
      <ul className="mt-2 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
        {handovers.map((handover) => {
          const difference = differenceText(handover.difference);
          return (
            <li key={handover.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-sm">
              <span className="text-slate-700 tabular-nums">
                {formatDateTime(handover.created_at)} · {formatRupees(handover.amount)} of {formatRupees(handover.expected)}
                {handover.note ? <span className="block text-xs text-slate-600">{handover.note}</span> : null}
              </span>
              <span className={cn('font-semibold tabular-nums', difference.className)}>{difference.text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
