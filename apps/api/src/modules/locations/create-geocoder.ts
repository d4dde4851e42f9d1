import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import { withFallback } from './fallback-geocoder.js';
import type { Geocoder } from './geocoder.js';
import { createNominatimGeocoder } from './nominatim-geocoder.js';
import { createOfflineGeocoder } from './offline-geocoder.js';

export function createGeocoder(env: Env, log?: FastifyBaseLogger): Geocoder {
  const offline = createOfflineGeocoder();
  if (env.GEOCODER_PROVIDER === 'offline') return offline;
  const nominatim = createNominatimGeocoder({
    baseUrl: env.NOMINATIM_BASE_URL,
    userAgent: env.NOMINATIM_USER_AGENT,
    timeoutMs: env.GEOCODER_TIMEOUT_MS,
  });
  return withFallback(nominatim, offline, log);
}
