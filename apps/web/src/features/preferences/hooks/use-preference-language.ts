import { languageOfPreference } from '@washday/core';
import { useEffect } from 'react';
import { setAppLanguage } from '@/lib/i18n';
import { usePreferences } from '../api/get-preferences';

/**
 * The signed-in customer's language (Preferences → Communication) is the interface's, and this device remembers it
 * for the next visit. A guest, or a customer whose preferences are still loading, keeps the device's language.
 */
export function usePreferenceLanguage(signedIn: boolean | undefined): void {
  const { data } = usePreferences(signedIn === true);
  const preferred = data?.communication.language;
  useEffect(() => {
    if (preferred) void setAppLanguage(languageOfPreference(preferred));
  }, [preferred]);
}
