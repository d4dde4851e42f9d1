import { useLayoutEffect } from 'react';
import { currentLanguage, showLanguage, type AppLanguage } from '@/lib/i18n';

/**
 * Holds the interface in one language while an area is open (the admin portal is an English operations tool), and
 * gives back the device's language when it closes. The device's remembered choice is left as it is.
 */
export function useInterfaceLanguage(language: AppLanguage): void {
  useLayoutEffect(() => {
    const previous = currentLanguage();
    if (previous !== language) void showLanguage(language);
    return () => {
      if (previous !== language) void showLanguage(previous);
    };
  }, [language]);
}
