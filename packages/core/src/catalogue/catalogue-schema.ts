import { z } from 'zod';
import { SERVICE_UNITS } from '../enums.js';

/**
 * A name or description in Hindi, beside the English one: present only when the catalogue has it, so one answer
 * serves every language and the interface picks (docs/decisions/0021-languages.md).
 */
const hindi = z.string().min(1).optional();

export const catalogueServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  nameHi: hindi,
  descriptionHi: hindi,
  /** Rupees per unit. */
  price: z.number().nonnegative(),
  unit: z.enum(SERVICE_UNITS),
  category: z.string(),
  estimatedTime: z.string(),
  image: z.string(),
  popular: z.boolean(),
  enabled: z.boolean(),
  minQuantity: z.number().int().positive(),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;

export const catalogueCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  nameHi: hindi,
  descriptionHi: hindi,
  enabled: z.boolean(),
  services: z.array(catalogueServiceSchema),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

export const catalogueResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(catalogueCategorySchema),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
