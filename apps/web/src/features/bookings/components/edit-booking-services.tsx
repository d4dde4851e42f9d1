import { MAX_QUANTITY_PER_LINE, SERVICE_UNITS, type ServiceUnit, formatRupeesIn } from '@washday/core';
import { ArrowLeft, Minus, Plus, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import type { EditCatalogue } from '@/lib/edit-catalogue';
import type { CatalogueIndex, EditLine } from '../utils/edit-booking';

export interface EditServicesPanelProps {
  lines: EditLine[];
  catalogue: EditCatalogue;
  catalogueIndex: CatalogueIndex;
  mode: 'edit' | 'add-services';
  onModeChange: (mode: 'edit' | 'add-services') => void;
  onLinesChange: (lines: EditLine[]) => void;
}

const isUnit = (unit: string): unit is ServiceUnit => (SERVICE_UNITS as readonly string[]).includes(unit);

/** '₹150 / piece' in the interface language. */
function usePerUnit() {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  return (price: number, unit: string) =>
    t('editServices.perUnit', {
      price: formatRupeesIn(locale, price),
      unit: isUnit(unit) ? t(`editServices.units.${unit}`) : unit,
    });
}

function QuantityStepper({
  name,
  quantity,
  min,
  onChange,
}: {
  name: string;
  quantity: number;
  min: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <div className="inline-flex h-11 items-center rounded-xl bg-white ring-1 ring-slate-200">
      <button
        type="button"
        aria-label={t('editServices.decrease', { name })}
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-l-xl text-brand-700 transition hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <span className="w-8 text-center text-[15px] font-bold text-ink tabular-nums">{quantity}</span>
      <button
        type="button"
        aria-label={t('editServices.increase', { name })}
        disabled={quantity >= MAX_QUANTITY_PER_LINE}
        onClick={() => onChange(quantity + 1)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-r-xl text-brand-700 transition hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Services tab: the booked lines (edit mode) or the catalogue to add from (add-services mode). */
export function EditServicesPanel({
  lines,
  catalogue,
  catalogueIndex,
  mode,
  onModeChange,
  onLinesChange,
}: EditServicesPanelProps) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const perUnit = usePerUnit();
  const { name, bookedName } = useCatalogueText();
  // A line the catalogue cannot name again (a custom item) cannot be re-sent: support changes those.
  const locked = lines.some((line) => !line.serviceId);
  const priceOf = (line: EditLine) => (line.serviceId ? catalogueIndex.get(line.serviceId)?.price : undefined) ?? line.unitPrice;
  const minOf = (serviceId: string | null) => (serviceId ? catalogueIndex.get(serviceId)?.minQuantity : undefined) ?? 1;

  const setQuantity = (serviceId: string | null, index: number, quantity: number) =>
    onLinesChange(lines.map((line, i) => (i === index && line.serviceId === serviceId ? { ...line, quantity } : line)));
  const remove = (index: number) => onLinesChange(lines.filter((_, i) => i !== index));

  if (mode === 'add-services') {
    return (
      <section aria-labelledby="add-services-heading">
        <div className="flex items-center justify-between gap-3">
          <h3 id="add-services-heading" className="text-base font-bold text-ink">
            {t('editServices.addServices')}
          </h3>
          <Button variant="secondary" size="sm" className="h-10" onClick={() => onModeChange('edit')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('editServices.done')}
          </Button>
        </div>
        {catalogue.status === 'loading' && catalogue.categories.length === 0 ? (
          <div className="mt-4 space-y-3" role="status" aria-label={t('editServices.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-16 w-full rounded-2xl" />
            ))}
          </div>
        ) : catalogue.categories.length === 0 ? (
          <div role="alert" className="mt-4 rounded-2xl bg-slate-50 px-4 py-6 text-center ring-1 ring-slate-100">
            <p className="text-[15px] font-semibold text-ink">{t('editServices.loadFailed')}</p>
            <p className="mt-1 text-sm text-slate-500">{t('editServices.checkConnection')}</p>
            {catalogue.onRetry ? (
              <Button variant="secondary" size="sm" className="mt-4" onClick={catalogue.onRetry}>
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {t('actions.retry')}
              </Button>
            ) : null}
          </div>
        ) : (
          <div className="mt-2 space-y-5">
            {catalogue.categories.map((category) =>
              category.services.length === 0 ? null : (
                <section key={category.id} aria-label={name(category).text}>
                  <h4
                    className="sticky top-[4.25rem] z-[5] -mx-1 bg-white/95 px-1 py-2 text-xs font-bold tracking-wide text-slate-500 uppercase backdrop-blur"
                    translate={name(category).translate}
                  >
                    {name(category).text}
                  </h4>
                  <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200/80">
                    {category.services.map((service) => {
                      const index = lines.findIndex((line) => line.serviceId === service.id);
                      const line = index >= 0 ? lines[index] : undefined;
                      const serviceName = name(service);
                      return (
                        <li key={service.id} className="flex items-center gap-3 px-3.5 py-2.5">
                          <div className="min-w-0 flex-1">
                            <p className="truncate text-[15px] font-semibold text-ink" translate={serviceName.translate}>
                              {serviceName.text}
                            </p>
                            <p className="text-[13px] text-slate-500 tabular-nums">{perUnit(service.price, service.unit)}</p>
                          </div>
                          {line ? (
                            <QuantityStepper
                              name={serviceName.text}
                              quantity={line.quantity}
                              min={service.minQuantity}
                              onChange={(quantity) => setQuantity(service.id, index, quantity)}
                            />
                          ) : (
                            <Button
                              variant="secondary"
                              size="sm"
                              className="h-11 px-4 text-brand-700"
                              aria-label={t('editServices.addLabel', { name: serviceName.text })}
                              onClick={() =>
                                onLinesChange([
                                  ...lines,
                                  {
                                    serviceId: service.id,
                                    name: service.name,
                                    category: service.category,
                                    unit: service.unit,
                                    quantity: Math.max(1, service.minQuantity),
                                    unitPrice: service.price,
                                  },
                                ])
                              }
                            >
                              <Plus className="h-4 w-4" aria-hidden="true" />
                              {t('editServices.add')}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ),
            )}
          </div>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="booked-services-heading">
      <h3 id="booked-services-heading" className="text-base font-bold text-ink">
        {t('editServices.yourItems')}
      </h3>
      {locked ? (
        <p className="mt-2 rounded-2xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900 ring-1 ring-amber-100">
          {t('editServices.locked')}
        </p>
      ) : null}
      {lines.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-slate-50 px-4 py-6 text-center text-[15px] text-slate-500 ring-1 ring-slate-100">
          {t('editServices.empty')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200/80">
          {lines.map((line, index) => (
            <li key={`${line.serviceId ?? line.name}-${index}`} className="px-3.5 py-3">
              <div className="flex items-baseline justify-between gap-3">
                <p
                  className="min-w-0 text-[15px] font-semibold text-ink"
                  translate={bookedName(line.serviceId, line.name).translate}
                >
                  {bookedName(line.serviceId, line.name).text}
                </p>
                <p className="shrink-0 text-[15px] font-semibold text-ink tabular-nums">
                  {formatRupeesIn(locale, priceOf(line) * line.quantity)}
                </p>
              </div>
              <p className="text-[13px] text-slate-500 tabular-nums">{perUnit(priceOf(line), line.unit)}</p>
              <div
                className={cn('mt-2 flex items-center gap-1.5', locked && 'pointer-events-none opacity-50')}
                aria-disabled={locked || undefined}
              >
                <QuantityStepper
                  name={bookedName(line.serviceId, line.name).text}
                  quantity={line.quantity}
                  min={minOf(line.serviceId)}
                  onChange={(quantity) => setQuantity(line.serviceId, index, quantity)}
                />
                <button
                  type="button"
                  aria-label={t('editServices.removeLabel', { name: bookedName(line.serviceId, line.name).text })}
                  disabled={locked}
                  onClick={() => remove(index)}
                  className="inline-flex h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-slate-500 transition hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span aria-hidden="true">{t('editServices.remove')}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {locked ? null : (
        <button
          type="button"
          onClick={() => onModeChange('add-services')}
          className="mt-3 flex h-12 w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 text-[15px] font-semibold text-brand-700 transition hover:border-brand-300 hover:bg-brand-50"
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          {t('editServices.addServices')}
        </button>
      )}
    </section>
  );
}
