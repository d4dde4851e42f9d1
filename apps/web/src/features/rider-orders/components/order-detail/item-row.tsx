import { formatRupees, MAX_QUANTITY_PER_LINE } from '@washday/core';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { EditItem } from '../../utils/order-edit';

const UNIT_LABELS: Record<string, string> = { KG: 'kg', PC: 'pc', SET: 'set' };
export const unitLabel = (unit: string) => UNIT_LABELS[unit] ?? unit.toLowerCase();

/** A saved line: name, unit price, quantity and line total. */
export function ItemRow({ item, price }: { item: EditItem; price: number }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3" aria-label={item.name}>
      <div className="min-w-0">
        <p className="text-[15px] font-semibold text-ink">{item.name}</p>
        <p className="text-[13px] text-slate-500 tabular-nums">
          {formatRupees(price)} / {unitLabel(item.unit)} × {item.quantity}
        </p>
      </div>
      <p className="shrink-0 text-[15px] font-bold text-ink tabular-nums">{formatRupees(price * item.quantity)}</p>
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
  const removed = item.quantity === 0;
  return (
    <li className="py-3" aria-label={item.name}>
      <div className={cn('flex items-start justify-between gap-3', removed && 'opacity-60')}>
        <div className="min-w-0">
          <p className={cn('text-[15px] font-semibold text-ink', removed && 'line-through')}>{item.name}</p>
          <p className="text-[13px] text-slate-500 tabular-nums">
            {formatRupees(price)} / {unitLabel(item.unit)}
          </p>
        </div>
        <p className="shrink-0 text-[15px] font-bold text-ink tabular-nums">{formatRupees(price * item.quantity)}</p>
      </div>
      <div className="mt-2 flex items-center justify-between gap-2">
        <div className="inline-flex items-center overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
          <button type="button" aria-label={`Decrease ${item.name}`} disabled={item.quantity <= 0} onClick={() => onStep(-1)} className={stepClass}>
            <Minus className="h-5 w-5" aria-hidden="true" />
          </button>
          <span className="w-10 text-center text-base font-bold text-ink tabular-nums">
            <span className="sr-only">Quantity: </span>
            {item.quantity}
          </span>
          <button
            type="button"
            aria-label={`Increase ${item.name}`}
            disabled={item.quantity >= MAX_QUANTITY_PER_LINE}
            onClick={() => onStep(1)}
            className={stepClass}
          >
            <Plus className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          aria-label={`Remove ${item.name}`}
          onClick={onRemove}
          className="inline-flex h-12 items-center gap-1.5 rounded-xl px-3.5 text-sm font-semibold text-red-600 transition hover:bg-red-50 active:bg-red-100"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Remove
        </button>
      </div>
      {removed ? <p className="mt-1.5 text-xs font-medium text-slate-500">At 0 this item is removed when you send the order.</p> : null}
    </li>
  );
}
