import { BOOKING_MESSAGES } from '@washday/core';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import type { CustomerBooking } from '../api/booking-keys';
import { useCancelBooking } from '../api/cancel-booking';
import { cancelErrorMessage } from '../utils/booking-errors';
import { orderIdOf } from '../utils/booking-format';

export interface CancelBookingDialogProps {
  /** The booking to cancel; null keeps the dialog closed. */
  booking: CustomerBooking | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Cancel Booking?' with 'Keep Booking' and 'Yes, Cancel Booking'. */
export function CancelBookingDialog({ booking, onOpenChange }: CancelBookingDialogProps) {
  const { t } = useTranslation('bookings');
  const cancel = useCancelBooking();
  const open = booking !== null;

  const confirm = () => {
    if (!booking || cancel.isPending) return;
    cancel.mutate(booking.id, {
      onSuccess: (data) => {
        toast.success(translateMessage(data.message ?? BOOKING_MESSAGES.cancelled));
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(t('cancel.failedTitle'), { description: cancelErrorMessage(error, t), ...dialogToastOptions() });
        // A refusal will not change on retry (the booking moved on); a network failure might.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) onOpenChange(false);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && cancel.isPending) return;
        if (!next) cancel.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent mobileLayout="sheet" showClose={false} widthClassName="min-[48rem]:max-w-sm" role="alertdialog">
        {booking ? (
          <div className="px-6 pt-7 pb-6 text-center">
            <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
              <TriangleAlert className="h-7 w-7" aria-hidden="true" />
            </span>
            <DialogTitle className="mt-4 text-xl">{t('cancel.title')}</DialogTitle>
            <DialogDescription className="mt-2 text-[15px]">
              <Trans
                t={t}
                i18nKey="cancel.description"
                values={{ orderId: orderIdOf(booking) }}
                components={{ 1: <span className="font-semibold text-ink" translate="no" /> }}
              />
            </DialogDescription>
            <div className="mt-6 flex flex-col gap-2.5">
              <Button
                size="lg"
                className="w-full bg-red-600 hover:bg-red-700 active:bg-red-800"
                onClick={confirm}
                disabled={cancel.isPending}
              >
                {cancel.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {cancel.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                className="w-full"
                onClick={() => onOpenChange(false)}
                disabled={cancel.isPending}
              >
                {t('cancel.keep')}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
