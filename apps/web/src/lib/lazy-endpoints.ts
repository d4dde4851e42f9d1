/**
 * The contract and `callEndpoint`, fetched with the first request rather than with the first screen: the home
 * screen's fetchers call this, so the customer's first download holds no schemas (lib/endpoints.ts).
 */
export const loadEndpoints = () => import('./endpoints');
