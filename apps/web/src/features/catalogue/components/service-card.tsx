import { formatRupeesIn } from '@washday/core';
import type { CatalogueService } from '@washday/core';
import { Clock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { useServiceImage } from '@/hooks/use-service-image';
import { turnaroundHours } from '../utils/turnaround';

interface ServiceCardProps {
  service: CatalogueService;
  /** Shown at the bottom of the card, e.g. the cart's Add button. */
  action?: ReactNode;
  /** On screen when the page opens: load the picture at once rather than when it scrolls into view. */
  eager?: boolean;
}

export function ServiceCard({ service, action, eager = false }: ServiceCardProps) {
  const { t } = useTranslation(['home', 'common']);
  const locale = useLocale();
  const catalogue = useCatalogueText();
  const name = catalogue.name(service);
  const description = catalogue.description(service);
  const { src, onError } = useServiceImage(service);
  const hours = turnaroundHours(service.estimatedTime);

  return (
    <article
      aria-label={name.text}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5 transition duration-200 hover:-translate-y-0.5 hover:shadow-lift"
    >
      <div className="relative aspect-[4/3] overflow-hidden md:aspect-[16/10] bg-brand-50">
        <img
          src={src}
          alt=""
          width={400}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={onError}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
        />
        {service.popular ? (
          <span className="absolute top-2.5 left-2.5 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-[11px] font-bold text-amber-700 shadow-sm ring-1 ring-amber-100 backdrop-blur">
            <Star className="h-3 w-3 fill-amber-400 text-amber-400" aria-hidden="true" />
            {t('catalogue.popular')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 md:p-4">
        <h3 translate={name.translate} className="text-[15px] leading-snug font-semibold text-ink md:text-base">
          {name.text}
        </h3>
        <p translate={description.translate} className="mt-1 line-clamp-2 text-xs leading-relaxed text-slate-500 md:text-[13px]">
          {description.text}
        </p>
        <div className="mt-auto pt-3">
          <p className="flex items-baseline gap-1">
            <span className="text-lg font-bold tracking-tight text-ink">{formatRupeesIn(locale, service.price)}</span>
            <span className="text-xs font-medium text-slate-500">
              <span aria-hidden="true">/ </span>
              <span className="sr-only">{t('catalogue.per')} </span>
              {t(`common:units.${service.unit}`)}
            </span>
          </p>
          <p className="mt-1 inline-flex items-center gap-1 text-[11px] font-medium text-slate-500 md:text-xs">
            <Clock className="h-3.5 w-3.5 text-brand-600" aria-hidden="true" />
            {hours ? t('catalogue.hours', { hours }) : <span translate="no">{service.estimatedTime}</span>}
          </p>
          {action ? <div className="mt-3">{action}</div> : null}
        </div>
      </div>
    </article>
  );
}
