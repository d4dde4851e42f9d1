import { SLOT_MESSAGES } from '@washday/core';
import { CalendarClock, ChevronDown, Truck } from 'lucide-react';
import type { CheckoutSchedule } from '../hooks/use-checkout-schedule';
import { dateChipLabel, timeLabel } from '../utils/schedule-format';
import { CheckoutSection, Chosen, SubHeading } from './checkout-section';
import { DateChips, ScheduleNote, SlotGrid } from './schedule-picker';

interface ScheduleSectionProps {
  schedule: CheckoutSchedule;
  now: Date;
}

export function PickupSection({ schedule, now }: ScheduleSectionProps) {
  const { pickupDate, pickupTime } = schedule.chosen;
  return (
    <CheckoutSection
      icon={CalendarClock}
      title="Pickup"
      aside={pickupDate && pickupTime ? <Chosen>{`${dateChipLabel(pickupDate, now).top}, ${timeLabel(pickupTime)}`}</Chosen> : null}
    >
      <SubHeading>Date</SubHeading>
      <DateChips label="Pickup date" dates={schedule.pickupDateOptions} selected={pickupDate} now={now} onSelect={schedule.choosePickupDate} />
      <div className="mt-4">
        <SubHeading>Time</SubHeading>
        {!pickupDate ? (
          <ScheduleNote>Choose a pickup date to see the times.</ScheduleNote>
        ) : schedule.pickupSlotOptions.length === 0 ? (
          <ScheduleNote tone="warning">No pickup slots left on this date. Please choose another date.</ScheduleNote>
        ) : (
          <SlotGrid
            label="Pickup time"
            slots={schedule.pickupSlotOptions}
            selected={pickupTime}
            onSelect={(time) => schedule.choose({ type: 'pickupTime', time })}
          />
        )}
      </div>
    </CheckoutSection>
  );
}

export function DeliverySection({ schedule, now }: ScheduleSectionProps) {
  const { deliveryDate, deliveryTime } = schedule.chosen;
  return (
    <CheckoutSection
      icon={Truck}
      title="Delivery"
      aside={
        deliveryDate && deliveryTime ? (
          <Chosen>{`${dateChipLabel(deliveryDate, now).top}, ${timeLabel(deliveryTime)}`}</Chosen>
        ) : (
          <span className="text-xs font-medium text-slate-500">{schedule.dryClean ? 'Dry cleaning needs 48 h' : 'From 24 h after pickup'}</span>
        )
      }
    >
      {!schedule.earliest ? (
        <ScheduleNote>{SLOT_MESSAGES.pickupFirst}</ScheduleNote>
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
                  More dates
                  <ChevronDown className="h-4 w-4" aria-hidden="true" />
                </button>
              )
            }
          >
            Date
          </SubHeading>
          <DateChips
            label="Delivery date"
            dates={schedule.shownDeliveryDates}
            selected={deliveryDate}
            now={now}
            onSelect={(date) => schedule.choose({ type: 'deliveryDate', date })}
          />
          <div className="mt-4">
            <SubHeading>Time</SubHeading>
            {!deliveryDate ? (
              <ScheduleNote>Choose a delivery date to see the times.</ScheduleNote>
            ) : schedule.deliverySlotOptions.length === 0 ? (
              <ScheduleNote tone="warning">{SLOT_MESSAGES.noDeliverySlots}</ScheduleNote>
            ) : (
              <SlotGrid
                label="Delivery time"
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
