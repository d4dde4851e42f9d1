import type { CatalogueCategory } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { cn } from '@/lib/cn';
import { CategoryIcon } from './category-icon';

export const ALL_CATEGORIES = 'all';

interface CategoryChipsProps {
  categories: readonly CatalogueCategory[];
  selectedId: string;
  onSelect: (categoryId: string) => void;
}

export function CategoryChips({ categories, selectedId, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation('home');
  const catalogue = useCatalogueText();
  // 'All' is the interface's; the categories' names are the catalogue's.
  const chips = [
    { id: ALL_CATEGORIES, name: { text: t('categories.all'), translate: undefined }, icon: 'all' },
    ...categories.map((category) => ({ id: category.id, name: catalogue.name(category), icon: category.icon })),
  ];
  return (
    <div
      role="group"
      aria-label={t('categories.label')}
      className="scrollbar-none -mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-0.5 md:mx-0 md:overflow-visible md:scroll-px-0 md:flex-wrap md:px-0"
    >
      {chips.map((chip) => {
        const selected = chip.id === selectedId;
        return (
          <button
            key={chip.id}
            type="button"
            translate={chip.name.translate}
            aria-pressed={selected}
            onClick={() => onSelect(chip.id)}
            className={cn(
              'inline-flex h-10 shrink-0 snap-start items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'bg-brand-600 text-white shadow-soft'
                : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200',
            )}
          >
            <CategoryIcon name={chip.icon} className={cn('h-4 w-4', selected ? 'text-white' : 'text-brand-600')} />
            {chip.name.text}
          </button>
        );
      })}
    </div>
  );
}
