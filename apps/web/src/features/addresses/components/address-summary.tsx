import { formatIndianMobile, type AddressRecord } from '@washday/core';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { addressTitle } from '../utils/address-messages';
import { ADDRESS_TYPE_ICONS } from './address-type-icon';

/** Title with the Default badge, the one-line address and the receiver: the body of an address row. */
export function AddressSummary({
  address,
  className,
  compact = false,
  inlineIcon = false,
  action,
}: {
  address: AddressRecord;
  className?: string;
  /** At most two lines of address. */
  compact?: boolean;
  /** A small Home/Work/Other icon before the title (when there is no big one beside the row). */
  inlineIcon?: boolean;
  /** A control at the end of the title line (e.g. 'Change'). */
  action?: ReactNode;
}) {
  const { t } = useTranslation('addresses');
  const TypeIcon = ADDRESS_TYPE_ICONS[address.address_type];
  const title = addressTitle(address, t);
  return (
    <div className={cn('min-w-0', className)}>
      <p className="flex flex-wrap items-center gap-2">
        {inlineIcon ? <TypeIcon className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" /> : null}
        <span translate={title.isTypeName ? undefined : 'no'} className="min-w-0 truncate text-[15px] font-bold text-ink">
          {title.text}
        </span>
        {address.is_default ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-bold tracking-wide text-brand-700 uppercase ring-1 ring-brand-100">
            {t('list.defaultBadge')}
          </span>
        ) : null}
        {action ? <span className="ml-auto">{action}</span> : null}
      </p>
      <p translate="no" className={cn('mt-1 text-sm leading-snug break-words text-slate-600', compact && 'line-clamp-2')}>
        {address.full_address}
      </p>
      <p className="mt-1.5 flex items-center gap-1.5 text-[13px] text-slate-500">
        <UserRound className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span translate="no" className="min-w-0 truncate">
          {address.contact_person} <span aria-hidden="true">·</span>{' '}
          <span className="tabular-nums">{formatIndianMobile(address.contact_phone)}</span>
        </span>
      </p>
    </div>
  );
}
