import { ArrowUpRight, Eye, LoaderCircle, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AdminBooking } from '../api/admin-booking-keys';
import { quickAction } from '../utils/quick-actions';
import { useBookingActions } from './booking-actions-context';

const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-xl text-slate-500 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-ink';

/** Details, Edit, and the one quick step the server allows now (or a link to the screen that takes it). */
export function BookingRowActions({ booking }: { booking: AdminBooking }) {
  const actions = useBookingActions();
  const quick = quickAction(booking);
  const closed = booking.status === 'completed' || booking.status === 'cancelled';
  const saving = actions.pendingId === booking.id;
  return (
    <div className="flex items-center justify-end gap-1.5">
      {quick?.kind === 'status' ? (
        <button
          type="button"
          onClick={() => actions.quick(booking, quick)}
          disabled={saving}
          aria-label={`${quick.label} ${booking.custom_order_id}`}
          className={cn(buttonClasses({ size: 'sm' }), 'h-9 xl:min-w-24')}
        >
          {saving ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {quick.label}
        </button>
      ) : quick?.kind === 'link' ? (
        <Link
          to={quick.href}
          title={quick.hint}
          aria-label={`${quick.label} for ${booking.custom_order_id}`}
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'h-9')}
        >
          {quick.label}
          <ArrowUpRight className="h-3.5 w-3.5" aria-hidden="true" />
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => actions.details(booking)}
        className={iconButton}
        aria-label={`Details of ${booking.custom_order_id}`}
        title="Details"
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => actions.edit(booking)}
        disabled={closed}
        className={cn(iconButton, 'disabled:pointer-events-none disabled:opacity-40')}
        aria-label={`Edit ${booking.custom_order_id}`}
        title={closed ? `A ${booking.status} order can no longer change` : 'Edit'}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
