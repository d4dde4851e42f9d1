import type { LatLng, SearchSuggestion } from '@washday/core';
import { LoaderCircle, MapPin, Search, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SEARCH_MIN_CHARS, usePlaceSuggestions } from '../api/search-places';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

export interface AddressSearchProps {
  /** Suggestions are biased towards this point (the map's centre). */
  near: LatLng | null;
  onPick: (suggestion: SearchSuggestion) => void;
  /** Lets the dialog leave Escape to the list while it is open. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** The search box with its suggestion list: a combobox, navigable with the arrow keys, Enter and Escape. */
export function AddressSearch({ near, onPick, onOpenChange, className }: AddressSearchProps) {
  const { t } = useTranslation('addresses');
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestionsQuery = usePlaceSuggestions(query, near);

  const searching = text.trim().length >= SEARCH_MIN_CHARS;
  const suggestions = searching && query.length >= SEARCH_MIN_CHARS ? (suggestionsQuery.data ?? []) : [];
  const waiting = searching && (query !== text.trim() || suggestionsQuery.isFetching) && suggestions.length === 0;
  const showList = open && searching;

  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const pick = (suggestion: SearchSuggestion) => {
    setText(suggestion.main_text);
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (suggestions.length > 0) setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      // Never submit the form from the search box.
      event.preventDefault();
      const chosen = suggestions[active >= 0 ? active : 0];
      if (showList && chosen) pick(chosen);
    } else if (event.key === 'Escape' && showList) {
      setOpen(false);
      setActive(-1);
    }
  };

  const activeId = showList && active >= 0 && suggestions[active] ? `${id}-option-${active}` : undefined;

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-2xl bg-white pr-11 pl-12 text-[16px] text-ink shadow-soft ring-1 ring-slate-200 transition outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500"
        />
        {text ? (
          <button
            type="button"
            aria-label={t('search.clear')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setText('');
              setActive(-1);
            }}
            className="absolute top-1/2 right-1.5 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-600"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>

      <div
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl bg-white shadow-lift ring-1 ring-slate-900/5',
          showList ? 'block' : 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="max-h-80 overflow-y-auto py-1.5">
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.place_id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the box so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              onMouseEnter={() => setActive(index)}
              className={cn('flex cursor-pointer items-start gap-3 px-4 py-2.5', index === active ? 'bg-brand-50' : 'bg-white')}
              // Place names from the map search: data, not interface text.
              translate="no"
            >
              <span className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                <MapPin className="h-4 w-4" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block truncate text-[15px] font-semibold text-ink">{suggestion.main_text}</span>
                {suggestion.secondary_text ? (
                  <span className="block truncate text-sm text-slate-500">{suggestion.secondary_text}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {suggestions.length === 0 ? (
          <p className="flex items-center gap-2 px-4 py-3.5 text-sm text-slate-500" aria-live="polite">
            {waiting ? (
              <>
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('search.searching')}
              </>
            ) : suggestionsQuery.isError ? (
              t('search.failed')
            ) : (
              <span className="flex flex-col">
                <span className="font-semibold text-slate-700">{t('search.noMatches')}</span>
                <span>{t('search.noMatchesHint')}</span>
              </span>
            )}
          </p>
        ) : null}
      </div>
    </div>
  );
}
