import { intlNoticeFormats } from './notice-formats.js';
import { fillNoticeText, type NoticeLanguage } from './notice-words.js';
import { riderNoticeBody, type RIDER_NOTICE_TEXT, type RiderNoticeTextKey } from './rider-notice-text.js';

// Riders' notifications in Hindi, as a rider would say them: the rider portal's Hindi for them (apps/web/src/locales)
// and the server's push and SMS copies to a rider who chose Hindi on their screens. Order ids, addresses, laundries
// and the customer's reasons come in as they are.

/** The bodies that carry values (rider-notice-text.ts composes them from the data). */
export const RIDER_NOTICE_TEXT_HI: { readonly [K in keyof typeof RIDER_NOTICE_TEXT]: string } = {
  slot: '{{date}} को {{time}} बजे',
  theLaundry: 'लॉन्ड्री',
  pickupAssigned: 'ऑर्डर {{order}} का पिकअप {{slot}} करें। पता: {{address}}',
  deliveryAssigned: 'ऑर्डर {{order}} की डिलीवरी {{slot}} करें। पता: {{address}}',
  pickupReassigned: 'ऑर्डर {{order}} का पिकअप किसी दूसरे राइडर को दे दिया गया है, अब आपको जाने की ज़रूरत नहीं है।',
  deliveryReassigned: 'ऑर्डर {{order}} की डिलीवरी किसी दूसरे राइडर को दे दी गई है, अब आपको जाने की ज़रूरत नहीं है।',
  cancelled: 'ऑर्डर {{order}} रद्द हो गया है, अब आपको जाने की ज़रूरत नहीं है।',
  takeToVendor: 'ऑर्डर {{order}} को {{vendor}} पर ले जाएँ।',
  changesApproved: 'ऑर्डर {{order}}: ग्राहक ने नए आइटम मंज़ूर कर दिए हैं। अब ऑर्डर सेव करें।',
  changesRejected: 'ऑर्डर {{order}}: ग्राहक ने बदलाव नामंज़ूर कर दिए हैं। कृपया ऑर्डर ठीक करके दोबारा भेजें।',
  changesRejectedReason: 'ऑर्डर {{order}}: ग्राहक ने बदलाव नामंज़ूर कर दिए हैं ({{reason}})। कृपया ऑर्डर ठीक करके दोबारा भेजें।',
  tagUnexpected: 'ऑर्डर {{order}}: लॉन्ड्री ने {{code}} स्कैन किया, जो इस ऑर्डर का टैग नहीं है। ऑपरेशंस टीम आपको कॉल करेगी।',
  tagsMissing: 'ऑर्डर {{order}}: लॉन्ड्री को {{codes}} नहीं मिले। ऑपरेशंस टीम आपको कॉल करेगी।',
};

/** The fixed titles and bodies of riders' notifications, in English as the server stores them. */
export const RIDER_NOTICE_FIXED = {
  newOrder: 'New Order Assigned',
  reassigned: 'Order Reassigned',
  cancelled: 'Order Cancelled',
  updated: 'Order Updated',
  tagsFlagged: 'Tags flagged at the laundry',
  changesApproved: 'Customer approved the changes',
  changesRejected: 'Customer rejected the changes',
  changesExpired: 'Changes expired',
  changesExpiredBody:
    'The customer did not answer your proposed changes within 24 hours. Send them again if they are still needed.',
  accountApproved: 'Account Approved',
  accountRejected: 'Account Rejected',
  accountApprovedBody: 'Your Washday rider account has been approved. You can now log in and go active to receive orders.',
} as const;

/** Their Hindi, under their English text (the rider portal translates them by their text). */
export const RIDER_NOTICE_FIXED_HI: Readonly<Record<string, string>> = {
  [RIDER_NOTICE_FIXED.newOrder]: 'नया ऑर्डर मिला',
  [RIDER_NOTICE_FIXED.reassigned]: 'ऑर्डर किसी और को दिया गया',
  [RIDER_NOTICE_FIXED.cancelled]: 'ऑर्डर रद्द हुआ',
  [RIDER_NOTICE_FIXED.updated]: 'ऑर्डर अपडेट हुआ',
  [RIDER_NOTICE_FIXED.tagsFlagged]: 'लॉन्ड्री में टैग की गड़बड़ी',
  [RIDER_NOTICE_FIXED.changesApproved]: 'ग्राहक ने बदलाव मंज़ूर किए',
  [RIDER_NOTICE_FIXED.changesRejected]: 'ग्राहक ने बदलाव नामंज़ूर किए',
  [RIDER_NOTICE_FIXED.changesExpired]: 'बदलावों का समय खत्म',
  [RIDER_NOTICE_FIXED.changesExpiredBody]: 'ग्राहक ने 24 घंटे में आपके सुझाए बदलावों का जवाब नहीं दिया। अगर अब भी ज़रूरी हों तो फिर से भेजें।',
  [RIDER_NOTICE_FIXED.accountApproved]: 'अकाउंट मंज़ूर हुआ',
  [RIDER_NOTICE_FIXED.accountRejected]: 'अकाउंट नामंज़ूर हुआ',
  [RIDER_NOTICE_FIXED.accountApprovedBody]:
    'आपका Washday राइडर अकाउंट मंज़ूर हो गया है। अब आप लॉग इन करके एक्टिव हो सकते हैं और ऑर्डर पा सकते हैं।',
};

let hindi: NoticeLanguage<RiderNoticeTextKey> | undefined;

/** Plain Hindi for rider bodies, as the server sends it. */
function hindiRiderNotices(): NoticeLanguage<RiderNoticeTextKey> {
  hindi ??= {
    ...intlNoticeFormats('hi-IN'),
    data: (value) => value,
    text: (key, values) => fillNoticeText(RIDER_NOTICE_TEXT_HI[key], values),
  };
  return hindi;
}

/**
 * A rider notification's title and text for a copy in `language`: Hindi when both its title and its body can be said
 * in Hindi (a body from its data, or a fixed one by its text); otherwise as stored, never half in each.
 */
export function riderNoticeCopy(
  notice: { title: string; message: string; data: unknown },
  language: 'en' | 'hi',
): { title: string; text: string; language: 'en' | 'hi' } {
  const stored = { title: notice.title, text: notice.message, language: 'en' as const };
  if (language === 'en') return stored;
  const title = RIDER_NOTICE_FIXED_HI[notice.title];
  const text = riderNoticeBody(notice.data, hindiRiderNotices()) ?? RIDER_NOTICE_FIXED_HI[notice.message];
  return title && text ? { title, text, language: 'hi' } : stored;
}
