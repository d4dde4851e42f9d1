import { LiveTrackingBoard } from '@/features/admin-riders/components/live-tracking-board';

/** Riders › Live Tracking: active riders and open orders on a map (the map's code loads only when opened). */
export function LiveTrackingPanel() {
  return <LiveTrackingBoard />;
}
