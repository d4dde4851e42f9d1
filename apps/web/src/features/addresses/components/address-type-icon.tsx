import type { AddressType } from '@washday/core';
import { Briefcase, Home, MapPin } from 'lucide-react';
import { cn } from '@/lib/cn';

export const ADDRESS_TYPE_ICONS: Record<AddressType, typeof Home> = { home: Home, office: Briefcase, other: MapPin };

/** Home / Work / Other in a soft round badge. */
export function AddressTypeIcon({
  type,
  className,
  selected = false,
}: {
  type: AddressType;
  className?: string;
  selected?: boolean;
}) {
  const Icon = ADDRESS_TYPE_ICONS[type];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full transition-colors',
        selected ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Icon className="h-[18px] w-[18px]" />
    </span>
  );
}
