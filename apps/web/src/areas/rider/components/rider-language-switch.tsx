import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';

/**
 * Riders have no Preferences: they pick the interface language here, on the rider screens, and the phone remembers it
 * (docs/decisions/0021-languages.md).
 */
export function RiderLanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('rider');
  return <LanguageSwitch label={t('language.label')} className={className} tall />;
}
