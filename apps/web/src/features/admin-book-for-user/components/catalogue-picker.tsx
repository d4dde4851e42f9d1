import { categoryIncludes, filterServices, formatRupees, type CatalogueCategory, type CatalogueService } from '@washday/core';
import { Plus, Search, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import type { FormLine } from '../utils/book-for-user-form';
import { QuantityStepper } from './quantity-stepper';

/** The live catalogue by category, searchable, with a stepper per service. */
export function CataloguePicker({
  categories,
  lines,
  onQuantity,
}: {
  categories: readonly CatalogueCategory[];
  lines: readonly FormLine[];
  onQuantity: (service: CatalogueService, quantity: number) => void;
}) {
  const [category, setCategory] = useState('all');
  const [query, setQuery] = useState('');
  // A category shows when it (or, for the dry-clean umbrella, one it includes) has a service to book.
  const tabs = useMemo(
    () => categories.filter((c) => categories.some((other) => categoryIncludes(c.id, other.id) && other.services.length > 0)),
    [categories],
  );
  const categoryNames = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const services = filterServices(categories, { categoryId: category, query });
  const quantities = new Map(lines.flatMap((l) => (l.serviceId ? [[l.serviceId, l.quantity] as const] : [])));

  return (
    <div>
      <div className="flex items-start gap-3">
        <div role="tablist" aria-label="Service categories" className="flex flex-1 flex-wrap gap-1.5">
          {[{ id: 'all', name: 'All' }, ...tabs].map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              aria-selected={category === c.id}
              onClick={() => setCategory(c.id)}
              className={cn(
                'h-8 rounded-full px-3 text-xs font-semibold ring-1 transition-colors',
                category === c.id
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50 hover:text-ink',
              )}
            >
              {c.name}
            </button>
          ))}
        </div>
        <label className="relative w-56 shrink-0">
          <span className="sr-only">Search services</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search services"
            className="h-9 w-full rounded-xl bg-slate-50 pr-3 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
          />
        </label>
      </div>

      {services.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-2xl bg-slate-50 px-4 py-6 text-sm text-slate-500 ring-1 ring-slate-200">
          <SearchX className="h-4 w-4" aria-hidden="true" />
          No service matches. Add it as a custom line below.
        </p>
      ) : (
        <ul aria-label="Catalogue services" className="mt-3 grid max-h-80 gap-2 overflow-y-auto p-0.5 lg:grid-cols-2">
          {services.map((service) => {
            const quantity = quantities.get(service.id) ?? 0;
            return (
              <li
                key={service.id}
                className={cn(
                  'flex items-center gap-3 rounded-2xl px-3.5 py-2.5 ring-1 transition-colors',
                  quantity ? 'bg-brand-50/50 ring-brand-200' : 'bg-white ring-slate-200',
                )}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink">{service.name}</p>
                  <p className="truncate text-xs text-slate-500">
                    <span className="font-semibold text-slate-700 tabular-nums">{formatRupees(service.price)}</span> /{' '}
                    {service.unit}
                    {' · '}
                    {categoryNames.get(service.category) ?? service.category}
                    {service.minQuantity > 1 ? ` · min ${service.minQuantity}` : ''}
                  </p>
                </div>
                {quantity ? (
                  <QuantityStepper
                    label={service.name}
                    quantity={quantity}
                    min={Math.max(1, service.minQuantity)}
                    onStep={(delta) => onQuantity(service, quantity + delta)}
                  />
                ) : (
                  <button
                    type="button"
                    onClick={() => onQuantity(service, Math.max(1, service.minQuantity))}
                    aria-label={`Add ${service.name}`}
                    className="inline-flex h-8 items-center gap-1 rounded-xl bg-white px-3 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                  >
                    <Plus className="h-3.5 w-3.5" aria-hidden="true" />
                    Add
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
