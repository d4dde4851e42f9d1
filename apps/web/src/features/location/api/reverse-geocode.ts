// One fetcher serves the header's detection and the address form; it lives in src/lib.
export { reverseGeocode } from '@/lib/reverse-geocode';
