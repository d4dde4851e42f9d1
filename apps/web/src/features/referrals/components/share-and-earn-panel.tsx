import { formatRupeesIn } from '@washday/core';
import type { ReferralTerms } from '@washday/core';
import { Copy, Link2, LoaderCircle, MessageCircle, MessageSquareText, RotateCw, Share2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import type { ReferralCodeStatus } from '../hooks/use-my-referral';
import { canShareNatively, useReferralShare } from '../hooks/use-referral-share';

interface ShareAndEarnPanelProps {
  code: string | null;
  codeStatus: ReferralCodeStatus;
  terms: ReferralTerms | null;
  onRetry: () => void;
}

function ShareButton({
  icon: Icon,
  label,
  onClick,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" className="h-12 justify-start px-4" onClick={onClick}>
      <Icon className="h-5 w-5 text-brand-600" aria-hidden="true" />
      {label}
    </Button>
  );
}

function CodeCard({ code, codeStatus, onRetry }: Pick<ShareAndEarnPanelProps, 'code' | 'codeStatus' | 'onRetry'>) {
  const { t } = useTranslation('account', { keyPrefix: 'referrals' });
  if (codeStatus === 'error') {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 px-4 py-4 text-sm text-red-700 ring-1 ring-red-100">
        <p className="font-semibold">{t('share.codeFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 px-4 py-4 text-center">
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t('share.yourCode')}</p>
      {code ? (
        <p
          className="mt-1 font-mono text-3xl font-extrabold tracking-[0.12em] text-ink"
          data-testid="my-referral-code"
          translate="no"
        >
          {code}
        </p>
      ) : (
        <p className="mt-2 inline-flex items-center gap-2 text-sm text-slate-500" role="status">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('share.gettingCode')}
        </p>
      )}
    </div>
  );
}

/** The Share & Earn tab: the code, and every way to pass it on (each says 'not ready yet' until the code is there). */
export function ShareAndEarnPanel({ code, codeStatus, terms, onRetry }: ShareAndEarnPanelProps) {
  const { t } = useTranslation('account', { keyPrefix: 'referrals.share' });
  const locale = useLocale();
  const share = useReferralShare(code, terms?.refereeDiscountPercent ?? null);
  const maxDiscount = terms ? formatRupeesIn(locale, terms.maxDiscount) : '';
  return (
    <div className="space-y-5">
      <CodeCard code={code} codeStatus={codeStatus} onRetry={onRetry} />

      <div className="grid grid-cols-2 gap-2">
        <ShareButton icon={Copy} label={t('copyCode')} onClick={() => void share.copyCode()} />
        <ShareButton icon={Link2} label={t('copyLink')} onClick={() => void share.copyLink()} />
        <ShareButton icon={MessageCircle} label={t('whatsapp')} onClick={share.whatsapp} />
        <ShareButton icon={MessageSquareText} label={t('sms')} onClick={share.sms} />
        {canShareNatively() ? <ShareButton icon={Share2} label={t('share')} onClick={() => void share.share()} /> : null}
      </div>

      {terms ? (
        <ol className="space-y-2 rounded-2xl bg-slate-50 px-4 py-3.5 text-sm text-slate-600 ring-1 ring-slate-900/5">
          <li>
            <span className="font-semibold text-ink">1.</span> {t('step1')}
          </li>
          <li>
            <span className="font-semibold text-ink">2.</span>{' '}
            {t('step2', { percent: terms.refereeDiscountPercent, maxDiscount })}
          </li>
          <li>
            <span className="font-semibold text-ink">3.</span> {t('step3', { percent: terms.referrerRewardPercent, maxDiscount })}
          </li>
        </ol>
      ) : null}
    </div>
  );
}
