import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, type AppLanguage } from '@/lib/i18n';

/** The Intl locale of the interface language ('en-IN' or 'hi-IN'), for numbers, dates and rupees; follows a switch. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return INTL_LOCALES[(i18n.resolvedLanguage === 'hi' ? 'hi' : 'en') satisfies AppLanguage];
}
