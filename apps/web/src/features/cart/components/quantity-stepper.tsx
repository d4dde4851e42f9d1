import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export interface QuantityStepperProps {
  /** The service's name, for the buttons' labels ('Add Saree', 'Remove one Saree', 'Add one Saree'), as the card shows it. */
  name: string;
  quantity: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** 'card' fills the service card's width; 'compact' sits in a cart line. */
  variant?: 'card' | 'compact';
  className?: string;
}

/** 'Add' while the service is not in the cart, then − quantity +. */
export function QuantityStepper({ name, quantity, onIncrement, onDecrement, variant = 'card', className }: QuantityStepperProps) {
  const { t } = useTranslation('home');
  const compact = variant === 'compact';
  if (quantity <= 0) {
    return (
      <button
        type="button"
        onClick={onIncrement}
        aria-label={t('cart.addService', { name })}
        className={cn(
          'inline-flex h-11 items-center justify-center gap-1.5 rounded-xl bg-brand-50 px-4 text-sm font-bold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-100 active:bg-brand-200',
          compact ? 'w-[7.25rem]' : 'w-full',
          className,
        )}
      >
        <Plus className="h-4 w-4" strokeWidth={2.75} aria-hidden="true" />
        {t('cart.add')}
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={t('cart.quantity', { name })}
      className={cn(
        'inline-flex h-11 items-center justify-between overflow-hidden rounded-xl bg-brand-600 text-white shadow-soft',
        compact ? 'w-[7.25rem]' : 'w-full',
        className,
      )}
    >
      <button
        type="button"
        onClick={onDecrement}
        aria-label={t('cart.removeOne', { name })}
        className="inline-flex h-full w-11 shrink-0 items-center justify-center transition-colors hover:bg-brand-700 active:bg-brand-800"
      >
        <Minus className="h-4 w-4" strokeWidth={2.75} aria-hidden="true" />
      </button>
      <span aria-live="polite" className="min-w-0 flex-1 text-center text-[15px] font-bold tabular-nums">
        {quantity}
      </span>
      <button
        type="button"
        onClick={onIncrement}
        aria-label={t('cart.addOne', { name })}
        className="inline-flex h-full w-11 shrink-0 items-center justify-center transition-colors hover:bg-brand-700 active:bg-brand-800"
      >
        <Plus className="h-4 w-4" strokeWidth={2.75} aria-hidden="true" />
      </button>
    </div>
  );
}
