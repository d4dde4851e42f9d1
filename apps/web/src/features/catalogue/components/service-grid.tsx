import type { CatalogueCategory, CatalogueService } from '@washday/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { ServiceCard } from './service-card';

/**
 * The first cards are on screen at once (two rows on a phone): their pictures load without waiting for layout. The
 * server's drawing of the home's first screen shows as many (src/prerender/home-snapshot.tsx).
 */
export const EAGER_PICTURES = 4;

/** Two columns on phones; one to four by width on desktop (customer-app.md §2 Home). */
const GRIDS = {
  mobile: 'grid grid-cols-2 gap-3 sm:gap-4',
  desktop: 'grid grid-cols-1 gap-3 min-[30rem]:grid-cols-2 sm:gap-4 md:grid-cols-3 lg:grid-cols-4',
  /** Before the layout is known (and for the skeleton): what CSS alone can tell. */
  auto: 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4',
} as const;

export type ServiceGridLayout = keyof typeof GRIDS;

interface ServiceGridProps {
  categories: readonly CatalogueCategory[];
  /** The services to show (already filtered); they are grouped under their categories in catalogue order. */
  services: readonly CatalogueService[];
  layout?: ServiceGridLayout;
  /** Per-card action, e.g. the cart's Add button. */
  renderAction?: (service: CatalogueService) => ReactNode;
}

export function ServiceGrid({ categories, services, layout = 'auto', renderAction }: ServiceGridProps) {
  const { name, description } = useCatalogueText();
  const shown = new Set(services.map((service) => service.id));
  const groups = categories
    .map((category) => ({ category, services: category.services.filter((service) => shown.has(service.id)) }))
    .filter((group) => group.services.length > 0);
  const eager = new Set(
    groups
      .flatMap((group) => group.services)
      .slice(0, EAGER_PICTURES)
      .map((service) => service.id),
  );

  return (
    <div className="space-y-8">
      {groups.map(({ category, services: groupServices }, groupIndex) => (
        <section
          key={category.id}
          aria-labelledby={`category-${category.id}`}
          // Categories below the first are laid out and painted only when scrolled near: a phone draws one screen.
          className={groupIndex > 0 ? '[contain-intrinsic-size:auto_40rem] [content-visibility:auto]' : undefined}
        >
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2
              id={`category-${category.id}`}
              translate={name(category).translate}
              className="text-lg font-bold tracking-tight text-ink md:text-xl"
            >
              {name(category).text}
            </h2>
            <p translate={description(category).translate} className="truncate text-xs text-slate-500 md:text-sm">
              {description(category).text}
            </p>
          </div>
          <div className={GRIDS[layout]}>
            {groupServices.map((service) => (
              <ServiceCard key={service.id} service={service} action={renderAction?.(service)} eager={eager.has(service.id)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function ServiceGridSkeleton() {
  const { t } = useTranslation('home');
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="sr-only">{t('catalogue.loading')}</span>
      <div aria-hidden="true" className={GRIDS.auto}>
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-900/5">
            <Skeleton className="aspect-[4/3] rounded-none md:aspect-[16/10]" />
            <div className="space-y-2 p-3 md:p-4">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="mt-4 h-5 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
