import { formatRupeesIn } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { useServiceImage } from '@/hooks/use-service-image';
import { cn } from '@/lib/cn';
import type { CartLine } from '../utils/cart-lines';
import { CartStepper } from './cart-stepper';

/** The cart's lines with a stepper each and the line total core's pricing gives. */
export function CartLineList({ lines, className }: { lines: readonly CartLine[]; className?: string }) {
  const { t } = useTranslation(['home', 'common']);
  const locale = useLocale();
  const { name } = useCatalogueText();
  return (
    <ul className={cn('divide-y divide-slate-100', className)} aria-label={t('cart.lines')}>
      {lines.map(({ service, lineTotal }) => (
        <li key={service.id} aria-label={name(service).text} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <ServiceThumbnail service={service} />
          <div className="min-w-0 flex-1">
            <p translate={name(service).translate} className="truncate text-[15px] font-semibold text-ink">
              {name(service).text}
            </p>
            <p className="mt-0.5 flex flex-wrap items-baseline gap-x-1.5 text-xs text-slate-500">
              {lineTotal === null ? null : (
                <span className="text-[15px] font-bold text-ink tabular-nums" data-testid="line-total">
                  {formatRupeesIn(locale, lineTotal)}
                </span>
              )}
              <span>
                {formatRupeesIn(locale, service.price)} / {t(`common:units.${service.unit}`)}
                {service.minQuantity > 1 ? ` · ${t('cart.minimum', { count: service.minQuantity })}` : ''}
              </span>
            </p>
          </div>
          <CartStepper service={service} variant="compact" />
        </li>
      ))}
    </ul>
  );
}

function ServiceThumbnail({ service }: { service: CartLine['service'] }) {
  const { src, onError } = useServiceImage(service);
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={onError}
      className="h-14 w-14 shrink-0 rounded-xl bg-brand-50 object-cover ring-1 ring-slate-900/5"
    />
  );
}
