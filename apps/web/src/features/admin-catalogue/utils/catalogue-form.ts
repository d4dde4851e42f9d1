import type { AdminCategory, AdminService, CategoryFormInput, ServiceFormInput } from '@washday/core';

/** A price as the form shows it: 120, or 99.50 when it has paise. */
const priceText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

export function serviceFormDefaults(service: AdminService | null, categoryId: string): ServiceFormInput {
  if (!service) {
    return {
      categoryId,
      name: '',
      description: '',
      nameHi: '',
      descriptionHi: '',
      price: '',
      unit: 'PC',
      popular: false,
      enabled: true,
      minQuantity: '1',
      estimatedTime: '48-72 hours',
      image: '',
    };
  }
  return {
    categoryId: service.categoryId,
    name: service.name,
    description: service.description,
    nameHi: service.nameHi ?? '',
    descriptionHi: service.descriptionHi ?? '',
    price: priceText(service.price),
    unit: service.unit,
    popular: service.popular,
    enabled: service.enabled,
    minQuantity: String(service.minQuantity),
    estimatedTime: service.estimatedTime,
    image: service.image,
  };
}

export function categoryFormDefaults(category: AdminCategory | null, nextSortOrder: number): CategoryFormInput {
  if (!category)
    return {
      name: '',
      description: '',
      nameHi: '',
      descriptionHi: '',
      icon: 'shirt',
      sortOrder: String(nextSortOrder),
      enabled: true,
    };
  return {
    name: category.name,
    description: category.description,
    nameHi: category.nameHi ?? '',
    descriptionHi: category.descriptionHi ?? '',
    icon: category.icon as CategoryFormInput['icon'],
    sortOrder: String(category.sortOrder),
    enabled: category.enabled,
  };
}

/** The categories a service can belong to: not an umbrella, which only groups others. */
export const serviceCategories = (categories: readonly AdminCategory[]) => categories.filter((c) => !c.groupsOthers);
