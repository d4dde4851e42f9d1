import * as Tabs from '@radix-ui/react-tabs';
import {
  BarChart3,
  CalendarClock,
  CalendarPlus,
  ClipboardList,
  Factory,
  IndianRupee,
  LayoutDashboard,
  MapPinned,
  Repeat,
  Shirt,
  Sparkles,
  TicketPercent,
  Bike,
  Tags,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { AnalyticsTab } from './tabs/analytics-tab';
import { BookForUserTab } from './tabs/book-for-user-tab';
import { BookingsTab } from './tabs/bookings-tab';
import { CouponsTab } from './tabs/coupons-tab';
import { LabelsTab } from './tabs/labels-tab';
import { LocationsTab } from './tabs/locations-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PaymentsTab } from './tabs/payments-tab';
import { PlansTab } from './tabs/plans-tab';
import { RecurringTab } from './tabs/recurring-tab';
import { RidersTab } from './tabs/riders-tab';
import { ServicesTab } from './tabs/services-tab';
import { SlotCapacityTab } from './tabs/slot-capacity-tab';
import { VendorsTab } from './tabs/vendors-tab';

export interface AdminTab {
  id: string;
  label: string;
  icon: ReactNode;
  Component: ComponentType;
}

const icon = (Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>) => <Icon className="h-4 w-4" aria-hidden />;

/**
 * The spec's six tabs (admin-and-backend.md §2), slot capacity beside Locations, payments after Analytics (issue 26),
 * then the catalogue, promotions and vendors screens (README point 6).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'overview', label: 'Overview', icon: icon(LayoutDashboard), Component: OverviewTab },
  { id: 'bookings', label: 'Bookings', icon: icon(ClipboardList), Component: BookingsTab },
  { id: 'user-booking', label: 'Book for User', icon: icon(CalendarPlus), Component: BookForUserTab },
  { id: 'locations', label: 'Locations', icon: icon(MapPinned), Component: LocationsTab },
  { id: 'slots', label: 'Slot capacity', icon: icon(CalendarClock), Component: SlotCapacityTab },
  { id: 'riders', label: 'Riders', icon: icon(Bike), Component: RidersTab },
  { id: 'analytics', label: 'Analytics', icon: icon(BarChart3), Component: AnalyticsTab },
  { id: 'payments', label: 'Payments', icon: icon(IndianRupee), Component: PaymentsTab },
  { id: 'services', label: 'Services', icon: icon(Shirt), Component: ServicesTab },
  { id: 'coupons', label: 'Coupons', icon: icon(TicketPercent), Component: CouponsTab },
  { id: 'plans', label: 'Plans', icon: icon(Sparkles), Component: PlansTab },
  { id: 'recurring', label: 'Recurring', icon: icon(Repeat), Component: RecurringTab },
  { id: 'vendors', label: 'Vendors', icon: icon(Factory), Component: VendorsTab },
  { id: 'labels', label: 'Labels', icon: icon(Tags), Component: LabelsTab },
];

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The tab in the address (?tab=bookings), so a reload or a shared link opens the same screen. */
export function useAdminTab(): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = ADMIN_TABS.some((t) => t.id === requested) ? requested! : 'overview';
  return [
    current,
    (id) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams();
          if (id !== 'overview') next.set('tab', id);
          // Sub-tab and filters belong to the tab being left.
          void prev;
          return next;
        },
        { replace: false },
      ),
  ];
}

/** The portal's tab bar and the current tab's screen. */
export function AdminTabs() {
  const [tab, setTab] = useAdminTab();
  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="flex flex-1 flex-col">
      <div className="sticky top-16 z-10 -mx-4 border-b border-slate-200/70 bg-slate-50/95 px-4 backdrop-blur md:-mx-6 md:px-6">
        <Tabs.List aria-label="Admin sections" className="flex gap-1 overflow-x-auto py-2 [scrollbar-width:none]">
          {ADMIN_TABS.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              className={cn(
                'inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl px-2 text-sm xl:px-2.5 font-semibold text-slate-600 transition-colors',
                'hover:bg-white hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-soft data-[state=active]:ring-1 data-[state=active]:ring-slate-900/5',
              )}
            >
              {t.icon}
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {ADMIN_TABS.map((t) => (
        <Tabs.Content key={t.id} value={t.id} className="flex-1 pt-6 focus-visible:outline-none">
          {tab === t.id ? <t.Component /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
