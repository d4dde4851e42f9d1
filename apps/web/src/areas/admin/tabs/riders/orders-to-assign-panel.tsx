import { Bike, PackageCheck, Truck } from 'lucide-react';
import { DispatchBoard } from '@/features/admin-dispatch/components/dispatch-board';

const QUEUES = ['waiting', 'assigned', 'in_hand'] as const;

/** Riders → Orders: trips to assign, trips on the road, orders at the vendor (admin-and-backend.md §4, §9). */
export function OrdersToAssignPanel() {
  return (
    <DispatchBoard
      title="Orders"
      description="Give each trip to the nearest free rider, choose the vendor, and move orders through the vendor's stages. Earliest trip first."
      queues={QUEUES}
      type="all"
      queueHints={{
        waiting:
          'Pickups of pending and confirmed orders with no rider, and deliveries of orders ready at the vendor, by trip date and time.',
        assigned: 'Trips a rider has accepted or been given but not yet collected: they can still be reassigned.',
        in_hand:
          'Collected orders on the way to the vendor or at it, by the time they are due back. Mark each stage as the vendor reports it.',
      }}
      empty={{
        waiting: {
          icon: <Bike className="h-5 w-5" aria-hidden="true" />,
          title: 'No trips waiting for a rider',
          text: 'New bookings and orders ready at the vendor appear here as they come in.',
        },
        assigned: {
          icon: <Truck className="h-5 w-5" aria-hidden="true" />,
          title: 'No trips on the road',
          text: 'Trips appear here once they are assigned, until the rider collects the items.',
        },
        in_hand: {
          icon: <PackageCheck className="h-5 w-5" aria-hidden="true" />,
          title: 'No orders in hand',
          text: 'Orders appear here once the pickup rider has the items, until the delivery is assigned.',
        },
      }}
    />
  );
}
