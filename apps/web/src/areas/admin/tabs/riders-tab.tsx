import { ActiveRidersPanel } from './riders/active-riders-panel';
import { LiveTrackingPanel } from './riders/live-tracking-panel';
import { OrdersToAssignPanel } from './riders/orders-to-assign-panel';
import { QuickPickupsPanel } from './riders/quick-pickups-panel';
import { RiderVerificationPanel } from './riders/rider-verification-panel';
import { RoutesPanel } from './riders/routes-panel';
import { SubTabs, type SubTab } from './sub-tabs';

const SECTIONS: readonly [SubTab, ...SubTab[]] = [
  { id: 'verification', label: 'Verification', Component: RiderVerificationPanel },
  { id: 'active', label: 'Active Riders', Component: ActiveRidersPanel },
  { id: 'orders', label: 'Orders', Component: OrdersToAssignPanel },
  { id: 'quick-pickups', label: 'Quick Pickups', Component: QuickPickupsPanel },
  { id: 'routes', label: 'Routes', Component: RoutesPanel },
  { id: 'live-tracking', label: 'Live Tracking', Component: LiveTrackingPanel },
];

/** Riders: the spec's five sub-tabs (admin-and-backend.md §2) and the planner's Routes (issue 28), the current one in the address (?tab=riders&sub=orders). */
export function RidersTab() {
  return <SubTabs tabs={SECTIONS} label="Rider sections" />;
}
