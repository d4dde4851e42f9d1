import type { AddressRecord } from '@washday/core';
import { ChevronRight, MapPinPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { AddressSummary } from './address-summary';
import { AddressTypeIcon } from './address-type-icon';

export interface SelectedAddressCardProps {
  address: AddressRecord | null;
  /** Opens the picker. */
  onChange: () => void;
  className?: string;
}

/** The checkout's pick-up address: the chosen one with 'Change', or a prompt to select one. */
export function SelectedAddressCard({ address, onChange, className }: SelectedAddressCardProps) {
  const { t } = useTranslation('addresses');
  if (!address) {
    return (
      <button
        type="button"
        onClick={onChange}
        className={cn(
          'group flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/40 px-4 py-3 text-left transition hover:border-brand-300 hover:bg-brand-50',
          className,
        )}
      >
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 shadow-soft">
          <MapPinPlus className="h-5 w-5" aria-hidden="true" />
        </span>
        <span className="flex-1">
          <span className="block text-[15px] font-bold text-brand-800">{t('list.pickerTitle')}</span>
          <span className="block text-sm text-slate-500">{t('selected.choose')}</span>
        </span>
        <ChevronRight className="h-5 w-5 text-brand-500 transition group-hover:translate-x-0.5" aria-hidden="true" />
      </button>
    );
  }
  return (
    <div className={cn('flex items-start gap-3 rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5', className)}>
      <AddressTypeIcon type={address.address_type} />
      <AddressSummary
        address={address}
        className="flex-1"
        action={
          <button
            type="button"
            onClick={onChange}
            aria-label={t('selected.changeLabel')}
            className="-my-2.5 -mr-2 inline-flex h-11 items-center rounded-full px-4 text-sm font-bold text-brand-700 transition-colors hover:bg-brand-50"
          >
            {t('selected.change')}
          </button>
        }
      />
    </div>
  );
}
