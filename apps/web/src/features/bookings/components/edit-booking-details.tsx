import { INSTRUCTIONS_MAX_LENGTH, SLOT_MESSAGES } from '@washday/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/form/text-area-field';
import { useLocale } from '@/hooks/use-locale';
import { translateMessage } from '@/lib/i18n';
import type { CustomerBooking } from '../api/booking-keys';
import { scheduleOptions, withDeliveryDate, withPickupDate, withPickupTime, type EditDraft } from '../utils/edit-booking';
import { SelectField } from './select-field';

interface EditBookingDetailsProps {
  booking: CustomerBooking;
  draft: EditDraft;
  /** When the dialog opened: the slots offered are the ones core's rules allowed then. */
  openedAt: Date;
  /** The last check found required fields empty: they are marked. */
  missing: boolean;
  onChange: (next: EditDraft) => void;
}

/** The Details tab: pickup and delivery slots from core's rules, and the instructions. */
export function EditBookingDetails({ booking, draft, openedAt, missing, onChange }: EditBookingDetailsProps) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const ids = useId();
  const options = scheduleOptions(booking, draft, openedAt, {
    locale,
    kept: (label, current) => (current ? t('editDetails.current', { label }) : t('editDetails.unavailable', { label })),
    selected: t('editDetails.selected'),
    period: (period) => t(`editDetails.periods.${period}`),
  });
  return (
    <>
      <fieldset>
        <legend className="text-base font-bold text-ink">{t('editDetails.pickup')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <SelectField
            id={`${ids}-pickup-date`}
            label={t('editDetails.pickupDate')}
            placeholder={t('editDetails.chooseDate')}
            value={draft.pickupDate}
            options={options.pickupDateOptions}
            invalid={missing && !draft.pickupDate}
            onChange={(value) => onChange(withPickupDate(draft, value, openedAt))}
          />
          <SelectField
            id={`${ids}-pickup-time`}
            label={t('editDetails.pickupTime')}
            placeholder={t('editDetails.chooseTime')}
            value={draft.pickupTime}
            options={options.pickupTimeOptions}
            disabled={!draft.pickupDate}
            invalid={missing && !draft.pickupTime}
            onChange={(value) => onChange(withPickupTime(draft, value))}
          />
        </div>
      </fieldset>

      <fieldset className="mt-6">
        <legend className="text-base font-bold text-ink">{t('editDetails.delivery')}</legend>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <SelectField
            id={`${ids}-delivery-date`}
            label={t('editDetails.deliveryDate')}
            placeholder={t('editDetails.chooseDate')}
            value={draft.deliveryDate}
            options={options.deliveryDateOptions}
            disabled={!options.pickupChosen}
            invalid={missing && !draft.deliveryDate}
            describedBy={`${ids}-delivery-hint`}
            onChange={(value) => onChange(withDeliveryDate(draft, value))}
          />
          <SelectField
            id={`${ids}-delivery-time`}
            label={t('editDetails.deliveryTime')}
            placeholder={t('editDetails.chooseTime')}
            value={draft.deliveryTime}
            options={options.deliveryTimeOptions}
            disabled={!options.pickupChosen || !draft.deliveryDate}
            invalid={missing && !draft.deliveryTime}
            describedBy={`${ids}-delivery-hint`}
            onChange={(value) => onChange({ ...draft, deliveryTime: value })}
          />
        </div>
        <p id={`${ids}-delivery-hint`} className="mt-2 text-[13px] text-slate-500">
          {!options.pickupChosen
            ? translateMessage(SLOT_MESSAGES.pickupFirst)
            : options.noDeliverySlots
              ? translateMessage(SLOT_MESSAGES.noDeliverySlots)
              : !draft.deliveryDate || !draft.deliveryTime
                ? t('editDetails.chooseDelivery')
                : t('editDetails.deliveryRule')}
        </p>
      </fieldset>

      <TextAreaField<EditDraft>
        name="instructions"
        className="mt-6"
        labelClassName="text-base font-bold text-ink"
        label={
          <>
            {t('editDetails.instructions')}{' '}
            <span className="text-sm font-normal text-slate-500">{t('editDetails.optional')}</span>
          </>
        }
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        placeholder={t('editDetails.instructionsPlaceholder')}
      />
    </>
  );
}
