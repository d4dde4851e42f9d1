// One fetcher serves the address form and the header's detection; it lives in src/lib.
export { GEOCODE_CACHE_MS, reverseGeocode, reverseGeocodeQueryOptions } from '@/lib/reverse-geocode';
