import { useNavigate, useParams } from 'react-router';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';
import { OrderActionButtons } from '@/features/rider-orders/components/order-action-buttons';
import type { OrderCatalogue } from '@/features/rider-orders/components/order-detail/add-service-panel';
import { RiderOrderDetail } from '@/features/rider-orders/components/order-detail/rider-order-detail';
import { useShownRider } from './shown-rider';

/**
 * /rider/orders/:orderId: the order detail and edit page (rider-portal.md §2.4). The live catalogue feeds the Add
 * Service panel; the trip's next action (accept, start, complete) sits under the cards.
 */
export function RiderOrderPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const rider = useShownRider();
  const services = useCatalogue();

  const catalogue: OrderCatalogue = {
    categories: services.data?.categories ?? [],
    status: services.data ? 'ready' : services.isError ? 'error' : 'loading',
    onRetry: () => void services.refetch(),
  };

  return (
    <RiderOrderDetail
      orderId={orderId}
      catalogue={catalogue}
      renderActions={(order) => (
        <OrderActionButtons order={order} rider={rider} className="pt-1" onCompleted={() => void navigate('/rider/dashboard')} />
      )}
    />
  );
}
