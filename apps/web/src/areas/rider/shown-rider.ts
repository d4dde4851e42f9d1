import type { Rider } from '@washday/core';
import { createContext, useContext } from 'react';

/**
 * The rider the signed-in pages show: the server's answer, or while offline the copy saved on this phone (then
 * SavedCopyContext says so, and nothing is decided on it).
 */
export const ShownRiderContext = createContext<Rider | null>(null);

export function useShownRider(): Rider | null {
  return useContext(ShownRiderContext);
}
