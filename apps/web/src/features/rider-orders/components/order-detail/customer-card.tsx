import { formatIndianMobile, normalizeIndianMobile, type RiderOrder } from '@washday/core';
import { MapPin, Phone, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import type { CatalogueText } from '@/lib/catalogue-text';
import { formatSlot, orderTypeLabel } from '../../utils/order-edit-format';
import { DetailCard, DetailRow } from './detail-card';
import { NavigateButton } from './navigate-button';

const telHref = (phone: string) => {
  const ten = normalizeIndianMobile(phone);
  return `tel:${ten ? `+91${ten}` : phone.replace(/[^\d+]/g, '')}`;
};

/** Who to meet and where (rider-portal.md §2.4). */
/** A service type the catalogue no longer names (an express quick pickup, a retired category): its id in words. */
const serviceTypeFallback = (type: string) => (type ? type.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : '—');

/** serviceTypeName: the catalogue's name for the order's service type, when it has one. */
export function CustomerCard({ order, serviceTypeName }: { order: RiderOrder; serviceTypeName?: CatalogueText | undefined }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { flatNo, landmark } = order.address_details;
  const flatInAddress = flatNo && order.address.toLowerCase().includes(flatNo.toLowerCase());
  return (
    <DetailCard title={t('customer.title')} icon={<UserRound className="h-5 w-5" />}>
      <div className="flex items-center justify-between gap-3">
        <p translate="no" className="min-w-0 truncate text-lg font-bold text-ink">
          {order.customerName}
        </p>
        <a
          href={telHref(order.customerPhone)}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-xl bg-emerald-50 px-3.5 text-[15px] font-semibold text-emerald-800 ring-1 ring-emerald-200 transition hover:bg-emerald-100"
        >
          <Phone className="h-4 w-4" aria-hidden="true" />
          {formatIndianMobile(order.customerPhone)}
        </a>
      </div>

      <div className="mt-4 rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100">
        <p className="flex items-start gap-2 text-[15px] font-medium text-ink">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span>
            <span translate="no">
              {flatNo && !flatInAddress ? `${flatNo}, ` : ''}
              {order.address}
            </span>
            {landmark ? (
              <span className="block text-sm font-normal text-slate-500">{t('customer.near', { landmark })}</span>
            ) : null}
          </span>
        </p>
        <div className="mt-3">
          <NavigateButton label={t('customer.navigate')} destination={order.coordinates ?? order.address} />
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <DetailRow
          label={order.tripType === 'pickup' ? t('customer.pickupTime') : t('customer.deliveryTime')}
          className="col-span-2"
        >
          {formatSlot(order.pickupDate, order.pickupTime, locale)}
        </DetailRow>
        <DetailRow label={t('customer.orderType')}>{orderTypeLabel(order, t)}</DetailRow>
        <DetailRow label={t('customer.serviceType')}>
          <span translate={serviceTypeName ? serviceTypeName.translate : 'no'}>
            {serviceTypeName?.text ?? serviceTypeFallback(order.service_type)}
          </span>
        </DetailRow>
        <DetailRow label={t('customer.customerId')} className="col-span-2">
          <span translate="no" className="font-mono text-[13px] font-medium break-all text-slate-700">
            {order.customer_id}
          </span>
        </DetailRow>
      </dl>

      {order.specialInstructions ? (
        <p className="mt-4 rounded-2xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900 ring-1 ring-amber-100">
          <span className="font-semibold">{t('customer.instructions')}</span>
          <span translate="no">{order.specialInstructions}</span>
        </p>
      ) : null}
    </DetailCard>
  );
}
