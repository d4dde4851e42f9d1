import { RoutesBoard } from '@/features/admin-dispatch/components/routes-board';

/** Riders → Routes: the planner's routes for riders on shift, the trips it could not place, and the operator's controls. */
export function RoutesPanel() {
  return <RoutesBoard />;
}
