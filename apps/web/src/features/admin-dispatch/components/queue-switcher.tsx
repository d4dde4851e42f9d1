import type { DispatchQueue } from '@washday/core';
import { cn } from '@/lib/cn';

export const QUEUE_LABELS: Record<DispatchQueue, string> = {
  waiting: 'Waiting for a rider',
  assigned: 'Assigned',
  in_hand: 'In hand',
};

/** The queues with their sizes; the counts come with every page (same search and type). */
export function QueueSwitcher({
  queues,
  value,
  counts,
  onChange,
}: {
  queues: readonly DispatchQueue[];
  value: DispatchQueue;
  counts: Record<DispatchQueue, number> | undefined;
  onChange: (queue: DispatchQueue) => void;
}) {
  return (
    <div role="group" aria-label="Dispatch queues" className="inline-flex flex-wrap gap-1 rounded-2xl bg-slate-100 p-1">
      {queues.map((queue) => (
        <button
          key={queue}
          type="button"
          aria-pressed={value === queue}
          aria-label={counts ? `${QUEUE_LABELS[queue]} (${counts[queue]})` : QUEUE_LABELS[queue]}
          onClick={() => onChange(queue)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
            value === queue && 'bg-white text-ink shadow-soft ring-1 ring-slate-900/5',
          )}
        >
          {QUEUE_LABELS[queue]}
          <span
            className={cn(
              'min-w-6 rounded-full px-1.5 py-0.5 text-xs font-bold tabular-nums',
              value === queue ? 'bg-brand-600 text-white' : 'bg-white text-slate-600',
            )}
          >
            {counts ? counts[queue] : '–'}
          </span>
        </button>
      ))}
    </div>
  );
}
