import type { RecurringCreateBody } from '@washday/core';
import { ChevronDown, Minus, Plus, X } from 'lucide-react';
import { useContext, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { FieldError } from '@/components/ui/input';
import { CatalogueOnHand, useCatalogueText } from '@/hooks/use-catalogue-text';
import { translateMessage } from '@/lib/i18n';

const MAX_QUANTITY = 99;
const MAX_LINES = 20;
const round =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 disabled:opacity-40';

/**
 * The usual services of a series: what the rider expects (the items are still confirmed at the door). Lines from the
 * order repeated, or added from the catalogue on hand; each with its count.
 */
export function SeriesServicesField({ knownNames }: { knownNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('recurring');
  const id = useId();
  const catalogue = useCatalogueText();
  const categories = useContext(CatalogueOnHand);
  const { control, setValue, formState } = useFormContext<RecurringCreateBody>();
  const lines = useWatch({ control, name: 'services' }) ?? [];
  const offered = categories
    .filter((c) => c.enabled)
    .flatMap((c) => c.services.filter((s) => s.enabled && !lines.some((l) => l.service_id === s.id)).map((s) => ({ c, s })));
  const nameOf = (serviceId: string) => {
    const service = categories.flatMap((c) => c.services).find((s) => s.id === serviceId);
    return service ? catalogue.name(service).text : catalogue.bookedName(serviceId, knownNames.get(serviceId) ?? serviceId).text;
  };
  const set = (next: typeof lines) => setValue('services', next, { shouldDirty: true });
  const error = formState.errors.services?.message;

  return (
    <div>
      <p className="mb-1 text-[15px] font-semibold text-ink">{t('form.services')}</p>
      <p className="mb-2 text-[13px] text-slate-500">{t('form.servicesHint')}</p>
      {lines.length > 0 ? (
        <ul className="mb-2 grid gap-2">
          {lines.map((line, index) => {
            const name = nameOf(line.service_id);
            const change = (quantity: number) => set(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
            return (
              <li key={line.service_id} className="flex items-center gap-1 rounded-2xl bg-slate-100 py-1 pr-1 pl-3 text-[15px]">
                <span className="min-w-0 flex-1 truncate text-slate-800">{name}</span>
                <button
                  type="button"
                  className={round}
                  aria-label={t('form.less', { name })}
                  disabled={line.quantity <= 1}
                  onClick={() => change(line.quantity - 1)}
                >
                  <Minus className="h-4 w-4" aria-hidden="true" />
                </button>
                <span className="w-7 text-center font-semibold tabular-nums" aria-live="polite">
                  {line.quantity}
                </span>
                <button
                  type="button"
                  className={round}
                  aria-label={t('form.more', { name })}
                  disabled={line.quantity >= MAX_QUANTITY}
                  onClick={() => change(line.quantity + 1)}
                >
                  <Plus className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={round}
                  aria-label={t('form.remove', { name })}
                  onClick={() => set(lines.filter((_, i) => i !== index))}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {offered.length > 0 && lines.length < MAX_LINES ? (
        <div className="relative">
          <label htmlFor={`${id}-add`} className="sr-only">
            {t('form.addService')}
          </label>
          <select
            id={`${id}-add`}
            value=""
            className="block h-11 w-full appearance-none rounded-2xl bg-white pr-10 pl-4 text-[15px] text-brand-700 ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
            onChange={(event) => {
              const serviceId = event.target.value;
              if (serviceId) set([...lines, { service_id: serviceId, quantity: 1 }]);
            }}
          >
            <option value="">{t('form.addService')}</option>
            {categories
              .filter((c) => offered.some((o) => o.c === c))
              .map((c) => (
                <optgroup key={c.id} label={catalogue.name(c).text}>
                  {offered
                    .filter((o) => o.c === c)
                    .map(({ s }) => (
                      <option key={s.id} value={s.id}>
                        {catalogue.name(s).text}
                      </option>
                    ))}
                </optgroup>
              ))}
          </select>
          <ChevronDown className="pointer-events-none absolute top-3 right-3.5 h-5 w-5 text-slate-400" aria-hidden="true" />
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{translateMessage(String(error))}</FieldError> : null}
    </div>
  );
}
