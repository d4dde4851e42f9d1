import { MAX_QUANTITY_PER_LINE, type CatalogueCategory, type CatalogueService, formatRupeesIn } from '@washday/core';
import { CircleCheck, Plus, RotateCw, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { addableCategories, addServiceProblem, parseQuantityInput } from '../../utils/order-edit';
import { useUnitLabel } from './item-row';

/** The live catalogue as the area loaded it (features do not fetch each other's data). */
export interface OrderCatalogue {
  categories: readonly CatalogueCategory[];
  status: 'loading' | 'ready' | 'error';
  onRetry?: () => void;
}

interface AddServicePanelProps {
  catalogue: OrderCatalogue;
  onAdd: (service: CatalogueService, quantity: number) => void;
}

const fieldClass =
  'h-12 w-full rounded-xl border-0 bg-white px-3.5 text-base text-ink ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500';

/** Category tabs, a service picker filtered by the tab, a quantity (minimum 1) and Add Service (rider-portal.md §2.4, §5.5). */
export function AddServicePanel({ catalogue, onAdd }: AddServicePanelProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { name } = useCatalogueText();
  const unitLabel = useUnitLabel();
  const ids = useId();
  const categories = useMemo(() => addableCategories(catalogue.categories), [catalogue.categories]);
  const [tab, setTab] = useState<string | null>(null);
  const [serviceId, setServiceId] = useState('');
  const [quantity, setQuantity] = useState('1');
  // Both in the interface language.
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const active = categories.find((category) => category.id === tab) ?? categories[0];

  const add = () => {
    const amount = parseQuantityInput(quantity);
    const found = addServiceProblem(serviceId, amount);
    const service = active?.services.find((s) => s.id === serviceId);
    if (found || !service) {
      setProblem(translateMessage(found ?? 'Please select a service'));
      setAdded(null);
      return;
    }
    onAdd(service, amount);
    setProblem(null);
    setAdded(t('addService.added', { quantity: amount, name: service.name }));
    setServiceId('');
    setQuantity('1');
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100">
      <h3 id={`${ids}-title`} className="text-[15px] font-bold text-ink">
        {t('addService.title')}
      </h3>

      {categories.length === 0 ? (
        catalogue.status === 'loading' ? (
          <div className="mt-3 space-y-2" role="status" aria-label={t('addService.loading')}>
            <Skeleton className="h-11 w-full rounded-xl" />
            <Skeleton className="h-12 w-full rounded-xl" />
          </div>
        ) : (
          <div role="alert" className="mt-3 rounded-xl bg-white px-3.5 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
            <p className="font-semibold text-ink">{t('addService.failedTitle')}</p>
            <p className="mt-0.5">{t('addService.failedBody')}</p>
            {catalogue.onRetry ? (
              <Button variant="secondary" className="mt-3" onClick={catalogue.onRetry}>
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {t('addService.retry')}
              </Button>
            ) : null}
          </div>
        )
      ) : (
        <>
          <div
            role="tablist"
            aria-label={t('addService.categories')}
            className="-mx-3.5 mt-3 flex gap-2 overflow-x-auto px-3.5 pb-1 [scrollbar-width:none]"
          >
            {categories.map((category) => {
              const selected = category.id === active?.id;
              return (
                <button
                  key={category.id}
                  type="button"
                  role="tab"
                  id={`${ids}-tab-${category.id}`}
                  aria-selected={selected}
                  aria-controls={`${ids}-panel`}
                  onClick={() => {
                    setTab(category.id);
                    setServiceId('');
                    setProblem(null);
                  }}
                  className={cn(
                    'h-11 shrink-0 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition',
                    selected
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-100',
                  )}
                >
                  <span translate={name(category).translate}>{name(category).text}</span>
                </button>
              );
            })}
          </div>

          <div
            role="tabpanel"
            id={`${ids}-panel`}
            aria-labelledby={active ? `${ids}-tab-${active.id}` : undefined}
            className="mt-3 space-y-3"
          >
            <div>
              <label htmlFor={`${ids}-service`} className="text-sm font-semibold text-slate-700">
                {t('addService.service')}
              </label>
              <select
                id={`${ids}-service`}
                value={serviceId}
                onChange={(event) => {
                  setServiceId(event.target.value);
                  setProblem(null);
                }}
                className={cn(fieldClass, 'mt-1')}
              >
                <option value="">{t('addService.selectService')}</option>
                {active?.services.map((service) => (
                  <option key={service.id} value={service.id} translate={name(service).translate}>
                    {name(service).text} · {formatRupeesIn(locale, service.price)}/{unitLabel(service.unit)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid grid-cols-[7rem_1fr] items-end gap-3">
              <div>
                <label htmlFor={`${ids}-quantity`} className="text-sm font-semibold text-slate-700">
                  {t('addService.quantity')}
                </label>
                <input
                  id={`${ids}-quantity`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_QUANTITY_PER_LINE}
                  step={1}
                  value={quantity}
                  onChange={(event) => {
                    setQuantity(event.target.value);
                    setProblem(null);
                  }}
                  // Unreadable input falls back to 1 (rider-portal.md §5.5).
                  onBlur={() => setQuantity(String(parseQuantityInput(quantity)))}
                  className={cn(fieldClass, 'mt-1 text-center font-semibold tabular-nums')}
                />
              </div>
              <Button size="lg" onClick={add}>
                <Plus className="h-5 w-5" aria-hidden="true" />
                {t('addService.add')}
              </Button>
            </div>
          </div>
        </>
      )}

      {problem ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-100"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      ) : null}
      <p aria-live="polite" className="empty:hidden mt-3 flex items-center gap-2 text-sm font-medium text-emerald-700">
        {added ? (
          <>
            <CircleCheck className="h-4 w-4" aria-hidden="true" />
            {added}
          </>
        ) : null}
      </p>
    </section>
  );
}
