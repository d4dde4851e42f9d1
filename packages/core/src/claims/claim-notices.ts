import { formatRupees } from '../money.js';
import type { ClaimPayout } from './claim-schema.js';

/** The customer's notices of a claim, in English (stored) and Hindi (composed by the app from the same data). */
export const CLAIM_NOTICE_TYPES = ['claim_received', 'claim_rejected', 'claim_compensated'] as const;
export type ClaimNoticeType = (typeof CLAIM_NOTICE_TYPES)[number];

export interface ClaimNoticeValues {
  order_number: string;
  reason?: string | null;
  amount?: number | null;
  payout?: ClaimPayout | null;
  coupon_code?: string | null;
}

type Lang = 'en' | 'hi';

export const CLAIM_NOTICE_TITLES: Record<ClaimNoticeType, Record<Lang, string>> = {
  claim_received: { en: 'Problem Reported', hi: 'समस्या दर्ज हुई' },
  claim_rejected: { en: 'Claim Declined', hi: 'दावा अस्वीकार' },
  claim_compensated: { en: 'Claim Settled', hi: 'दावे का भुगतान' },
};

export function claimNoticeMessage(type: ClaimNoticeType, v: ClaimNoticeValues, lang: Lang = 'en'): string {
  const amount = formatRupees(v.amount ?? 0);
  const hi = lang === 'hi';
  switch (type) {
    case 'claim_received':
      return hi
        ? `ऑर्डर ${v.order_number} के लिए आपकी शिकायत मिल गई है। हम जाँच करके जल्द बताएँगे।`
        : `We have your report for order ${v.order_number}. We will look into it and let you know.`;
    case 'claim_rejected':
      return hi
        ? `ऑर्डर ${v.order_number} का दावा स्वीकार नहीं हुआ: ${v.reason ?? ''}`
        : `Your claim for order ${v.order_number} was declined: ${v.reason ?? ''}`;
    case 'claim_compensated':
      if (v.payout === 'coupon')
        return hi
          ? `ऑर्डर ${v.order_number} के दावे के लिए ${amount} का कूपन ${v.coupon_code ?? ''} आपके अगले ऑर्डर पर।`
          : `For your claim on order ${v.order_number}, coupon ${v.coupon_code ?? ''} worth ${amount} is yours for your next order.`;
      return hi
        ? `ऑर्डर ${v.order_number} के दावे के लिए ${amount} रिफ़ंड किए गए।`
        : `${amount} has been refunded for your claim on order ${v.order_number}.`;
  }
}
