import type { CatalogueService } from '@washday/core';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useCartQuantity } from '../hooks/use-cart';
import { cartStore } from '../stores/cart-store';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

/** The service's Add button / stepper, wired to the shared cart (respects the service's minimum). */
export function CartStepper({
  service,
  variant,
  className,
}: {
  service: Pick<CatalogueService, 'id' | 'name' | 'nameHi' | 'minQuantity'>;
  variant?: QuantityStepperProps['variant'];
  className?: string;
}) {
  const quantity = useCartQuantity(service.id);
  const name = useCatalogueText().name(service).text;
  return (
    <QuantityStepper
      name={name}
      quantity={quantity}
      variant={variant}
      className={className}
      onIncrement={() => cartStore.increment(service.id, service.minQuantity)}
      onDecrement={() => cartStore.decrement(service.id, service.minQuantity)}
    />
  );
}
