import { BUSINESS_TIME_ZONE, NEXT_VENDOR_STAGE, type VendorOrder, type VendorStage } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '@/lib/i18n';

/**
 * The Intl locale of the interface language. Not hooks/use-locale: a module shared with the customer's first load
 * is split into a chunk of its own once this area imports it too (.size-limit.cjs).
 */
export function useVendorLocale(): string {
  const { i18n } = useTranslation();
  return INTL_LOCALES[i18n.resolvedLanguage === 'hi' ? 'hi' : 'en'];
}

/** '2026-11-23' and '10:00' → 'Mon, 23 Nov, 10:00 am' in the reader's language. */
export function formatSlot(date: string, time: string, locale: string): { date: string; time: string } {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, h, m)),
  );
  return { date: day, time: clock };
}

/** An instant in Gurugram's time: '4:05 pm'. */
export function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

/** The stage the laundry can set next, or null (waiting for the rider, or for the delivery). */
export function nextStage(order: Pick<VendorOrder, 'vendorStage' | 'pickup'>): VendorStage | null {
  const next = NEXT_VENDOR_STAGE[order.vendorStage ?? 'none'];
  if (next === 'received' && order.pickup.status !== 'completed') return null;
  return next;
}
