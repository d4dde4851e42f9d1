import { z } from 'zod';
import { ADDRESS_TYPES } from '../enums.js';
import { MAX_LATITUDE, MAX_LONGITUDE } from './geo.js';

export const LOCATION_MESSAGES = {
  available: 'Service available in Gurugram/Gurgaon',
  unavailable: 'Service currently available only in Gurugram/Gurgaon area.',
  areaRequired: 'Area/Village/City is required',
  pincodeInvalid: 'Pincode must be exactly 6 digits',
  receiverRequired: 'Receiver name is required',
  receiverPhoneInvalid: 'Please enter a valid 10-digit mobile number',
  addressTypeInvalid: 'Please select address type (Home/Office/Other)',
  duplicate: 'This address is already saved',
  notFound: 'Address not found',
} as const;

export const coordinatesSchema = z.object({
  lat: z.number().min(-MAX_LATITUDE).max(MAX_LATITUDE),
  lng: z.number().min(-MAX_LONGITUDE).max(MAX_LONGITUDE),
});

/** Body of POST/PUT /api/addresses: the server record's fields (customer-app.md §3). */
export const addressInputSchema = z.object({
  title: z.string().trim().max(60).optional(),
  full_address: z.string().trim().max(500).optional(),
  flat_no: z.string().trim().max(100).optional(),
  street: z.string().trim().max(200).optional(),
  area: z.string({ error: LOCATION_MESSAGES.areaRequired }).trim().min(1, LOCATION_MESSAGES.areaRequired).max(200),
  landmark: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  pincode: z
    .string({ error: LOCATION_MESSAGES.pincodeInvalid })
    .trim()
    .regex(/^\d{6}$/, LOCATION_MESSAGES.pincodeInvalid),
  coordinates: coordinatesSchema.nullish(),
  address_type: z.enum(ADDRESS_TYPES, { error: LOCATION_MESSAGES.addressTypeInvalid }),
  contact_person: z
    .string({ error: LOCATION_MESSAGES.receiverRequired })
    .trim()
    .min(1, LOCATION_MESSAGES.receiverRequired)
    .max(100),
  contact_phone: z.string({ error: LOCATION_MESSAGES.receiverPhoneInvalid }).trim(),
  is_default: z.boolean().optional(),
  status: z.literal('active').optional(),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  full_address: z.string(),
  flat_no: z.string().nullable(),
  street: z.string().nullable(),
  area: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  coordinates: coordinatesSchema.nullable(),
  address_type: z.enum(ADDRESS_TYPES),
  contact_person: z.string(),
  contact_phone: z.string(),
  is_default: z.boolean(),
  status: z.literal('active'),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AddressRecord = z.infer<typeof addressRecordSchema>;

export const geocodedPlaceSchema = z.object({
  full_address: z.string(),
  formatted_address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.string(),
  house_number: z.string(),
  building_name: z.string(),
  street_name: z.string(),
  neighborhood: z.string(),
  landmark: z.string(),
  coordinates: coordinatesSchema,
  source: z.string(),
});
export type GeocodedPlace = z.infer<typeof geocodedPlaceSchema>;

export const SUGGESTION_SOURCES = ['nominatim', 'local', 'fallback'] as const;

export const searchSuggestionSchema = z.object({
  description: z.string(),
  main_text: z.string(),
  secondary_text: z.string(),
  place_id: z.string(),
  coordinates: coordinatesSchema,
  source: z.enum(SUGGESTION_SOURCES),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const availabilityRequestSchema = z.object({
  city: z.string().trim().max(100).optional(),
  pincode: z.string().trim().max(10).optional(),
  full_address: z.string().trim().max(500).optional(),
  coordinates: coordinatesSchema.nullish(),
});

export const detectedLocationSchema = z.object({
  full_address: z.string().trim().min(1).max(500),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).default('India'),
  pincode: z.string().trim().max(10).optional(),
  coordinates: coordinatesSchema,
  detection_method: z.enum(['gps', 'precise_gps', 'manual', 'search']),
  accuracy: z.number().nonnegative().optional(),
  confidence_score: z.number().min(0).max(1).optional(),
  session_id: z.string().max(100).optional(),
});

/** Lower-case, punctuation and repeated spaces removed: two spellings of one address compare equal. */
export function normalizeAddress(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The one-line address rebuilt from its parts, as the form shows it. */
export function composeFullAddress(parts: {
  flat_no?: string | null | undefined;
  street?: string | null | undefined;
  landmark?: string | null | undefined;
  area?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  pincode?: string | null | undefined;
}): string {
  const landmarkText = parts.landmark?.trim() ?? '';
  const landmark =
    !landmarkText || /^(near|opp|opposite|behind|next to)\b/i.test(landmarkText) ? landmarkText : `Near ${landmarkText}`;
  const seen = new Set<string>();
  const lines = [parts.flat_no, parts.street, landmark, parts.area, parts.city]
    .map((p) => (p ?? '').trim())
    .filter((p) => {
      const key = p.toLowerCase();
      if (!p || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const state = parts.state?.trim();
  const pincode = parts.pincode?.trim();
  if (state) lines.push([state, pincode].filter(Boolean).join(' '));
  else if (pincode && lines.length > 0) lines[lines.length - 1] += ` ${pincode}`;
  else if (pincode) lines.push(pincode);
  return lines.join(', ');
}
