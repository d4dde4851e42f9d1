import { RefreshCw, Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The bar above a table: status chips, search, filters and refresh in a row that wraps (or rows, when stacked). */
export function TableToolbar({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  return (
    <div className={cn('flex gap-3 border-b border-slate-100 px-5', stacked ? 'flex-col py-4' : 'flex-wrap items-center py-3')}>
      {children}
    </div>
  );
}

export interface SearchFieldProps {
  /** The field's accessible name, e.g. 'Search vendors'. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  maxLength?: number;
  /** A button in the field that empties it. */
  clearable?: boolean;
  className?: string;
}

/** A search box with its magnifier; the screen debounces what is typed before asking the server. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  clearable = false,
  className = 'ml-auto w-full max-w-xs',
}: SearchFieldProps) {
  return (
    <label className={cn('relative', className)}>
      <span className="sr-only">{label}</span>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        className={cn(
          'h-10 w-full rounded-xl bg-slate-50 pl-9 text-sm ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500',
          clearable ? 'pr-9 [&::-webkit-search-cancel-button]:hidden' : 'pr-3',
        )}
      />
      {clearable && value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-200 hover:text-slate-700"
        >
          <X className="h-3.5 w-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </label>
  );
}

export interface FilterSelectProps<V extends string | number> {
  /** The select's name: hidden unless showLabel. */
  label: string;
  showLabel?: boolean;
  value: V;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  className?: string;
}

/** A filter (or page size) as a select in the toolbar. */
export function FilterSelect<V extends string | number>({
  label,
  showLabel = false,
  value,
  onChange,
  options,
  className,
}: FilterSelectProps<V>) {
  return (
    <label className={cn(showLabel && 'flex items-center gap-2 text-sm text-slate-500', className)}>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 rounded-xl bg-slate-50 px-3 text-sm font-medium text-ink ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Ask the server again now; spins while it answers. */
export function RefreshButton({ label, refreshing, onRefresh }: { label: string; refreshing: boolean; onRefresh: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onRefresh} disabled={refreshing} aria-label={label}>
      <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden="true" />
    </Button>
  );
}
