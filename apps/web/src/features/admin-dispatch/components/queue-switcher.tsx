import type { DispatchQueue } from '@washday/core';
import { StatusChips } from '@/components/admin-table/status-chips';

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
    <StatusChips
      label="Dispatch queues"
      look="tabs"
      countInName
      options={queues.map((queue) => ({ value: queue, label: QUEUE_LABELS[queue], count: counts?.[queue] }))}
      isSelected={(queue) => value === queue}
      onSelect={onChange}
    />
  );
}
