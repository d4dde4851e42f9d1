// The API's contract (every endpoint's zod schemas) with the call that checks answers against it: one chunk that the
// first screen's requests load on first use (lib/lazy-endpoints.ts), so the screen is drawn before it arrives.
// Code loaded on demand (dialogs, other screens) imports core and api-endpoint directly; they share this chunk.
export { contract, endpointUrl, LIVE_EVENT_NAMES, liveEventSchemas } from '@washday/core';
export { callEndpoint } from './api-endpoint';
