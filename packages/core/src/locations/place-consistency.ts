// Whether an address's city, state and pincode agree with one another, and whether what was typed agrees with the
// place its map pin is at. One table for both sides: the server refuses a saved address whose parts disagree, the
// form asks the customer which is right before saving. Unknown names count as no evidence: only a clear
// disagreement refuses.

/** States and union territories, each with the other spellings people and geocoders use. */
const STATE_ALIASES: Record<string, readonly string[]> = {
  Delhi: ['nct of delhi', 'national capital territory of delhi'],
  Haryana: [],
  Punjab: [],
  Chandigarh: [],
  'Himachal Pradesh': [],
  'Jammu and Kashmir': [],
  Ladakh: [],
  'Uttar Pradesh': ['up', 'u p'],
  Uttarakhand: ['uttaranchal'],
  Rajasthan: [],
  Gujarat: [],
  'Dadra and Nagar Haveli and Daman and Diu': [],
  Maharashtra: [],
  Goa: [],
  'Madhya Pradesh': [],
  Chhattisgarh: [],
  Telangana: [],
  'Andhra Pradesh': [],
  Karnataka: [],
  'Tamil Nadu': [],
  Puducherry: ['pondicherry'],
  Kerala: [],
  Lakshadweep: [],
  'West Bengal': [],
  Sikkim: [],
  'Andaman and Nicobar Islands': [],
  Odisha: ['orissa'],
  Assam: [],
  'Arunachal Pradesh': [],
  Manipur: [],
  Meghalaya: [],
  Mizoram: [],
  Nagaland: [],
  Tripura: [],
  Bihar: [],
  Jharkhand: [],
};

/**
 * India Post's first two pincode digits and the states they serve (a postal circle can span two). 90-99 are the
 * Army Post Office's and name no state, so they are not here.
 */
