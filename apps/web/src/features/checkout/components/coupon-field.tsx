import { formatRupeesIn } from '@washday/core';
import type { AppliedCoupon } from '@washday/core';
import { BadgePercent, LoaderCircle, TicketPercent } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { rebuildWithValues, translateCheckoutMessage } from '../utils/checkout-messages';

interface CouponFieldProps {
  value: string;
  onChange: (value: string) => void;
  applied: AppliedCoupon | null;
  discount: number;
  /** Core's or the server's refusal, in English (shown in the interface language). */
  error: string | null;
  applying: boolean;
  onApply: () => void;
  onRemove: () => void;
}

export function CouponField({ value, onChange, applied, discount, error, applying, onApply, onRemove }: CouponFieldProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const id = useId();
  const errorId = `${id}-error`;

  if (applied) {
    const builtIn = applied.description ? rebuildWithValues(applied.description, t) : null;
    const adminWritten = Boolean(applied.description) && builtIn === null;
    const description = builtIn ?? (applied.description || t('coupon.percentOff', { percent: applied.discount }));
    // A percentage says its cap ('30% off your first order · up to ₹200') unless its words already do.
    const capText = t('coupon.upTo', { amount: formatRupeesIn(locale, applied.maxDiscount) });
    const capped = applied.maxDiscount > 0 && !/up to|तक/.test(description);
    return (
      <div className="flex items-center gap-3 rounded-2xl bg-emerald-50 px-3.5 py-3 ring-1 ring-emerald-200" aria-live="polite">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white text-emerald-700 shadow-soft">
          <BadgePercent className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-bold text-emerald-900">
            {t('coupon.applied', { code: applied.code })}{' '}
            <span className="font-semibold text-emerald-700">· −{formatRupeesIn(locale, discount)}</span>
          </p>
          {/* The built-in coupons' descriptions are translated; one an admin wrote is shown as written. */}
          <p className="truncate text-xs text-emerald-800/80" translate={adminWritten ? 'no' : undefined}>
            {description}
            {capped ? ` · ${capText}` : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          className="shrink-0 text-emerald-800 hover:bg-emerald-100"
          aria-label={t('coupon.removeLabel', { code: applied.code })}
        >
          {t('coupon.remove')}
        </Button>
      </div>
    );
  }

  return (
    // Not a <form>: the checkout is one; Enter applies the coupon instead of placing the order.
    <div>
      <label htmlFor={id} className="sr-only">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <TicketPercent
            className="pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onApply();
              }
            }}
            placeholder={t('coupon.placeholder')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(
              'h-12 w-full rounded-2xl bg-slate-50 pr-3 pl-11 text-[16px] font-semibold tracking-wide text-ink uppercase ring-1 ring-slate-200 transition outline-none placeholder:font-normal placeholder:tracking-normal placeholder:normal-case placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500',
              error && 'bg-red-50/40 ring-red-400',
            )}
          />
        </div>
        <Button variant="secondary" className="h-12 shrink-0 px-5 text-brand-700" onClick={onApply} disabled={applying}>
          {applying ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {t('coupon.apply')}
        </Button>
      </div>
      {/* Translated here (a refusal can carry the code), so passed as an element: FieldError leaves it as it is. */}
      <FieldError id={errorId}>{error ? <>{translateCheckoutMessage(error, t)}</> : null}</FieldError>
    </div>
  );
}
