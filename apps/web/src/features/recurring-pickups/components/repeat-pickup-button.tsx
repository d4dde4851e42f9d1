import type { AddressRecord, BookingView } from '@washday/core';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { Button } from '@/components/ui/button';
import { SeriesFormDialog, type NamedService } from './series-form-dialog';

export interface RepeatPickupButtonProps {
  booking: BookingView;
  addresses: readonly AddressRecord[];
  /** Opens the Recurring pickups screen once the series is set up. */
  onCreated?: () => void;
}

/** The IST weekday of a YYYY-MM-DD day (Sunday = 0). */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** 'Repeat this pickup' on a completed order: a recurring pickup on its weekday and slot, at its address, with its services. */
export function RepeatPickupButton({ booking, addresses, onCreated }: RepeatPickupButtonProps) {
  const { t } = useTranslation('recurring');
  const [open, setOpen] = useState(false);
  if (booking.status !== 'completed') return null;
  const services: NamedService[] = booking.item_prices
    .filter((line) => line.service_id)
    .map((line) => ({ service_id: line.service_id!, quantity: line.quantity, name: line.service_name }));
  // A saved address the order was picked up at, else the form's default.
  const addressId = addresses.some((a) => a.id === booking.address_id) ? booking.address_id! : undefined;
  const hour = /^(\d{2}):00$/.exec(booking.scheduled_time)?.[1];
  const time = hour && Number(hour) >= 9 && Number(hour) <= 20 ? `${hour}:00` : '10:00';
  return (
    <>
      <Button
        variant="secondary"
        size="md"
        className="w-full px-3"
        onClick={() => setOpen(true)}
        aria-label={t('repeatLabel', { orderId: booking.custom_order_id })}
      >
        <Repeat className="h-4 w-4" aria-hidden="true" />
        {t('repeat')}
      </Button>
      <SeriesFormDialog
        open={open}
        onOpenChange={setOpen}
        addresses={addresses}
        orderId={booking.custom_order_id}
        defaults={{
          frequency: 'weekly',
          weekday: weekdayOf(booking.scheduled_date),
          pickup_time: time,
          ...(addressId ? { address_id: addressId } : {}),
          from_booking_id: booking.id,
          services,
        }}
        onCreated={onCreated}
      />
    </>
  );
}
