import type { CatalogueCategory } from '@washday/core';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueTexts, type CatalogueTexts } from '@/lib/catalogue-text';

/**
 * The catalogue a screen has loaded, for naming booked lines by their service (`bookedName`): the customer app and
 * the rider's order page provide it. Without it, lines keep the names they were booked with.
 */
export const CatalogueOnHand = createContext<readonly CatalogueCategory[]>([]);

/** Catalogue names and descriptions in the interface language (the one rule, lib/catalogue-text.ts); follows a switch. */
export function useCatalogueText(): CatalogueTexts {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  const categories = useContext(CatalogueOnHand);
  return useMemo(() => catalogueTexts(language, categories), [language, categories]);
}
