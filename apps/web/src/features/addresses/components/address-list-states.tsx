import { MapPinHouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export function EmptyState({ text, detail, action }: { text: string; detail?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-10 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPinHouse className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-[15px] font-semibold text-ink">{text}</p>
      {detail ? <p className="mt-1 text-sm text-slate-500">{detail}</p> : null}
      {action}
    </div>
  );
}

export function AddressListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading addresses">
      {[0, 1].map((key) => (
        <div key={key} className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-900/5">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
