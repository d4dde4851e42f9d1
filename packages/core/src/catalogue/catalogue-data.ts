// The catalogue of customer-app.md §3, exactly. It seeds the database (which is then the authority)
// and is the built-in fallback the web app shows if the catalogue cannot be loaded.
import type { ServiceUnit } from '../enums.js';
import { serviceImagePath } from './catalogue-pictures.js';

export interface CatalogueCategorySeed {
  id: string;
  name: string;
  icon: string;
  description: string;
}

export interface CatalogueServiceSeed {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  /** Whole rupees, as the spec prints them. */
  price: number;
  unit: ServiceUnit;
  estimatedTime: string;
  popular: boolean;
  minQuantity: number;
}

export const CATALOGUE_CATEGORIES: readonly CatalogueCategorySeed[] = [
  { id: 'laundry', name: 'Laundry', icon: 'shirt', description: 'Wash and fold or wash and iron, priced by weight' },
  { id: 'iron', name: 'Iron', icon: 'flame', description: 'Crisp pressing and steam ironing' },
  // The spec's umbrella: no services of its own, it shows the three below (see categoryIncludes).
  { id: 'dry-clean', name: 'Dry Clean', icon: 'shirt', description: "Every dry-clean service: men's, women's and woolen" },
  { id: 'mens-dry-clean', name: "Men's Dry Clean", icon: 'user', description: 'Shirts, suits, kurtas and sherwanis' },
  { id: 'womens-dry-clean', name: "Women's Dry Clean", icon: 'sparkles', description: 'Sarees, suits, dresses and lehengas' },
  { id: 'woolen-dry-clean', name: 'Woolen Dry Clean', icon: 'snowflake', description: 'Jackets, sweaters, shawls and leather' },
];

type Row = [id: string, name: string, price: number, unit: ServiceUnit, estimatedTime: string, description: string];

function rows(categoryId: string, list: Row[], popularIds: string[] = []): CatalogueServiceSeed[] {
  return list.map(([id, name, price, unit, estimatedTime, description]) => ({
    id,
    categoryId,
    name,
    description,
    price,
    unit,
    estimatedTime,
    popular: popularIds.includes(id),
    minQuantity: 1,
  }));
}

