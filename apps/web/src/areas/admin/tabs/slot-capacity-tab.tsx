import { SlotCapacityScreen } from '@/features/admin-places/components/slot-capacity-screen';

/** Slot capacity: every area's pickups per slot, a screen of its own rather than only beside the map's chosen area. */
export function SlotCapacityTab() {
  return <SlotCapacityScreen />;
}
