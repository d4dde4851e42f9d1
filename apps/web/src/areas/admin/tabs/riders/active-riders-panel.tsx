import { ActiveRidersBoard } from '@/features/admin-riders/components/active-riders-board';

/** Riders › Active Riders: who is on duty, how fresh their position is, and their current jobs. */
export function ActiveRidersPanel() {
  return <ActiveRidersBoard />;
}