export const CATALOGUE_SERVICES: readonly CatalogueServiceSeed[] = [
  ...rows(
    'laundry',
    [
      ['laundry-fold', 'Laundry + Fold', 70, 'KG', '24-48 hours', 'Machine wash, dry and neatly folded'],
      ['laundry-iron', 'Laundry + Iron', 120, 'KG', '24-48 hours', 'Machine wash, dry and pressed'],
    ],
    ['laundry-fold', 'laundry-iron'],
  ),
  ...rows('iron', [
    ['iron-regular', 'Regular Iron', 20, 'PC', '24 hours', 'Coal iron for everyday clothes'],
    [
      'iron-suit-lehenga-heavy',
      'Suit / Lehenga / Heavy Iron',
      150,
      'SET',
      '24-48 hours',
      'Careful pressing for suits, lehengas and heavy wear',
    ],
    [
      'iron-ladies-suit-kurta-saree',
      'Ladies Suit / Kurta / Saree Iron',
      100,
      'SET',
      '24-48 hours',
      'Pressing for ladies suits, kurtas and sarees',
    ],
    ['iron-regular-steam', 'Regular Steam Iron', 40, 'PC', '24 hours', 'Steam pressing for a wrinkle-free finish'],
  ]),
  ...rows('mens-dry-clean', [
    ['dc-men-shirt', 'Shirt', 100, 'PC', '48-72 hours', 'Dry clean for formal and casual shirts'],
    ['dc-men-trouser', 'Trouser', 120, 'PC', '48-72 hours', 'Dry clean for trousers and chinos'],
    ['dc-men-coat', 'Coat', 240, 'PC', '48-72 hours', 'Dry clean for blazers and coats'],
    ['dc-men-suit-2pc', 'Suit (2 Piece)', 360, 'SET', '48-72 hours', 'Coat and trouser, dry cleaned and pressed'],
    ['dc-men-suit-3pc', 'Suit (3 Piece)', 540, 'SET', '48-72 hours', 'Coat, waistcoat and trouser, dry cleaned and pressed'],
    ['dc-men-kurta-pyjama', 'Kurta Pyjama', 220, 'SET', '48-72 hours', 'Kurta and pyjama, dry cleaned and pressed'],
    ['dc-men-sherwani', 'Sherwani', 300, 'SET', '72-96 hours', 'Gentle dry clean for sherwanis'],
    ['dc-men-kurta', 'Kurta', 120, 'PC', '48-72 hours', 'Dry clean for kurtas'],
  ]),
  ...rows('womens-dry-clean', [
    ['dc-women-kurta', 'Kurta', 120, 'PC', '48-72 hours', 'Dry clean for kurtas and kurtis'],
    ['dc-women-salwar', 'Salwar', 120, 'PC', '48-72 hours', 'Dry clean for salwars and palazzos'],
    ['dc-women-saree', 'Saree', 240, 'PC', '48-72 hours', 'Dry clean for cotton, silk and chiffon sarees'],
    ['dc-women-heavy-saree', 'Heavy Saree', 300, 'PC', '72-96 hours', 'Gentle care for embroidered and heavy sarees'],
    ['dc-women-blouse', 'Blouse', 90, 'PC', '48-72 hours', 'Dry clean for blouses'],
    ['dc-women-dress', 'Dress', 240, 'PC', '48-72 hours', 'Dry clean for dresses and gowns'],
    ['dc-women-top', 'Top', 140, 'PC', '48-72 hours', 'Dry clean for tops and shirts'],
    ['dc-women-heavy-skirt', 'Heavy Skirt', 180, 'PC', '48-72 hours', 'Dry clean for heavy and embellished skirts'],
    ['dc-women-lehenga-1pc', 'Lehenga (1 Piece)', 400, 'PC', '72-96 hours', 'Dry clean for a single-piece lehenga'],
    [
      'dc-women-lehenga-2pc',
      'Lehenga (2+ Piece)',
      600,
      'SET',
      '72-96 hours',
      'Dry clean for a lehenga set of two or more pieces',
    ],
    ['dc-women-lehenga-heavy', 'Heavy Lehenga', 700, 'SET', '72-96 hours', 'Gentle care for heavy, embellished lehengas'],
    ['dc-women-lehenga-bridal', 'Bridal Lehenga', 1000, 'SET', '72-96 hours', 'Hand-finished care for bridal lehengas'],
  ]),
  ...rows('woolen-dry-clean', [
    ['dc-woolen-jacket', 'Jacket', 240, 'PC', '48-72 hours', 'Dry clean for woolen and padded jackets'],
    ['dc-woolen-sweater', 'Sweater', 180, 'PC', '48-72 hours', 'Dry clean for sweaters and cardigans'],
    ['dc-woolen-long-coat', 'Long Coat', 300, 'PC', '72-96 hours', 'Dry clean for overcoats and long coats'],
    ['dc-woolen-shawl', 'Shawl', 180, 'PC', '48-72 hours', 'Dry clean for woolen shawls and stoles'],
    ['dc-woolen-pashmina', 'Pashmina', 300, 'PC', '72-96 hours', 'Delicate care for pashmina'],
    ['dc-woolen-leather-jacket', 'Leather Jacket', 480, 'PC', '72-96 hours', 'Specialist leather cleaning and conditioning'],
  ]),
];

/** The built-in catalogue in the API's answer shape (rupees, image paths), all enabled. */
export function builtInCatalogue(): Array<{
  id: string;
  name: string;
  icon: string;
  description: string;
  enabled: true;
  services: Array<{
    id: string;
    name: string;
    description: string;
    price: number;
    unit: ServiceUnit;
    category: string;
    estimatedTime: string;
    image: string;
    popular: boolean;
    enabled: true;
    minQuantity: number;
  }>;
}> {
  return CATALOGUE_CATEGORIES.map((category) => ({
    ...category,
    enabled: true as const,
    services: CATALOGUE_SERVICES.filter((s) => s.categoryId === category.id).map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      price: s.price,
      unit: s.unit,
      category: s.categoryId,
      estimatedTime: s.estimatedTime,
      image: serviceImagePath(s.id),
      popular: s.popular,
      enabled: true as const,
      minQuantity: s.minQuantity,
    })),
  }));
}
