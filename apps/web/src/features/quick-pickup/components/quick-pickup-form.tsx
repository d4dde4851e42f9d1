import { QUICK_PICKUP_MESSAGES, type AddressRecord, type User } from '@washday/core';
import { Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormDialogFooter, FormDialogHeader } from '@/components/form/form-dialog-frame';
import { dialogToastOptions } from '@/components/ui/dialog';
import { useNow } from '@/hooks/use-now';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError, FORM_ERROR } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateQuickPickup } from '../api/create-quick-pickup';
import {
  QUICK_PICKUP_FIELDS,
  accountProblem,
  initialValues,
  quickPickupErrorMessage,
  quickPickupSchema,
  toBody,
  type AddressMode,
} from '../utils/quick-pickup-form';
import { QuickPickupAddress } from './quick-pickup-address';
import { QuickPickupSchedule } from './quick-pickup-schedule';

export interface QuickPickupFormProps {
  user: User;
  /** The customer's saved addresses (already loaded). */
  addresses: readonly AddressRecord[];
  onDone: () => void;
  /** Offered in the success toast. */
  onViewBookings?: (() => void) | undefined;
  descriptionId: string;
}

/** The Quick Pickup form: date, hourly slot, address; idle, then submitting, then the spec's success toast. */
export function QuickPickupForm({ user, addresses, onDone, onViewBookings, descriptionId }: QuickPickupFormProps) {
  const { t } = useTranslation('account', { keyPrefix: 'quickPickup' });
  const ids = useId();
  const now = useNow(30_000);
  const [mode, setMode] = useState<AddressMode>(addresses.length > 0 ? 'saved' : 'typed');
  const [savedChoice, setSavedChoice] = useState<string>('');
  // One key per attempt; kept while the dialog is open, so a retried request books one rider.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useZodForm(quickPickupSchema, { defaultValues: initialValues(now, addresses) });
  const create = useCreateQuickPickup();

  const changeMode = (next: AddressMode) => {
    // The typed address is kept for a switch back; the saved choice is set aside while typing.
    if (next === 'typed') setSavedChoice(form.getValues('address_id') ?? '');
    form.setValue('address_id', next === 'saved' ? savedChoice || (initialValues(now, addresses).address_id ?? '') : '');
    form.clearErrors();
    setMode(next);
  };

  const submit = form.handleSubmit(async (values) => {
    const problem = accountProblem(user);
    if (problem) {
      form.setError(FORM_ERROR, { type: 'account', message: problem });
      return;
    }
    try {
      await create.mutateAsync({ body: toBody(values, mode), idempotencyKey });
      toast.success(translateMessage(QUICK_PICKUP_MESSAGES.created), {
        ...dialogToastOptions(),
        ...(onViewBookings ? { action: { label: t('myBookings'), onClick: onViewBookings } } : {}),
      });
      onDone();
    } catch (error) {
      // What was chosen stays, so the customer can fix it and send again.
      applyServerError(form.setError, error, { fields: QUICK_PICKUP_FIELDS, message: quickPickupErrorMessage });
    }
  });

  const submitting = create.isPending;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={`${ids}-title`}
        data-state={submitting ? 'submitting' : 'idle'}
        onSubmit={(event) => void submit(event)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <FormDialogHeader
          icon={Zap}
          title={<span id={`${ids}-title`}>{t('title')}</span>}
          description={t('description')}
          descriptionId={descriptionId}
        />
        <div className="flex-1 space-y-5 px-6 py-5">
          <QuickPickupSchedule now={now} />
          <QuickPickupAddress addresses={addresses} mode={mode} onModeChange={changeMode} />
        </div>
        <FormDialogFooter onCancel={onDone} saving={submitting} submitLabel={t('submit')} pendingLabel={t('submitting')} />
      </form>
    </FormProvider>
  );
}
