import { formatIndianMobile } from '@washday/core';
import { BadgeCheck, LogIn } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The last step: the account waits for an admin's approval. */
export function RiderRegistrationSuccess({ name, phone, onGoToLogin }: { name: string; phone: string; onGoToLogin: () => void }) {
  const { t } = useTranslation('rider');
  return (
    <div className="space-y-5 text-center" role="status">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <BadgeCheck className="h-9 w-9 text-emerald-700" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-xl font-extrabold text-ink">{t('registration.successTitle')}</h2>
        <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">
          <Trans
            t={t}
            i18nKey="registration.successBody"
            values={{ name: name.split(/\s+/)[0] ?? name, phone: formatIndianMobile(phone) }}
            components={{
              1: <span translate="no" />,
              2: <span translate="no" className="font-semibold whitespace-nowrap text-ink" />,
            }}
          />
        </p>
      </div>
      <Button size="lg" className="w-full" onClick={onGoToLogin}>
        <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
        {t('registration.goToLogin')}
      </Button>
    </div>
  );
}
