import { referralLink } from '@washday/core';
import type { TFunction } from 'i18next';

/** The link a friend opens: this site's origin with the code in ?ref= (customer-app.md §9). */
export function shareLinkFor(code: string, origin: string = window.location.origin): string {
  return referralLink(origin, code);
}

/** Core's referralShareText in the interface language (in English it is core's sentence word for word). */
export function shareMessage(code: string, refereePercent: number, t: TFunction<'account'>, origin?: string): string {
  return t('referrals.share.message', { code, percent: refereePercent, link: shareLinkFor(code, origin) });
}

export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
/** `sms:?body=` opens the messaging app with the text on Android and iOS alike. */
export const smsUrl = (text: string) => `sms:?body=${encodeURIComponent(text)}`;
