import { builtInCatalogue, type CatalogueCategory } from '@washday/core';

/** The seed's Hindi (apps/api/src/db/seed/catalogue-hindi.ts) for some rows, as GET /api/services carries it. */
const HINDI: Readonly<Record<string, { nameHi: string; descriptionHi: string }>> = {
  laundry: { nameHi: 'धुलाई', descriptionHi: 'धुलाई के साथ तह या इस्त्री, दाम वज़न के हिसाब से' },
  iron: { nameHi: 'इस्त्री', descriptionHi: 'कड़क प्रेस और भाप वाली इस्त्री' },
  'womens-dry-clean': { nameHi: 'महिलाओं का ड्राई क्लीन', descriptionHi: 'साड़ी, सूट, ड्रेस और लहंगे' },
  'laundry-fold': { nameHi: 'धुलाई और तह', descriptionHi: 'मशीन में धुलाई, सुखाई और सलीके से तह' },
  'laundry-iron': { nameHi: 'धुलाई और इस्त्री', descriptionHi: 'मशीन में धुलाई, सुखाई और इस्त्री' },
  'iron-regular': { nameHi: 'साधारण इस्त्री', descriptionHi: 'रोज़ के कपड़ों पर कोयले वाली इस्त्री' },
  'iron-suit-lehenga-heavy': { nameHi: 'सूट / लहंगा / भारी कपड़ों की इस्त्री', descriptionHi: 'सूट, लहंगे और भारी कपड़ों पर ध्यान से इस्त्री' },
  'iron-ladies-suit-kurta-saree': { nameHi: 'लेडीज़ सूट / कुर्ता / साड़ी इस्त्री', descriptionHi: 'लेडीज़ सूट, कुर्ते और साड़ी की इस्त्री' },
  'dc-women-saree': { nameHi: 'साड़ी', descriptionHi: 'सूती, सिल्क और शिफ़ॉन साड़ियों का ड्राई क्लीन' },
  'dc-women-heavy-saree': { nameHi: 'भारी साड़ी', descriptionHi: 'कढ़ाई वाली और भारी साड़ियों की नाज़ुक देखभाल' },
};

/**
 * The built-in catalogue as a server with Hindi sends it: laundry, iron and women's dry clean in Hindi, except Regular
 * Steam Iron, added (say) by an admin without Hindi; the other categories have none. Rows without show their English.
 */
export function catalogueWithHindi(): CatalogueCategory[] {
  return builtInCatalogue().map((category) => ({
    ...category,
    ...HINDI[category.id],
    services: category.services.map((service) => ({ ...service, ...HINDI[service.id] })),
  }));
}

/** The English names shown beside Hindi (rows without Hindi): data a Hindi screen may show as it is. */
export function namesWithoutHindi(categories: readonly CatalogueCategory[]): string[] {
  return categories.flatMap((category) => [
    ...(category.nameHi ? [] : [category.name]),
    ...category.services.filter((service) => !service.nameHi).map((service) => service.name),
  ]);
}
