// Offline gazetteer: well-known Gurugram sectors, localities and roads with approximate centre points and
// pincodes. It answers when no online geocoder is configured or the online one fails, so addresses can
// still be searched and placed. Coordinates are accurate to a few hundred metres, which is what a pin
// needs before the customer drags it to their door.

export type GazetteerKind = 'sector' | 'locality' | 'road' | 'city';

export interface GazetteerEntry {
  id: string;
  name: string;
  kind: GazetteerKind;
  lat: number;
  lng: number;
  pincode: string;
  city: string;
  state: string;
  /** Other spellings people type. */
  aliases?: string[];
}

type Row = [name: string, lat: number, lng: number, pincode: string, aliases?: string[]];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

function gurugram(kind: GazetteerKind, rows: Row[]): GazetteerEntry[] {
  return rows.map(([name, lat, lng, pincode, aliases]) => ({
    id: `local:${slug(name)}`,
    name,
    kind,
    lat,
    lng,
    pincode,
    city: 'Gurugram',
    state: 'Haryana',
    ...(aliases ? { aliases } : {}),
  }));
}

const SECTORS: Row[] = [
  ['Sector 4', 28.4725, 77.008, '122001'],
  ['Sector 5', 28.4785, 77.017, '122001'],
  ['Sector 7', 28.469, 77.015, '122001'],
  ['Sector 9', 28.46, 77.012, '122001'],
  ['Sector 10', 28.453, 77.006, '122001'],
  ['Sector 12', 28.47, 77.033, '122001'],
  ['Sector 14', 28.4726, 77.0436, '122001'],
  ['Sector 15', 28.459, 77.041, '122001'],
  ['Sector 17', 28.4785, 77.052, '122001'],
  ['Sector 21', 28.509, 77.064, '122016'],
  ['Sector 22', 28.51, 77.052, '122015'],
  ['Sector 23', 28.51, 77.04, '122017'],
  ['Sector 27', 28.4655, 77.0905, '122002'],
  ['Sector 28', 28.482, 77.083, '122002'],
  ['Sector 29', 28.4685, 77.0638, '122001'],
  ['Sector 31', 28.451, 77.052, '122001'],
  ['Sector 38', 28.4395, 77.0425, '122001'],
  ['Sector 39', 28.4455, 77.0585, '122003'],
  ['Sector 40', 28.449, 77.054, '122003'],
  ['Sector 42', 28.4565, 77.1005, '122002'],
  ['Sector 43', 28.459, 77.084, '122009'],
  ['Sector 44', 28.4515, 77.0715, '122003'],
  ['Sector 45', 28.442, 77.066, '122003'],
  ['Sector 46', 28.434, 77.058, '122003'],
  ['Sector 47', 28.421, 77.044, '122018'],
  ['Sector 48', 28.416, 77.04, '122018'],
  ['Sector 49', 28.4118, 77.0436, '122018'],
  ['Sector 50', 28.415, 77.056, '122018'],
  ['Sector 51', 28.43, 77.067, '122003'],
  ['Sector 52', 28.44, 77.072, '122003', ['Ardee City']],
  ['Sector 53', 28.441, 77.1005, '122002'],
  ['Sector 54', 28.434, 77.111, '122011'],
  ['Sector 55', 28.4255, 77.0935, '122011'],
  ['Sector 56', 28.423, 77.101, '122011'],
  ['Sector 57', 28.423, 77.083, '122003'],
  ['Sector 58', 28.4205, 77.1105, '122011'],
  ['Sector 59', 28.4035, 77.1045, '122101'],
  ['Sector 60', 28.407, 77.0905, '122102'],
  ['Sector 61', 28.4105, 77.0805, '122102'],
  ['Sector 62', 28.4075, 77.0955, '122102'],
  ['Sector 63', 28.3955, 77.0935, '122102'],
  ['Sector 65', 28.3995, 77.072, '122102'],
  ['Sector 66', 28.3935, 77.0625, '122102'],
  ['Sector 67', 28.389, 77.055, '122102'],
  ['Sector 68', 28.388, 77.044, '122101'],
  ['Sector 69', 28.396, 77.037, '122018'],
  ['Sector 70', 28.398, 77.028, '122101'],
  ['Sector 71', 28.4035, 77.0175, '122101'],
  ['Sector 72', 28.3945, 77.0115, '122004'],
  ['Sector 76', 28.3815, 77.0045, '122004'],
  ['Sector 82', 28.388, 76.964, '122004'],
  ['Sector 83', 28.394, 76.971, '122004'],
  ['Sector 84', 28.399, 76.962, '122004'],
  ['Sector 85', 28.401, 76.952, '122004'],
  ['Sector 86', 28.4125, 76.9555, '122004'],
  ['Sector 89', 28.4235, 76.9445, '122505'],
  ['Sector 90', 28.4165, 76.9395, '122505'],
  ['Sector 92', 28.4305, 76.9385, '122505'],
  ['Sector 102', 28.474, 76.977, '122006'],
  ['Sector 103', 28.4845, 76.9765, '122006'],
  ['Sector 104', 28.475, 76.988, '122006'],
  ['Sector 106', 28.4935, 76.9955, '122006'],
  ['Sector 108', 28.4985, 77.0005, '122017'],
  ['Sector 109', 28.495, 77.005, '122017'],
  ['Sector 110', 28.502, 77.0, '122017'],
  ['Sector 111', 28.5105, 77.0055, '122017'],
  ['Sector 112', 28.5165, 77.0145, '122017'],
];

