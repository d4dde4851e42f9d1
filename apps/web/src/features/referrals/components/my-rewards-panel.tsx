import { REFERRAL_MESSAGES, type ReferralCoupon, formatNumberIn, formatRupeesIn } from '@washday/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Copy, RotateCw, TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { dialogToastOptions } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import type { ReferralInfoAnswer } from '../api/referral-keys';

function Stat({ label, value }: { label: string; value: number }) {
  const locale = useLocale();
  return (
    <div className="rounded-2xl bg-white px-3 py-3 ring-1 ring-slate-900/5">
      <dd className="text-2xl font-extrabold text-ink tabular-nums">{formatNumberIn(locale, value)}</dd>
      <dt className="text-xs font-semibold text-slate-500">{label}</dt>
    </div>
  );
}

function CouponRow({ coupon }: { coupon: ReferralCoupon }) {
  const { t } = useTranslation('account', { keyPrefix: 'referrals.rewards' });
  const locale = useLocale();
  const usable = coupon.state === 'available';
  const copyCoupon = async () => {
    try {
      await navigator.clipboard.writeText(coupon.code);
      toast.success(t('copied', { code: coupon.code }), dialogToastOptions());
    } catch {
      toast.error(translateMessage(REFERRAL_MESSAGES.copyFailed), dialogToastOptions());
    }
  };
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-2xl px-3.5 py-3 ring-1',
        usable ? 'bg-emerald-50 ring-emerald-200' : 'bg-slate-50 ring-slate-200',
      )}
    >
      <span
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white shadow-soft',
          usable ? 'text-emerald-700' : 'text-slate-500',
        )}
      >
        <TicketPercent className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p translate="no" className="font-mono text-[15px] font-bold tracking-wide text-ink">
          {coupon.code}
        </p>
        <p className="text-xs text-slate-600">
          {coupon.kind === 'welcome' ? t('welcomeCoupon') : t('rewardCoupon')} ·{' '}
          {t('couponTerms', { percent: coupon.discount, maxDiscount: formatRupeesIn(locale, coupon.maxDiscount) })}
        </p>
        <p className={cn('text-xs font-semibold', usable ? 'text-emerald-700' : 'text-slate-500')}>
          {t(`states.${coupon.state}`)}
        </p>
      </div>
      {usable ? (
        <Button variant="ghost" size="sm" onClick={() => void copyCoupon()} aria-label={t('copyLabel', { code: coupon.code })}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('copy')}
        </Button>
      ) : null}
    </li>
  );
}

/** The My Rewards tab: friends referred, rewards pending and earned, and the coupons to use at checkout. */
export function MyRewardsPanel({ info }: { info: UseQueryResult<ReferralInfoAnswer> }) {
  const { t } = useTranslation('account', { keyPrefix: 'referrals' });
  if (info.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 px-4 py-4 text-sm text-red-700 ring-1 ring-red-100">
        <p className="font-semibold">{t('rewards.failed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void info.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-16 w-full rounded-2xl" />
      </div>
    );
  }
  const { asReferrer, asReferee } = info.data.stats;
  const { terms, coupons } = info.data;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-2 rounded-3xl bg-slate-50 p-2">
        <Stat label={t('rewards.friendsReferred')} value={asReferrer.totalReferrals} />
        <Stat label={t('rewards.ordersCompleted')} value={asReferrer.completedReferrals} />
        <Stat label={t('rewards.pendingRewards')} value={asReferrer.pendingRewards} />
        <Stat label={t('rewards.rewardsEarned')} value={asReferrer.totalRewardsEarned} />
      </dl>

      {asReferee.hasUsedReferral ? (
        <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
          {asReferee.referrerName ? t('rewards.joinedWith', { name: asReferee.referrerName }) : t('rewards.joinedWithFriend')}{' '}
          {asReferee.status === 'completed'
            ? t('rewards.firstOrderDone')
            : t('rewards.firstOrderDiscount', { percent: terms.refereeDiscountPercent })}
        </p>
      ) : null}

      <section aria-labelledby="referral-coupons-heading">
        <h3 id="referral-coupons-heading" className="text-sm font-bold text-ink">
          {t('rewards.coupons')}
        </h3>
        {coupons.length ? (
          <ul className="mt-2 space-y-2">
            {coupons.map((coupon) => (
              <CouponRow key={coupon.code} coupon={coupon} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-500">{t('rewards.none', { percent: terms.referrerRewardPercent })}</p>
        )}
        {coupons.some((c) => c.state === 'available') ? (
          <p className="mt-2 text-xs text-slate-500">{t('rewards.useAtCheckout')}</p>
        ) : null}
      </section>
    </div>
  );
}
