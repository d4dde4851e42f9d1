// Shared reference data the product cannot run without (admin-and-backend.md §3).

/** A ring of [lng, lat] points tracing Gurugram's urban area, from the Delhi border to the Southern Peripheral Road. */
export const GURUGRAM_POLYGON: [number, number][] = [
  [77.085, 28.535],
  [77.125, 28.5],
  [77.135, 28.47],
  [77.11, 28.42],
  [77.08, 28.385],
  [77.045, 28.37],
  [77.0, 28.355],
  [76.95, 28.37],
  [76.925, 28.41],
  [76.94, 28.46],
  [76.985, 28.495],
  [77.03, 28.525],
  [77.085, 28.535],
];

/** The Sector 69 box of customer-app.md §9 (28.394-28.398 lat, 77.035-77.039 lng). */
export const SECTOR_69_POLYGON: [number, number][] = [
  [77.035, 28.394],
  [77.039, 28.394],
  [77.039, 28.398],
  [77.035, 28.398],
  [77.035, 28.394],
];

export const SEED_SERVICE_AREAS = [
  { city: 'Gurgaon', area: 'Sector 69', pincode: '122018', polygon: SECTOR_69_POLYGON },
  { city: 'Gurugram', area: 'Gurugram', pincode: null, polygon: GURUGRAM_POLYGON },
];

export const SEED_SERVICE_LOCATIONS = [
  { name: 'Sector 1', type: 'sector', value: 'Sector 1', description: 'Sector 1, Gurugram', priority: 1 },
  { name: 'Sector 5', type: 'sector', value: 'Sector 5', description: 'Sector 5, Gurugram', priority: 1 },
  { name: 'Pincode 122001', type: 'pincode', value: '122001', description: 'Gurugram head post office area', priority: 2 },
  { name: 'DLF', type: 'keyword', value: 'DLF', description: 'DLF phases and DLF City', priority: 3 },
  { name: 'Golf Course Road', type: 'area', value: 'Golf Course Road', description: 'Golf Course Road corridor', priority: 2 },
] as const;

/** The two partner vendors; contact numbers are to be confirmed by operations (see docs/decisions). */
export const SEED_VENDORS = [
  {
    id: 'vendor-sector-14',
    name: 'Sparkle Dry Cleaners',
    address: 'Shop 12, Main Market, Sector 14, Gurugram, Haryana 122001',
    lat: 28.4722,
    lng: 77.0434,
    services: ['laundry', 'iron', 'mens-dry-clean', 'womens-dry-clean', 'woolen-dry-clean'],
    contactPhone: '911244000101',
    rating: 4.5,
  },
  {
    id: 'vendor-sohna-road',
    name: 'FreshPress Laundry Hub',
    address: 'Plot 7, Sohna Road, Sector 49, Gurugram, Haryana 122018',
    lat: 28.4118,
    lng: 77.0436,
    services: ['laundry', 'iron', 'mens-dry-clean', 'womens-dry-clean'],
    contactPhone: '911244000202',
    rating: 4.3,
  },
];
