import { Zap } from 'lucide-react';
import { DispatchBoard } from '@/features/admin-dispatch/components/dispatch-board';

const QUEUES = ['waiting'] as const;
const EMPTY = {
  icon: <Zap className="h-5 w-5" aria-hidden="true" />,
  title: 'No quick pickups waiting',
  text: "Customers' quick pickup requests appear here as soon as they are made: a rider collects the clothes and counts them at the door.",
};

/** Riders → Quick Pickups: express orders with no items yet, waiting for a pickup rider. */
export function QuickPickupsPanel() {
  return (
    <DispatchBoard
      title="Quick Pickups"
      description="Quick pickups have no items until the rider counts them at the door. Send the nearest rider."
      queues={QUEUES}
      type="quick"
      queueHints={{
        waiting: 'Quick pickups with no rider yet, earliest first.',
        assigned: '',
        in_hand: '',
      }}
      empty={{ waiting: EMPTY, assigned: EMPTY, in_hand: EMPTY }}
    />
  );
}