const LOCALITIES: Row[] = [
  ['DLF Phase 1', 28.472, 77.097, '122002', ['DLF Phase I']],
  ['DLF Phase 2', 28.488, 77.089, '122002', ['DLF Phase II']],
  ['DLF Phase 3', 28.493, 77.093, '122002', ['DLF Phase III']],
  ['DLF Phase 4', 28.466, 77.082, '122009', ['DLF Phase IV']],
  ['DLF Phase 5', 28.447, 77.1, '122009', ['DLF Phase V']],
  ['DLF Cyber City', 28.495, 77.089, '122002', ['Cyber City', 'CyberHub', 'Cyber Hub']],
  ['Udyog Vihar', 28.502, 77.08, '122015'],
  ['Sushant Lok 1', 28.464, 77.076, '122009', ['Sushant Lok I', 'Sushant Lok Phase 1']],
  ['Sushant Lok 2', 28.4285, 77.0715, '122011'],
  ['South City 1', 28.459, 77.066, '122001', ['South City I']],
  ['South City 2', 28.435, 77.056, '122018', ['South City II']],
  ['Nirvana Country', 28.416, 77.06, '122018'],
  ['Malibu Towne', 28.4225, 77.0535, '122018'],
  ['Palam Vihar', 28.507, 77.03, '122017'],
  ['Sikanderpur', 28.481, 77.093, '122002'],
  ['Huda City Centre', 28.4595, 77.0726, '122001', ['Millennium City Centre']],
  ['Rajiv Chowk', 28.449, 77.03, '122001'],
  ['Sadar Bazar', 28.465, 77.023, '122001'],
  ['Badshahpur', 28.395, 77.051, '122101'],
  ['Ambience Mall', 28.505, 77.096, '122002', ['Ambience Island']],
  ['Vatika City', 28.4215, 77.0525, '122018'],
  ['Mayfield Garden', 28.4255, 77.0445, '122018'],
  ['Ghata', 28.4225, 77.1095, '122102'],
  ['Wazirabad', 28.4455, 77.0915, '122003'],
  ['Chakkarpur', 28.4765, 77.0855, '122002'],
  ['Carterpuri', 28.5095, 77.0455, '122017'],
];

const ROADS: Row[] = [
  ['Golf Course Road', 28.452, 77.096, '122002'],
  ['Golf Course Extension Road', 28.408, 77.1, '122102'],
  ['Sohna Road', 28.42, 77.044, '122018'],
  ['MG Road', 28.48, 77.08, '122002', ['Mehrauli Gurgaon Road']],
  ['Southern Peripheral Road', 28.4, 77.07, '122102', ['SPR']],
  ['Dwarka Expressway', 28.49, 77.0, '122006', ['Northern Peripheral Road', 'NPR']],
  ['NH 48', 28.47, 77.04, '122001', ['Delhi Jaipur Highway', 'NH-48', 'NH 8']],
];

/** customer-app.md §9: a built-in list of 12 Indian cities, used when nothing closer is known. */
const CITIES: Array<[name: string, lat: number, lng: number, pincode: string, state: string]> = [
  ['New Delhi', 28.6139, 77.209, '110001', 'Delhi'],
  ['Gurugram', 28.4595, 77.0266, '122001', 'Haryana'],
  ['Noida', 28.5355, 77.391, '201301', 'Uttar Pradesh'],
  ['Faridabad', 28.4089, 77.3178, '121001', 'Haryana'],
  ['Mumbai', 19.076, 72.8777, '400001', 'Maharashtra'],
  ['Bengaluru', 12.9716, 77.5946, '560001', 'Karnataka'],
  ['Hyderabad', 17.385, 78.4867, '500001', 'Telangana'],
  ['Chennai', 13.0827, 80.2707, '600001', 'Tamil Nadu'],
  ['Kolkata', 22.5726, 88.3639, '700001', 'West Bengal'],
  ['Pune', 18.5204, 73.8567, '411001', 'Maharashtra'],
  ['Ahmedabad', 23.0225, 72.5714, '380001', 'Gujarat'],
  ['Jaipur', 26.9124, 75.7873, '302001', 'Rajasthan'],
];

export const GAZETTEER: readonly GazetteerEntry[] = [
  ...gurugram('sector', SECTORS),
  ...gurugram('locality', LOCALITIES),
  ...gurugram('road', ROADS),
  ...CITIES.map(([name, lat, lng, pincode, state]) => ({
    id: `city:${slug(name)}`,
    name,
    kind: 'city' as const,
    lat,
    lng,
    pincode,
    city: name,
    state,
    ...(name === 'Gurugram' ? { aliases: ['Gurgaon'] } : {}),
  })),
];

/** Unknown cities default to New Delhi (customer-app.md §9). */
export const DEFAULT_CITY = GAZETTEER.find((e) => e.id === 'city:new-delhi')!;
