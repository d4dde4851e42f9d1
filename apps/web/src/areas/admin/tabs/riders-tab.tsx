import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { ActiveRidersPanel } from './riders/active-riders-panel';
import { LiveTrackingPanel } from './riders/live-tracking-panel';
import { OrdersToAssignPanel } from './riders/orders-to-assign-panel';
import { QuickPickupsPanel } from './riders/quick-pickups-panel';
import { RiderVerificationPanel } from './riders/rider-verification-panel';

const SUB_TABS: ReadonlyArray<{ id: string; label: string; Component: ComponentType }> = [
  { id: 'verification', label: 'Verification', Component: RiderVerificationPanel },
  { id: 'active', label: 'Active Riders', Component: ActiveRidersPanel },
  { id: 'orders', label: 'Orders', Component: OrdersToAssignPanel },
  { id: 'quick-pickups', label: 'Quick Pickups', Component: QuickPickupsPanel },
  { id: 'live-tracking', label: 'Live Tracking', Component: LiveTrackingPanel },
];

/** Riders: the spec's five sub-tabs (admin-and-backend.md §2), the current one in the address (?tab=riders&sub=orders). */
export function RidersTab() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sub');
  const sub = SUB_TABS.some((t) => t.id === requested) ? requested! : 'verification';
  return (
    <Tabs.Root
      value={sub}
      onValueChange={(id) =>
        setParams((prev) => {
          const next = new URLSearchParams(prev);
          next.set('sub', id);
          return next;
        })
      }
      className="space-y-5"
    >
      <Tabs.List
        aria-label="Rider sections"
        className="inline-flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-soft ring-1 ring-slate-900/5"
      >
        {SUB_TABS.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className={cn(
              'h-9 rounded-xl px-3.5 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
              'data-[state=active]:bg-brand-600 data-[state=active]:text-white',
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SUB_TABS.map((t) => (
        <Tabs.Content key={t.id} value={t.id} className="focus-visible:outline-none">
          {sub === t.id ? <t.Component /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
