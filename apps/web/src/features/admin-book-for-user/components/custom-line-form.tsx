import { SERVICE_UNITS, bookForUserCustomLineProblem, type ServiceUnit } from '@washday/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { parseRupees, type FormLine } from '../utils/book-for-user-form';
import { customLine } from '../utils/order-lines';

const field =
  'h-10 w-full rounded-xl bg-slate-50 px-3 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-red-400';

/**
 * A service the catalogue does not have, at the admin's price: added only with a name, a quantity above 0 and a price
 * above 0 (§5). The quantity starts at 1; a price that is not a number counts as 0, so it is refused.
 */
export function CustomLineForm({ onAdd }: { onAdd: (line: FormLine) => void }) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [unit, setUnit] = useState<ServiceUnit>('PC');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const add = () => {
    const line = { name, quantity: quantity.trim() === '' ? 1 : Number(quantity), price: parseRupees(price) ?? 0 };
    const refused = bookForUserCustomLineProblem(line);
    if (refused) return setProblem(refused);
    onAdd(customLine({ ...line, unit }));
    setName('');
    setQuantity('1');
    setPrice('');
    setProblem(null);
  };
  const invalid = (f: string) => (problem?.field === f ? true : undefined);

  return (
    <div className="rounded-2xl bg-slate-50/70 p-3 ring-1 ring-slate-200">
      <p className="mb-2 text-xs font-bold tracking-wider text-slate-500 uppercase">Custom line (admin price)</p>
      <div
        className="grid grid-cols-3 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_5rem_7rem_5.5rem_auto]"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            add();
          }
        }}
      >
        {/* On a phone the name and the button take whole rows; quantity, price and unit share one. */}
        <label className="col-span-3 text-xs font-semibold text-slate-600 sm:col-span-1">
          Service name
          <input
            className={cn(field, 'mt-1')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Curtain wash"
            aria-invalid={invalid('name')}
          />
        </label>
        <label className="text-xs font-semibold text-slate-600">
          Qty
          <input
            className={cn(field, 'mt-1 tabular-nums')}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={invalid('quantity')}
          />
        </label>
        <label className="text-xs font-semibold text-slate-600">
          Price (₹)
          <input
            className={cn(field, 'mt-1 tabular-nums')}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            placeholder="0"
            aria-invalid={invalid('price')}
          />
        </label>
        <label className="text-xs font-semibold text-slate-600">
          Unit
          <select className={cn(field, 'mt-1')} value={unit} onChange={(e) => setUnit(e.target.value as ServiceUnit)}>
            {SERVICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="secondary" className="col-span-3 h-10 sm:col-span-1" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add line
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-[13px] font-medium text-red-600">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}
