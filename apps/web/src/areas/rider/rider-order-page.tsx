import { useNavigate, useParams } from 'react-router';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';
import type { OrderCatalogue } from '@/features/rider-orders/components/order-detail/add-service-panel';
import { RiderOrderDetail } from '@/features/rider-orders/components/order-detail/rider-order-detail';
import { RiderOrderActions } from './components/rider-order-actions';
import { useShownRider } from './shown-rider';

/**
 * /rider/orders/:orderId: the order detail and edit page (rider-portal.md §2.4). The live catalogue feeds the Add
 * Service panel; the trip's next action (accept, start, complete) sits under the cards, after the money on a delivery.
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
        <RiderOrderActions order={order} rider={rider} onCompleted={() => void navigate('/rider/dashboard')} />
      )}
    />
  );
}
