import type { StopKind } from '@washday/core';
import { ArrowDownToLine, ArrowUpFromLine, Store, type LucideIcon } from 'lucide-react';

/** A stop's icon and colour: at a door the trip's (pickup brand, delivery violet, as on the job cards), a laundry slate. */
export const STOP_KIND_LOOK: Record<StopKind, { Icon: LucideIcon; tone: string; text: string }> = {
  pickup_at_door: { Icon: ArrowUpFromLine, tone: 'bg-brand-50 text-brand-700 ring-brand-100', text: 'text-brand-700' },
  drop_at_laundry: { Icon: Store, tone: 'bg-slate-100 text-slate-700 ring-slate-200', text: 'text-slate-700' },
  collect_at_laundry: { Icon: Store, tone: 'bg-slate-100 text-slate-700 ring-slate-200', text: 'text-slate-700' },
  deliver_at_door: { Icon: ArrowDownToLine, tone: 'bg-violet-50 text-violet-700 ring-violet-200', text: 'text-violet-700' },
};