const PINCODE_STATES: Record<string, readonly string[]> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab', 'Chandigarh'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra', 'Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala', 'Puducherry'],
  '68': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal', 'Sikkim'],
  '74': ['West Bengal', 'Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '79': ['Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura'],
  '80': ['Bihar'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Jharkhand'],
  '84': ['Bihar'],
  '85': ['Bihar'],
};

interface KnownCity {
  /** Spellings, the usual one first. */
  names: readonly string[];
  state: string;
  /** Places of one district count as one place ('Manesar' and 'Gurugram'); the usual name when not given. */
  district?: string;
  /** The pincodes' first three digits, where we are sure of them (the cities around us). */
  pincodes?: readonly string[];
}

/** The cities we may see typed: the ones around Gurugram first, then the large cities people move from. */
const CITIES: readonly KnownCity[] = [
  { names: ['Gurugram', 'Gurgaon'], state: 'Haryana', pincodes: ['122'] },
  { names: ['Manesar', 'Sohna', 'Pataudi', 'Farrukhnagar'], state: 'Haryana', district: 'Gurugram', pincodes: ['122'] },
  { names: ['New Delhi', 'Delhi'], state: 'Delhi', pincodes: ['110'] },
  { names: ['Noida', 'Greater Noida', 'Gautam Buddh Nagar'], state: 'Uttar Pradesh', pincodes: ['201', '203'] },
  { names: ['Ghaziabad'], state: 'Uttar Pradesh', pincodes: ['201', '245'] },
  { names: ['Faridabad', 'Ballabgarh'], state: 'Haryana', pincodes: ['121'] },
  { names: ['Palwal'], state: 'Haryana', pincodes: ['121'] },
  { names: ['Nuh', 'Mewat'], state: 'Haryana', pincodes: ['122'] },
  { names: ['Rewari'], state: 'Haryana', pincodes: ['123'] },
  { names: ['Jhajjar', 'Bahadurgarh'], state: 'Haryana', pincodes: ['124'] },
  { names: ['Rohtak'], state: 'Haryana', pincodes: ['124'] },
  { names: ['Sonipat', 'Sonepat'], state: 'Haryana', pincodes: ['131'] },
  { names: ['Panipat'], state: 'Haryana', pincodes: ['132'] },
  { names: ['Meerut'], state: 'Uttar Pradesh', pincodes: ['250'] },
  { names: ['Chandigarh'], state: 'Chandigarh', pincodes: ['160'] },
  { names: ['Lucknow'], state: 'Uttar Pradesh' },
  { names: ['Jaipur'], state: 'Rajasthan' },
  { names: ['Mumbai', 'Bombay'], state: 'Maharashtra' },
  { names: ['Pune'], state: 'Maharashtra' },
  { names: ['Bengaluru', 'Bangalore'], state: 'Karnataka' },
  { names: ['Hyderabad'], state: 'Telangana' },
  { names: ['Chennai', 'Madras'], state: 'Tamil Nadu' },
  { names: ['Kolkata', 'Calcutta'], state: 'West Bengal' },
  { names: ['Ahmedabad'], state: 'Gujarat' },
];

/** What the server answers when an address's parts disagree (400, with the field to correct). */
export const ADDRESS_PLACE_MESSAGES = {
  cityNotInState: 'The city is not in the state given for this address',
  pincodeNotInState: 'The pincode is not in the state given for this address',
  pincodeNotInCity: 'The pincode is not in the city given for this address',
  textNotAtPin: 'The city or pincode typed is not where the map pin is. Move the pin or correct the address.',
  stateUnknown: 'Please give the state of this address',
} as const;

/** Lower case, '&' as 'and', punctuation and repeated spaces gone: 'Jammu & Kashmir' is 'jammu and kashmir'. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const STATE_BY_KEY = new Map<string, string>(
  Object.entries(STATE_ALIASES).flatMap(([state, aliases]) => [state, ...aliases].map((name) => [key(name), state] as const)),
);
/** Longest names first, so 'New Delhi' is found before 'Delhi' and 'Greater Noida' before 'Noida'. */
const CITY_NAMES = CITIES.flatMap((city) => city.names.map((name) => ({ name, key: key(name), city }))).sort(
  (a, b) => b.key.length - a.key.length,
);
const CITY_BY_KEY = new Map(CITY_NAMES.map((entry) => [entry.key, entry.city]));
/** 'Delhi NCR' and the like name a region, not Delhi: 'Sector 29, Gurugram, Delhi NCR' is in Gurugram. */
const REGION_PHRASES = /\b(delhi ncr|ncr delhi|national capital region|ncr)\b/g;

const districtOf = (city: KnownCity) => city.district ?? city.names[0]!;
const sixDigits = (pincode: string | null | undefined) => {
  const digits = pincode?.replace(/\s/g, '') ?? '';
  return /^\d{6}$/.test(digits) ? digits : null;
};

/** The state a name stands for ('NCT of Delhi' is Delhi), or null when it is not one we know. */
export function canonicalState(state: string | null | undefined): string | null {
  return state ? (STATE_BY_KEY.get(key(state)) ?? null) : null;
}

/** The states a 6-digit pincode can be in, by its first two digits; empty when they name none. */
export function pincodeStates(pincode: string | null | undefined): readonly string[] {
  const digits = sixDigits(pincode);
  return digits ? (PINCODE_STATES[digits.slice(0, 2)] ?? []) : [];
}

function knownCity(city: string | null | undefined): KnownCity | null {
  return city ? (CITY_BY_KEY.get(key(city)) ?? null) : null;
}

/** The state of a city we know ('Gurgaon' is in Haryana), or null. */
export function cityState(city: string | null | undefined): string | null {
  return knownCity(city)?.state ?? null;
}

export interface PlaceParts {
  city?: string | null | undefined;
  state?: string | null | undefined;
  pincode?: string | null | undefined;
}

/** The state a city and pincode put a place in: the pincode's when it names one state, else the city's if the pincode allows it. */
export function inferState({ city, pincode }: Omit<PlaceParts, 'state'>): string | null {
  const byPincode = pincodeStates(pincode);
  if (byPincode.length === 1) return byPincode[0]!;
  const byCity = cityState(city);
  return byCity && (byPincode.length === 0 || byPincode.includes(byCity)) ? byCity : null;
}

export type PlaceMismatch = 'cityNotInState' | 'pincodeNotInState' | 'pincodeNotInCity';

export interface PlaceConflict {
  kind: PlaceMismatch;
  /** The field to correct: a city or pincode is typed, the state follows them. */
  field: 'city' | 'pincode';
  message: string;
}

const conflict = (kind: PlaceMismatch, field: PlaceConflict['field']): PlaceConflict => ({
  kind,
  field,
  message: ADDRESS_PLACE_MESSAGES[kind],
});

/**
 * Whether a city, state and pincode can be one address: the city in the state, the pincode in the state and in the
 * city. Null when they agree or when what is unknown leaves nothing to compare ('Badshahpur' is no city we know).
 */
export function placeConflict({ city, state, pincode }: PlaceParts): PlaceConflict | null {
  const town = knownCity(city);
  const givenState = canonicalState(state);
  const statesOfPincode = pincodeStates(pincode);
  if (town && givenState && town.state !== givenState) return conflict('cityNotInState', 'city');
  if (givenState && statesOfPincode.length > 0 && !statesOfPincode.includes(givenState))
    return conflict('pincodeNotInState', 'pincode');
  if (town && statesOfPincode.length > 0 && !statesOfPincode.includes(town.state)) return conflict('pincodeNotInCity', 'pincode');
  const digits = sixDigits(pincode);
  if (town?.pincodes && digits && !town.pincodes.includes(digits.slice(0, 3))) return conflict('pincodeNotInCity', 'pincode');
  return null;
}

/** What the map pin's point was looked up as (a reverse-geocoded place). */
export interface PinPlace {
  city?: string | null | undefined;
  state?: string | null | undefined;
  pincode?: string | null | undefined;
}

export interface TypedPlace {
  city?: string | null | undefined;
  pincode?: string | null | undefined;
  /** The one-line address, which may have been edited by hand. */
  full_address?: string | null | undefined;
}

/** The typed city and pincode that are not where the pin is (null for the one that agrees or was not typed). */
export interface PinContradiction {
  city: string | null;
  pincode: string | null;
}

/** A typed pincode is elsewhere when its sorting district (first three digits) is not the pin's, or its state is not. */
function pincodeElsewhere(typed: string, pin: PinPlace): boolean {
  const pinDigits = sixDigits(pin.pincode);
  if (pinDigits) return typed.slice(0, 3) !== pinDigits.slice(0, 3);
  const pinState = canonicalState(pin.state);
  const states = pincodeStates(typed);
  return Boolean(pinState && states.length > 0 && !states.includes(pinState));
}

/** A typed city is elsewhere when it is in another state or another district than the pin ('Faridabad' is not Gurugram). */
function cityElsewhere(typed: KnownCity, pin: PinPlace): boolean {
  const pinState = canonicalState(pin.state);
  if (pinState && typed.state !== pinState) return true;
  const pinCity = knownCity(pin.city);
  if (pinCity) return districtOf(pinCity) !== districtOf(typed);
  const pinDigits = sixDigits(pin.pincode);
  return Boolean(typed.pincodes && pinDigits && !typed.pincodes.includes(pinDigits.slice(0, 3)));
}

/** Known cities a free text names, longest names first. */
function citiesIn(text: string): { name: string; city: KnownCity }[] {
  const padded = ` ${key(text).replace(REGION_PHRASES, ' ')} `;
  return CITY_NAMES.filter((entry) => padded.includes(` ${entry.key} `));
}

/**
 * Whether what the customer typed says the address is somewhere other than where its pin is: a pincode of another
 * sorting district or state, or a city of another district or state. The one-line address counts too (a pincode in it,
 * or a city when it names none of the pin's district). Null when the text agrees with the pin or cannot be judged.
 */
export function textContradictsPin(typed: TypedPlace, pin: PinPlace): PinContradiction | null {
  const typedPincode = sixDigits(typed.pincode);
  let pincode = typedPincode && pincodeElsewhere(typedPincode, pin) ? typedPincode : null;
  const town = knownCity(typed.city);
  let city = town && cityElsewhere(town, pin) ? (typed.city?.trim() ?? null) : null;

  const text = typed.full_address?.trim() ?? '';
  if (text) {
    pincode ??= (text.match(/\b\d{6}\b/g) ?? []).find((digits) => pincodeElsewhere(digits, pin)) ?? null;
    const named = citiesIn(text);
    const pinCity = knownCity(pin.city);
    const namesPinsPlace =
      (pin.city && ` ${key(text)} `.includes(` ${key(pin.city)} `)) ||
      (pinCity && named.some((entry) => districtOf(entry.city) === districtOf(pinCity)));
    if (!city && !namesPinsPlace) city = named.find((entry) => cityElsewhere(entry.city, pin))?.name ?? null;
  }
  return city || pincode ? { city, pincode } : null;
}
