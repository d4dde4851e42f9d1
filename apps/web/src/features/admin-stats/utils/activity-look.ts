import type { ActivityEntry } from '@washday/core';
import type { LucideIcon } from 'lucide-react';
import {
  Ban,
  Bike,
  CheckCircle2,
  ClipboardCheck,
  Factory,
  ListChecks,
  Package,
  PackageCheck,
  Repeat,
  Sparkles,
  Truck,
  UserCheck,
} from 'lucide-react';

export interface ActivityLook {
  icon: LucideIcon;
  /** Classes of the round icon tile. */
  tone: string;
}

const TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  sky: 'bg-sky-50 text-sky-700 ring-sky-100',
  violet: 'bg-violet-50 text-violet-700 ring-violet-100',
  emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  rose: 'bg-rose-50 text-rose-700 ring-rose-100',
  slate: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** The icon and colour of a step in the feed, by what it did. */
export function activityLook(entry: Pick<ActivityEntry, 'trip' | 'to'>): ActivityLook {
  if (entry.trip) {
    switch (entry.to) {
      case 'assigned':
        return { icon: UserCheck, tone: TONES.sky };
      case 'reassigned':
        return { icon: Repeat, tone: TONES.sky };
      case 'accepted':
        return { icon: Bike, tone: TONES.sky };
      case 'picked_up':
        return entry.trip === 'pickup' ? { icon: Bike, tone: TONES.brand } : { icon: Truck, tone: TONES.brand };
      case 'completed':
        return entry.trip === 'pickup' ? { icon: Package, tone: TONES.violet } : { icon: PackageCheck, tone: TONES.emerald };
      case 'items_updated':
        return { icon: ListChecks, tone: TONES.slate };
    }
    return { icon: Bike, tone: TONES.slate };
  }
  switch (entry.to) {
    case 'confirmed':
      return { icon: ClipboardCheck, tone: TONES.brand };
    case 'completed':
      return { icon: CheckCircle2, tone: TONES.emerald };
    case 'cancelled':
      return { icon: Ban, tone: TONES.rose };
    case 'vendor_assigned':
    case 'received':
    case 'processing':
      return { icon: Factory, tone: TONES.violet };
    case 'ready':
      return { icon: Sparkles, tone: TONES.violet };
  }
  return { icon: ClipboardCheck, tone: TONES.slate };
}

export const ROLE_LABEL: Record<ActivityEntry['actor']['role'], string> = {
  admin: 'Admin',
  rider: 'Rider',
  customer: 'Customer',
  vendor: 'Laundry staff',
  planner: 'Route planner',
};
