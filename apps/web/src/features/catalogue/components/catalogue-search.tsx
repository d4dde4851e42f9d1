import { Search, X } from 'lucide-react';

interface CatalogueSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function CatalogueSearch({ value, onChange }: CatalogueSearchProps) {
  return (
    <div role="search" className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        type="search"
        aria-label="Search services"
        placeholder="Search for laundry, saree, suit…"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className="h-12 w-full appearance-none rounded-2xl border-0 bg-slate-100/80 pr-11 pl-12 text-[15px] text-ink ring-1 ring-transparent transition outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2.5 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-ink"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
