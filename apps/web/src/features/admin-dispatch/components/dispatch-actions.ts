import type { DispatchTrip, TripKind } from '@washday/core';
import { createContext, useContext } from 'react';

/** What a row's buttons open; the board provides it so the table's columns can stay at module scope. */
export interface DispatchActions {
  assignRider: (trip: DispatchTrip, kind: TripKind) => void;
  assignVendor: (trip: DispatchTrip) => void;
}

export const DispatchActionsContext = createContext<DispatchActions | null>(null);

export function useDispatchActions(): DispatchActions {
  const actions = useContext(DispatchActionsContext);
  if (!actions) throw new Error('useDispatchActions needs a DispatchActionsContext provider');
  return actions;
}
