import { SLOT_MESSAGES } from '@washday/core';
import { CalendarClock, ChevronDown, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';
import type { CheckoutSchedule } from '../hooks/use-checkout-schedule';
import { useScheduleFormat } from '../hooks/use-schedule-format';
import { CheckoutSection, Chosen, SubHeading } from './checkout-section';
import { DateChips, ScheduleNote, SlotGrid } from './schedule-picker';

interface ScheduleSectionProps {
  schedule: CheckoutSchedule;
  now: Date;
}

/** 'Tomorrow, 10:00 AM': the chosen day and time beside a section's title. */
function ChosenMoment({ date, time, now }: { date: string; time: string; now: Date }) {
  const { t } = useTranslation('checkout');
  const format = useScheduleFormat();
  return <Chosen>{t('schedule.chosen', { day: format.dateChip(date, now).top, time: format.time(time) })}</Chosen>;
}

export function PickupSection({ schedule, now }: ScheduleSectionProps) {
  const { t } = useTranslation('checkout');
  const { pickupDate, pickupTime } = schedule.chosen;
  return (
    <CheckoutSection
      icon={CalendarClock}
      title={t('schedule.pickup')}
      aside={pickupDate && pickupTime ? <ChosenMoment date={pickupDate} time={pickupTime} now={now} /> : null}
    >
      <SubHeading>{t('schedule.date')}</SubHeading>
      <DateChips
        label={t('schedule.pickupDate')}
        dates={schedule.pickupDateOptions}
        selected={pickupDate}
        now={now}
        onSelect={schedule.choosePickupDate}
      />
      <div className="mt-4">
        <SubHeading>{t('schedule.time')}</SubHeading>
        {!pickupDate ? (
          <ScheduleNote>{t('schedule.choosePickupDate')}</ScheduleNote>
        ) : schedule.pickupSlotOptions.every((slot) => schedule.fullPickupSlots.has(slot.value)) ? (
          <ScheduleNote tone="warning">{t('schedule.noPickupSlots')}</ScheduleNote>
        ) : (
          <SlotGrid
            label={t('schedule.pickupTime')}
            slots={schedule.pickupSlotOptions}
            full={schedule.fullPickupSlots}
            selected={pickupTime}
            onSelect={(time) => schedule.choose({ type: 'pickupTime', time })}
          />
        )}
      </div>
    </CheckoutSection>
  );
}

export function DeliverySection({ schedule, now }: ScheduleSectionProps) {
  const { t } = useTranslation('checkout');
  const { deliveryDate, deliveryTime } = schedule.chosen;
  return (
    <CheckoutSection
      icon={Truck}
      title={t('schedule.delivery')}
      aside={
        deliveryDate && deliveryTime ? (
          <ChosenMoment date={deliveryDate} time={deliveryTime} now={now} />
        ) : (
          <span className="text-xs font-medium text-slate-500">
            {schedule.dryClean ? t('schedule.dryCleanTurnaround') : t('schedule.standardTurnaround')}
          </span>
        )
      }
    >
      {!schedule.earliest ? (
        <ScheduleNote>{translateMessage(SLOT_MESSAGES.pickupFirst)}</ScheduleNote>
      ) : (
        <>
          <SubHeading
            trailing={
              schedule.showAllDeliveryDates ? null : (
                <button
                  type="button"
                  onClick={() => schedule.choose({ type: 'showAllDeliveryDates' })}
                  className="-my-2 inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('schedule.moreDates')}
                  <ChevronDown className="h-4 w-4" aria-hidden="true" />
                </button>
              )
            }
          >
            {t('schedule.date')}
          </SubHeading>
          <DateChips
            label={t('schedule.deliveryDate')}
            dates={schedule.shownDeliveryDates}
            selected={deliveryDate}
            now={now}
            onSelect={(date) => schedule.choose({ type: 'deliveryDate', date })}
          />
          <div className="mt-4">
            <SubHeading>{t('schedule.time')}</SubHeading>
            {!deliveryDate ? (
              <ScheduleNote>{t('schedule.chooseDeliveryDate')}</ScheduleNote>
            ) : schedule.deliverySlotOptions.length === 0 ? (
              <ScheduleNote tone="warning">{translateMessage(SLOT_MESSAGES.noDeliverySlots)}</ScheduleNote>
            ) : (
              <SlotGrid
                label={t('schedule.deliveryTime')}
                slots={schedule.deliverySlotOptions}
                selected={deliveryTime}
                onSelect={(time) => schedule.choose({ type: 'deliveryTime', time })}
              />
            )}
          </div>
        </>
      )}
    </CheckoutSection>
  );
}
