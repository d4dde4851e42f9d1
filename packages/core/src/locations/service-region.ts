// Where we serve, as far as typed text can tell: Gurugram/Gurgaon (customer-app.md §8, 'Service currently
// available only in Gurugram/Gurgaon area.'). A map point is better evidence and is judged elsewhere; this
// rule is for places without one, so that a keyword ('DLF') or a sector number ('Sector 5') never
// overrides a city or pincode that is clearly somewhere else.

/** Names of the city we serve, old and new. */
export const SERVICE_CITY_NAMES = ['gurugram', 'gurgaon'] as const;

/** Every pincode of Gurugram district begins 122 (India Post's Gurgaon division). */
export const SERVICE_PINCODE_PREFIX = '122';

/** Cities and states that are not Gurugram, as people type them in an Indian address. */
const OTHER_PLACES = [
  // Also 'New Delhi' and 'Greater Noida', being whole words.
  'delhi',
  'noida',
  'ghaziabad',
  'faridabad',
  'sonipat',
  'sonepat',
  'rohtak',
  'rewari',
  'jhajjar',
  'bahadurgarh',
  'palwal',
  'meerut',
  'mumbai',
  'bombay',
  'bengaluru',
  'bangalore',
  'hyderabad',
  'chennai',
  'kolkata',
  'pune',
  'ahmedabad',
  'jaipur',
  'chandigarh',
  'lucknow',
  'uttar pradesh',
  'maharashtra',
  'karnataka',
  'telangana',
  'tamil nadu',
  'west bengal',
  'gujarat',
  'rajasthan',
  'punjab',
] as const;

/** Region names, not places: 'Sector 29, Gurugram, Delhi NCR' is in Gurugram. */
const REGION_PHRASES = /\b(delhi[\s-]*ncr|ncr[\s-]*delhi|national capital region|ncr)\b/g;

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
/** Whole words, so 'Sector 5' does not match 'Sector 56'. */
export const containsPhrase = (haystack: string, phrase: string) => words(haystack).includes(words(phrase));
const names = (text: string, place: string) => containsPhrase(text.toLowerCase().replace(REGION_PHRASES, ' '), place);

export interface PlaceText {
  city?: string | null | undefined;
  pincode?: string | null | undefined;
  full_address?: string | null | undefined;
}

export interface PlaceVerdict {
  /** True when the text clearly puts the place outside the city we serve. */
  elsewhere: boolean;
  /** What gave it away, for logs: 'pincode:110015', 'city:new delhi', 'address:noida'. */
  reason: string | null;
}

const namesServiceCity = (text: string) => SERVICE_CITY_NAMES.some((name) => names(text, name));
const otherPlaceIn = (text: string) => OTHER_PLACES.find((place) => names(text, place)) ?? null;

/**
 * Whether typed address parts clearly name somewhere other than Gurugram. The structured fields decide
 * first (a pincode outside 122xxx, or a city field naming another city); the free text counts only when
 * nothing in it or in the fields points to Gurugram ('Sector 5, Dwarka, New Delhi' is elsewhere,
 * 'Sector 29, Gurugram, Delhi NCR' is not).
 */
export function placeOutsideServiceCity(place: PlaceText): PlaceVerdict {
  const city = place.city?.trim() ?? '';
  const text = place.full_address?.trim() ?? '';
  const typedPincode = place.pincode?.replace(/\s/g, '') ?? '';
  const pincode = /^\d{6}$/.test(typedPincode) ? typedPincode : null;

  if (pincode && !pincode.startsWith(SERVICE_PINCODE_PREFIX)) return { elsewhere: true, reason: `pincode:${pincode}` };
  const cityElsewhere = city && !namesServiceCity(city) ? otherPlaceIn(city) : null;
  if (cityElsewhere) return { elsewhere: true, reason: `city:${cityElsewhere}` };

  const textPincode = pincode ?? /\b(\d{6})\b/.exec(text)?.[1] ?? null;
  const pointsHere = namesServiceCity(city) || namesServiceCity(text) || Boolean(textPincode?.startsWith(SERVICE_PINCODE_PREFIX));
  if (pointsHere) return { elsewhere: false, reason: null };
  if (textPincode) return { elsewhere: true, reason: `pincode:${textPincode}` };
  const textElsewhere = otherPlaceIn(text);
  return textElsewhere ? { elsewhere: true, reason: `address:${textElsewhere}` } : { elsewhere: false, reason: null };
}
