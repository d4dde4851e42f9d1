// A fetch stub for the bookings tests: 'METHOD /path' → handler; records every call with its query string.

export { mockApi as stubFetch, type RecordedRequest as SeenRequest, type RouteHandler as Handler } from '@/test/mock-api';

/** A network failure as fetch reports it. */
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
