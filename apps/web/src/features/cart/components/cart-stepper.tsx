import type { CatalogueService } from '@washday/core';
import { useCartQuantity } from '../hooks/use-cart';
import { cartStore } from '../stores/cart-store';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/** The service's Add button / stepper, wired to the shared cart (respects the service's minimum). */
export function CartStepper({
  service,
  variant,
  className,
}: {
  service: Pick<CatalogueService, 'id' | 'name' | 'minQuantity'>;
  variant?: QuantityStepperProps['variant'];
  className?: string;
}) {
  const quantity = useCartQuantity(service.id);
  return (
    <QuantityStepper
      name={service.name}
      quantity={quantity}
      variant={variant}
      className={className}
      onIncrement={() => cartStore.increment(service.id, service.minQuantity)}
      onDecrement={() => cartStore.decrement(service.id, service.minQuantity)}
    />
  );
}
