import type { Rider } from '@washday/core';
import { createContext, useContext } from 'react';
import type { LocationSharing } from './use-location-sharing';

export interface RiderActivity {
  rider: Rider;
  /** Only approved riders may go active (rider-portal.md §4.1). */
  canGoActive: boolean;
  /** Active as the server stores it, and not on the way to inactive. */
  active: boolean;
  online: boolean;
  /** The rider is shown from the copy saved on the phone (offline): the switch cannot be used. */
  readOnly: boolean;
  /** 'locating' while the first position is asked for, 'saving' while the server decides. */
  phase: 'idle' | 'locating' | 'saving';
  sharing: LocationSharing;
  screen: { supported: boolean; held: boolean };
  setActive: (active: boolean) => void;
}

export const RiderActivityContext = createContext<RiderActivity | null>(null);

/** The signed-in rider's active status and live location, from RiderActivityProvider. */
export function useRiderActivity(): RiderActivity {
  const activity = useContext(RiderActivityContext);
  if (!activity) throw new Error('useRiderActivity must be used inside RiderActivityProvider');
  return activity;
}
