import { createContext, useContext } from 'react';
import type { AdminBooking } from '../api/admin-booking-keys';
import type { QuickAction } from '../utils/quick-actions';

/** What a row's buttons do; the console provides it so the columns can be built once. */
export interface BookingActions {
  details: (booking: AdminBooking) => void;
  edit: (booking: AdminBooking) => void;
  quick: (booking: AdminBooking, action: Extract<QuickAction, { kind: 'status' }>) => void;
  /** The booking whose quick step is being saved, if any. */
  pendingId: string | null;
}

export const BookingActionsContext = createContext<BookingActions | null>(null);

export function useBookingActions(): BookingActions {
  const actions = useContext(BookingActionsContext);
  if (!actions) throw new Error('BookingActionsContext is missing');
  return actions;
}
