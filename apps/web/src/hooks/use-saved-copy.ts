import { createContext, useContext } from 'react';

/**
 * While a portal shows the copy it saved on this phone instead of the server's answers (opened without a connection,
 * before its session could be checked): when the server gave what the copy holds, else null. Screens keep what needs
 * the server disabled meanwhile, since nothing the copy says is confirmed by the server now.
 */
export const SavedCopyContext = createContext<number | null>(null);

export function useSavedCopy(): number | null {
  return useContext(SavedCopyContext);
}
