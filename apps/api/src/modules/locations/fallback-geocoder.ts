import type { FastifyBaseLogger } from 'fastify';
import type { Geocoder } from './geocoder.js';

/**
 * Asks the online geocoder first and the offline gazetteer when it fails or is slow, so a
 * provider outage degrades answers instead of breaking address entry.
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, log?: FastifyBaseLogger): Geocoder {
  async function attempt<T>(
    what: string,
    online: () => Promise<T>,
    offline: () => Promise<T>,
    isEmpty: (v: T) => boolean = () => false,
  ): Promise<T> {
    try {
      const result = await online();
      if (!isEmpty(result)) return result;
    } catch (error) {
      log?.warn({ err: error, geocoder: primary.name, what }, 'online geocoder failed; using the offline gazetteer');
    }
    return offline();
  }
  return {
    name: `${primary.name}+${fallback.name}`,
    reverse: (point) =>
      attempt(
        'reverse',
        () => primary.reverse(point),
        () => fallback.reverse(point),
      ),
    search: (address) =>
      attempt(
        'search',
        () => primary.search(address),
        () => fallback.search(address),
        (v) => v === null,
      ),
    autocomplete: (input, near) =>
      attempt(
        'autocomplete',
        () => primary.autocomplete(input, near),
        () => fallback.autocomplete(input, near),
        (v) => v.length === 0,
      ),
    place: (id) =>
      attempt(
        'place',
        () => primary.place(id),
        () => fallback.place(id),
        (v) => v === null,
      ),
  };
}
