import { authContract } from './auth.contract.js';
import { bookingsContract } from './bookings.contract.js';
import { catalogueContract } from './catalogue.contract.js';
import { endpointPathSource } from './define-endpoint.js';

// The API's answers the web's service worker keeps for offline visits (apps/web/vite.config.ts, network first), as
// patterns of a request's pathname taken from the endpoints' paths. Nothing else from the API is cached.

/** A booking's id in its path: a UUID, so `/api/bookings/slot-availability` is not one. */
const BOOKING_ID = '[0-9a-f-]{36}';

const anyOf = (...sources: string[]) => new RegExp(`^(?:${sources.join('|')})$`);

export const OFFLINE_READS = {
  /** The catalogue (cache `washday-catalogue`). */
  catalogue: anyOf(endpointPathSource(catalogueContract.list)),
  /** The signed-in customer's profile, bookings, and each booking with its steps (cache `washday-customer`, dropped at sign-out). */
  customer: anyOf(
    endpointPathSource(authContract.profile),
    endpointPathSource(bookingsContract.listForCustomer),
    endpointPathSource(bookingsContract.get, { id: BOOKING_ID }),
    endpointPathSource(bookingsContract.events, { id: BOOKING_ID }),
  ),
} as const;
