import type { Rider, RiderOrder } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { riderOrderKeys } from '@/features/rider-orders/api/rider-order-keys';
import { OrderActionButtons } from '@/features/rider-orders/components/order-action-buttons';
import { CollectPaymentPanel } from '@/features/rider-payments/components/collect-payment-panel';
import { useCompleteHold } from '@/features/rider-payments/hooks/use-complete-hold';

/**
 * Under the order's cards: the trip's next action. On a started delivery the money comes first (issue 26): what to
 * collect, cash or the UPI QR, and the handover code only once nothing is due (or operations allowed paying later).
 */
export function RiderOrderActions({
  order,
  rider,
  onCompleted,
}: {
  order: RiderOrder;
  rider: Rider | null | undefined;
  onCompleted: () => void;
}) {
  const queryClient = useQueryClient();
  const delivering = order.tripType === 'delivery' && order.riderStatus === 'picked_up';
  const completeHold = useCompleteHold(order._id, { enabled: delivering });

  return (
    <div className="grid gap-3 pt-1">
      {delivering ? (
        <CollectPaymentPanel
          orderId={order._id}
          orderNumber={order.custom_order_id}
          // The jobs list shows the payment status too (a paid delivery completes from its card).
          onCollected={() => void queryClient.invalidateQueries({ queryKey: riderOrderKeys.all })}
        />
      ) : null}
      <OrderActionButtons order={order} rider={rider} completeHold={completeHold} onCompleted={onCompleted} />
    </div>
  );
}
