import { indexCatalogue, type CatalogueCategory } from '@washday/core';
import type { AppLanguage } from './i18n';

/**
 * Catalogue words as a screen shows them (docs/decisions/0021-languages.md): the Hindi when the interface is in
 * Hindi and the catalogue has it, else the catalogue's English. The English is data, like names and addresses, so it
 * is marked translate="no"; Hindi shown in a Hindi interface is not.
 */
export interface CatalogueText {
  text: string;
  translate: 'no' | undefined;
}

interface Named {
  name: string;
  nameHi?: string | null | undefined;
}

interface Described {
  description: string;
  descriptionHi?: string | null | undefined;
}

export interface CatalogueTexts {
  language: AppLanguage;
  /** A category's or a service's name. */
  name: (row: Named) => CatalogueText;
  description: (row: Described) => CatalogueText;
  /**
   * A booked line's name, stored in English when it was booked: in Hindi while the catalogue's service of that id
   * still has that English name (renamed since, the Hindi may describe something else, so the line stays as booked).
   */
  bookedName: (serviceId: string | null | undefined, storedName: string) => CatalogueText;
}

export function pickCatalogueText(english: string, hindi: string | null | undefined, language: AppLanguage): CatalogueText {
  return language === 'hi' && hindi ? { text: hindi, translate: undefined } : { text: english, translate: 'no' };
}

/** The picking rule for one language; `categories` (the catalogue on hand, if any) names booked lines. */
export function catalogueTexts(language: AppLanguage, categories: readonly CatalogueCategory[]): CatalogueTexts {
  const services = indexCatalogue(categories);
  return {
    language,
    name: (row) => pickCatalogueText(row.name, row.nameHi, language),
    description: (row) => pickCatalogueText(row.description, row.descriptionHi, language),
    bookedName(serviceId, storedName) {
      const service = serviceId ? services.get(serviceId) : undefined;
      return pickCatalogueText(storedName, service?.name === storedName ? service.nameHi : undefined, language);
    },
  };
}
