import { useServerEvents } from '@/hooks/use-server-events';
import { vendorOrderKeys } from '../api/vendor-orders';

/**
 * Keeps the laundry's board live: every move of an order sent to this vendor reaches its staff as 'booking.updated'
 * (the server's vendor:<id> audience), which refetches the board. While the stream is down the board polls instead.
 */
export function useVendorBoardLive() {
  return useServerEvents({ as: 'vendor', invalidate: { 'booking.updated': [vendorOrderKeys.board] } });
}
