import type { AdminCategory } from '@washday/core';
import { Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { AdminCategoryIcon } from './admin-category-icon';

export interface CategoryListProps {
  categories: readonly AdminCategory[];
  /** Services an umbrella shows: those of the categories it groups. */
  countOf: (category: AdminCategory) => { total: number; off: number };
  selectedId: string;
  onSelect: (id: string) => void;
  onAdd: () => void;
}

/** The categories in the order customers see them, each with how many services it has and how many are off. */
export function CategoryList({ categories, countOf, selectedId, onSelect, onAdd }: CategoryListProps) {
  return (
    // A column beside the services on a wide screen; a scrolling row above them on a tablet.
    <nav
      aria-label="Service categories"
      className="flex items-center gap-1 overflow-x-auto rounded-3xl bg-white p-2 shadow-soft ring-1 ring-slate-900/5 min-[80rem]:block min-[80rem]:overflow-visible"
    >
      <p className="hidden px-3 pt-2 pb-1 text-[11px] font-bold tracking-wider text-slate-500 uppercase min-[80rem]:block">
        Categories
      </p>
      <ul className="flex gap-1 min-[80rem]:block min-[80rem]:space-y-0.5">
        {categories.map((category) => {
          const { total, off } = countOf(category);
          const selected = category.id === selectedId;
          return (
            <li key={category.id} className="shrink-0">
              <button
                type="button"
                aria-current={selected ? 'page' : undefined}
                onClick={() => onSelect(category.id)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl px-3 py-2.5 text-left transition-colors',
                  selected ? 'bg-brand-50 ring-1 ring-brand-100' : 'hover:bg-slate-50',
                  category.groupsOthers && 'pl-3',
                )}
              >
                <span
                  className={cn(
                    'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl',
                    selected ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                    !category.enabled && 'opacity-50',
                  )}
                >
                  <AdminCategoryIcon name={category.icon} className="h-4 w-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block truncate text-sm font-semibold',
                      selected ? 'text-brand-900' : 'text-ink',
                      !category.enabled && 'text-slate-500',
                    )}
                  >
                    {category.name}
                  </span>
                  <span className="block text-xs text-slate-500 tabular-nums">
                    {category.groupsOthers ? `Groups ${total} services` : `${total} service${total === 1 ? '' : 's'}`}
                    {off > 0 && !category.groupsOthers ? ` · ${off} off` : ''}
                  </span>
                </span>
                {!category.enabled ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-bold text-slate-500">Off</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onAdd}
        className="flex shrink-0 items-center gap-2 rounded-2xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50 min-[80rem]:mt-1 min-[80rem]:w-full"
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add category
      </button>
    </nav>
  );
}
