import { MAX_QUANTITY_PER_LINE, SERVICE_UNITS, formatRupeesIn } from '@washday/core';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import type { EditItem } from '../../utils/order-edit';

/** A catalogue unit as a price reads it (₹70 / kg), in the interface language; one not known yet in lower case. */
export function useUnitLabel() {
  const { t } = useTranslation('rider');
  return (unit: string) => {
    const known = SERVICE_UNITS.find((u) => u === unit);
    return known ? t(`items.units.${known}`) : unit.toLowerCase();
  };
}

/** A saved line: name, unit price, quantity and line total. */
export function ItemRow({ item, price }: { item: EditItem; price: number }) {
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  const name = useCatalogueText().bookedName(item.serviceId, item.name);
  return (
    <li className="flex items-start justify-between gap-3 py-3" aria-label={name.text}>
      <div className="min-w-0">
        <p translate={name.translate} className="text-[15px] font-semibold text-ink">
          {name.text}
        </p>
        <p className="text-[13px] text-slate-500 tabular-nums">
          {formatRupeesIn(locale, price)} / {unitLabel(item.unit)} × {item.quantity}
        </p>
      </div>
      <p className="shrink-0 text-[15px] font-bold text-ink tabular-nums">{formatRupeesIn(locale, price * item.quantity)}</p>
    </li>
  );
}

interface EditableItemRowProps {
  item: EditItem;
  price: number;
  onStep: (delta: number) => void;
  onRemove: () => void;
}

const stepClass =
  'inline-flex h-12 w-12 items-center justify-center text-brand-700 transition hover:bg-brand-50 active:bg-brand-100 disabled:text-slate-300 disabled:hover:bg-transparent';

/** A line in edit mode: minus (disabled at 0), plus and Remove (rider-portal.md §5.5). */
export function EditableItemRow({ item, price, onStep, onRemove }: EditableItemRowProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const unitLabel = useUnitLabel();
  const name = useCatalogueText().bookedName(item.serviceId, item.name);
  const removed = item.quantity === 0;
  return (
    <li className="py-3" aria-label={name.text}>
      <div className={cn('flex items-start justify-between gap-3', removed && 'opacity-60')}>
        <div className="min-w-0">
          <p translate={name.translate} className={cn('text-[15px] font-semibold text-ink', removed && 'line-through')}>
            {name.text}
          </p>
          <p className="text-[13px] text-slate-500 tabular-nums">
            {formatRupeesIn(locale, price)} / {unitLabel(item.unit)}
          </p>
        </div>
        <p className="shrink-0 text-[15px] font-bold text-ink tabular-nums">{formatRupeesIn(locale, price * item.quantity)}</p>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <div className="inline-flex items-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <button
            type="button"
            aria-label={t('items.decrease', { name: name.text })}
            disabled={item.quantity <= 0}
            onClick={() => onStep(-1)}
            className={stepClass}
          >
            <Minus className="h-5 w-5" aria-hidden="true" />
          </button>
          <span className="w-10 text-center text-base font-bold text-ink tabular-nums">
            <span className="sr-only">{t('items.quantity')}</span>
            {item.quantity}
          </span>
          <button
            type="button"
            aria-label={t('items.increase', { name: name.text })}
            disabled={item.quantity >= MAX_QUANTITY_PER_LINE}
            onClick={() => onStep(1)}
            className={stepClass}
          >
            <Plus className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          aria-label={t('items.removeItem', { name: name.text })}
          onClick={onRemove}
          className="inline-flex h-12 items-center gap-1.5 rounded-xl px-3.5 text-sm font-semibold text-red-600 transition hover:bg-red-50 active:bg-red-100"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('items.remove')}
        </button>
      </div>
      {removed ? <p className="mt-1.5 text-xs font-medium text-slate-500">{t('items.removedHint')}</p> : null}
    </li>
  );
}
