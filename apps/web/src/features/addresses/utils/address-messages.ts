// How the address screens word what the server says and what an address is called (customer-app.md §2, §8).
import type { AddressRecord } from '@washday/core';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, translateMessage } from '@/lib/i18n';
import { ADDRESS_TYPE_LABELS } from './address-draft';

/**
 * The server's words for a refusal, in the interface language, else `fallback` (already in it). A network failure
 * carries the transport's own 'Network error: ...' (customer-app.md §7), which is English: in another language
 * the fallback stands in for it.
 */
export function addressErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message || error.status === 500) return fallback;
  if (error.status === 0) return currentLanguage() === 'en' ? error.message : fallback;
  return translateMessage(error.message);
}

/**
 * How an address is named on screen: a Home or Work address saved under its type's own word shows that word in the
 * interface language; a title the customer chose (an 'Other' label) is their data and shows as written.
 */
export function addressTitle(
  address: Pick<AddressRecord, 'title' | 'address_type'>,
  t: TFunction<'addresses'>,
): { text: string; isTypeName: boolean } {
  const isTypeName = address.address_type !== 'other' && address.title === ADDRESS_TYPE_LABELS[address.address_type];
  return { text: isTypeName ? t(`types.${address.address_type}`) : address.title, isTypeName };
}
