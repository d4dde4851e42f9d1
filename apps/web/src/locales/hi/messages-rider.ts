// Hindi for the messages the rider screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Core's constants are used as the keys where
// core has them, so a key always matches what the screen is handed; the rider features' own spec messages
// (rider-orders/utils, rider-notifications/api, rider-auth) are written out. Messages the customer screens show too
// (the phone code, sign-in, network, pricing) are in messages-auth, -common, -checkout and -bookings, once each;
// messages-rider.test.ts checks every message the rider screens show has its Hindi somewhere.
import {
  AUTH_MESSAGES,
  BOOKING_STATUSES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PICKUP_PHOTO_MESSAGES,
  RIDER_ACTIVITY_MESSAGES,
  RIDER_ORDER_ACTIONS,
  RIDER_STATUSES,
  VERIFICATION_MESSAGES,
  type RiderOrderAction,
  RIDER_NOTICE_FIXED_HI,
  SCAN_MESSAGES,
  TAG_CODE_EXAMPLE,
  TAG_CODE_MESSAGES,
  TAG_MESSAGES,
} from '@washday/core';

/** An action as the rider reads it in a sentence. */
const ACTION_WORDS: Record<RiderOrderAction, string> = { accept: 'स्वीकार', start: 'शुरू', complete: 'पूरा' };
const RIDER_STATUS_WORDS: Record<(typeof RIDER_STATUSES)[number], string> = {
  pending: 'मंज़ूरी बाकी',
  approved: 'मंज़ूर',
  rejected: 'नामंज़ूर',
};
const BOOKING_STATUS_WORDS: Record<(typeof BOOKING_STATUSES)[number], string> = {
  pending: 'बाकी',
  confirmed: 'कन्फ़र्म',
  in_progress: 'चल रहा',
  completed: 'पूरा हो चुका',
  cancelled: 'रद्द हो चुका',
};

const byAction = (english: (action: RiderOrderAction) => string, hindi: (words: string) => string) =>
  Object.fromEntries(RIDER_ORDER_ACTIONS.map((action) => [english(action), hindi(ACTION_WORDS[action])]));

const messages: Readonly<Record<string, string>> = {
  // Sign-in and registration (rider-portal.md §2.1, §8.1)
  [AUTH_MESSAGES.riderNotFound]: 'राइडर नहीं मिला। कृपया पहले रजिस्टर करें।',
  [AUTH_MESSAGES.riderExists]: 'इस फ़ोन नंबर से राइडर पहले से रजिस्टर है',
  [AUTH_MESSAGES.riderPending]: 'आपका अकाउंट एडमिन की मंज़ूरी के लिए रुका है। कृपया जाँच पूरी होने का इंतज़ार करें।',
  [AUTH_MESSAGES.riderRejected]: 'आपका अकाउंट नामंज़ूर कर दिया गया है।',
  [AUTH_MESSAGES.riderRejectedFallback]: 'ज़्यादा जानकारी के लिए एडमिन से संपर्क करें।',
  [`${AUTH_MESSAGES.riderRejected} ${AUTH_MESSAGES.riderRejectedFallback}`]:
    'आपका अकाउंट नामंज़ूर कर दिया गया है। ज़्यादा जानकारी के लिए एडमिन से संपर्क करें।',
  [AUTH_MESSAGES.riderFieldsRequired]: 'कृपया सभी ज़रूरी जानकारी भरें',
  [AUTH_MESSAGES.aadharImageRequired]: 'कृपया आधार कार्ड की फ़ोटो अपलोड करें',
  [AUTH_MESSAGES.selfieRequired]: 'कृपया अपनी सेल्फ़ी लें',
  [AUTH_MESSAGES.fileTooLarge]: 'फ़ाइल 5MB से छोटी होनी चाहिए',
  [AUTH_MESSAGES.fileNotImage]: 'कृपया फ़ोटो अपलोड करें (JPEG, PNG या WebP)',
  [AUTH_MESSAGES.aadharInvalid]: 'आधार नंबर 12 अंकों का होना चाहिए',
  'Registration submitted. You can log in once an admin approves your account.':
    'रजिस्ट्रेशन भेज दिया गया। एडमिन के अकाउंट मंज़ूर करते ही आप लॉग इन कर सकेंगे।',
  'Account not approved by admin.': 'एडमिन ने अकाउंट मंज़ूर नहीं किया है।',
  'Verification failed': 'जाँच नहीं हो सकी',
  'Registration failed': 'रजिस्ट्रेशन नहीं हो सका',
  'Logout failed. Please try again.': 'लॉग आउट नहीं हो सका। कृपया फिर कोशिश करें।',

  // Connection (rider-portal.md §8.1, §8.4)
  'Unable to connect to server': 'सर्वर से कनेक्ट नहीं हो पा रहा',
  'Request timed out - please check your connection': 'जवाब आने में बहुत देर हुई - कृपया अपना कनेक्शन देखें',

  // Active status and location (rider-portal.md §2.3, §5.4, §8.3)
  [RIDER_ACTIVITY_MESSAGES.onlyApproved]: 'सिर्फ़ मंज़ूर राइडर ही एक्टिव हो सकते हैं',
  [RIDER_ACTIVITY_MESSAGES.locationRequired]: 'एक्टिव होने के लिए लोकेशन की अनुमति ज़रूरी है',
  [RIDER_ACTIVITY_MESSAGES.nowActive]: 'अब आप एक्टिव हैं',
  [RIDER_ACTIVITY_MESSAGES.nowInactive]: 'अब आप इनएक्टिव हैं',
  [RIDER_ACTIVITY_MESSAGES.toggleFailed]: 'स्टेटस नहीं बदला जा सका',
  [RIDER_ACTIVITY_MESSAGES.watchError]: 'एक्टिव रहने के लिए लोकेशन की अनुमति ज़रूरी है',
  [RIDER_ACTIVITY_MESSAGES.navigationNeedsLocation]: 'आपकी अभी की लोकेशन नहीं मिली। कृपया लोकेशन सर्विस चालू करें।',
  [RIDER_ACTIVITY_MESSAGES.trackingActive]: 'लोकेशन ट्रैकिंग चालू है',
  [RIDER_ACTIVITY_MESSAGES.trackingPaused]: 'लोकेशन ट्रैकिंग रुकी है: यह स्क्रीन खुली रखें',
  [RIDER_ACTIVITY_MESSAGES.notActive]: 'लोकेशन शेयर करने के लिए एक्टिव हों',
  [RIDER_ACTIVITY_MESSAGES.tooOld]: 'यह लोकेशन बहुत पुरानी है, इसलिए शेयर नहीं हुई; नई लोकेशन भेजी जाएगी',
  [RIDER_ACTIVITY_MESSAGES.inFuture]: 'इस लोकेशन का समय सर्वर की घड़ी से आगे है; फ़ोन की तारीख और समय देखें',
  [RIDER_ACTIVITY_MESSAGES.implausible]:
    'यह लोकेशन आपकी पिछली लोकेशन से बीच के समय के हिसाब से बहुत दूर है (80 किमी/घंटा से तेज़), इसलिए सही नहीं हो सकती',
  [RIDER_ACTIVITY_MESSAGES.implausibleOnActive]:
    'यह लोकेशन आपकी पिछली शेयर की गई लोकेशन से उसके बाद के समय के हिसाब से बहुत दूर है (80 किमी/घंटा से तेज़)। देखें कि लोकेशन चालू और सही है, फिर दोबारा कोशिश करें',
  [RIDER_ACTIVITY_MESSAGES.tooManyToggles]: 'आपने बहुत बार एक्टिव किया है; एक मिनट रुककर फिर कोशिश करें',
  [RIDER_ACTIVITY_MESSAGES.recorded]: 'लोकेशन अपडेट हो गई',

  // Jobs: accept, start, complete (rider-portal.md §5.3, §8.5)
  ...Object.fromEntries(
    RIDER_STATUSES.map((status) => [
      ORDER_MESSAGES.riderNotApproved(status),
      `सिर्फ़ मंज़ूर राइडर ही ऑर्डर स्वीकार कर सकते हैं। आपका स्टेटस: ${RIDER_STATUS_WORDS[status]}`,
    ]),
  ),
  [ORDER_MESSAGES.riderInactive]: 'ऑर्डर स्वीकार करने के लिए कृपया एक्टिव हों।',
  ...byAction(ORDER_MESSAGES.actionDone, (words) => `ऑर्डर ${words} हो गया!`),
  ...byAction(
    (action) => `Failed to ${action} order. Please try again.`,
    (words) => `ऑर्डर ${words} नहीं हो सका। कृपया फिर कोशिश करें।`,
  ),
  'Rider information not found. Please login again.': 'राइडर की जानकारी नहीं मिली। कृपया फिर से लॉग इन करें।',
  'Network error. Please check your connection and try again.': 'नेटवर्क में दिक्कत है। कृपया अपना कनेक्शन देखें और फिर कोशिश करें।',
  [ORDER_MESSAGES.notYourJob]: 'यह ऑर्डर आपको नहीं दिया गया है',
  [ORDER_MESSAGES.alreadyAccepted]: 'यह ऑर्डर पहले ही स्वीकार हो चुका है',
  [ORDER_MESSAGES.acceptFirst]: 'शुरू करने से पहले ऑर्डर स्वीकार करें',
  [ORDER_MESSAGES.startFirst]: 'पूरा करने से पहले ऑर्डर शुरू करें',
  [ORDER_MESSAGES.alreadyCompleted]: 'यह ट्रिप पहले ही पूरी हो चुकी है',
  [ORDER_MESSAGES.itemCountRequired]: 'कृपया बताएँ कितने आइटम लिए',
  [ORDER_MESSAGES.handoverCodeRequired]: 'कृपया ग्राहक का 4 अंकों का हैंडओवर कोड डालें',
  [ORDER_MESSAGES.handoverCodeWrong]: 'हैंडओवर कोड गलत है। ग्राहक से उनकी बुकिंग में दिखने वाला कोड पूछें।',
  [ORDER_MESSAGES.handoverTooManyTries]:
    'इस ऑर्डर के लिए बहुत बार गलत हैंडओवर कोड डाला गया। ग्राहक से कोड मिलाएँ और 15 मिनट बाद कोशिश करें।',
  ...Object.fromEntries(
    BOOKING_STATUSES.map((status) => [
      ORDER_MESSAGES.orderClosed(status),
      `यह ऑर्डर ${BOOKING_STATUS_WORDS[status]} है और अब नहीं बदल सकता`,
    ]),
  ),
  'The handover code is 4 digits': 'हैंडओवर कोड 4 अंकों का होता है',
  'The count must be a whole number from 1 to 1000': 'गिनती 1 से 1000 के बीच की पूरी संख्या होनी चाहिए',

  // Proof at the door (pickup photos)
  [PICKUP_PHOTO_MESSAGES.limit]: 'एक पिकअप के साथ ज़्यादा से ज़्यादा 3 फ़ोटो जोड़ी जा सकती हैं',
  [PICKUP_PHOTO_MESSAGES.wrongType]: 'फ़ोटो JPEG, PNG या WebP होनी चाहिए',
  [PICKUP_PHOTO_MESSAGES.missing]: 'एक फ़ोटो जोड़ें',
  [PICKUP_PHOTO_MESSAGES.tooLate]: 'फ़ोटो सिर्फ़ पिकअप के दौरान, उसके पूरा होने से पहले जोड़ी जा सकती हैं',
  [PICKUP_PHOTO_MESSAGES.notFound]: 'फ़ोटो नहीं मिली',
  [PICKUP_PHOTO_MESSAGES.added]: 'फ़ोटो जुड़ गई',
  [PICKUP_PHOTO_MESSAGES.removed]: 'फ़ोटो हटा दी गई',
  'Attach one photo at a time': 'एक बार में एक ही फ़ोटो जोड़ें',
  'The photo could not be uploaded. Please try again.': 'फ़ोटो अपलोड नहीं हो सकी। कृपया फिर कोशिश करें।',
  'The photo could not be removed. Please try again.': 'फ़ोटो हटाई नहीं जा सकी। कृपया फिर कोशिश करें।',

  // Tags at the door (decision 0034); the messages with a number or an order are rebuilt (rider-orders/utils/tag-messages)
  [TAG_CODE_MESSAGES.required]: 'लेबल का कोड लिखें',
  [TAG_CODE_MESSAGES.malformed]: `यह टैग कोड नहीं है। कोड ${TAG_CODE_EXAMPLE} जैसा होता है: WD, चार अक्षर या अंक, और लेबल का नंबर।`,
  [TAG_CODE_MESSAGES.placeOutOfRange]: 'आखिर का लेबल नंबर 01 से 99 के बीच होना चाहिए',
  [TAG_MESSAGES.unknown]: 'यह लेबल यहाँ नहीं छपा, या इसकी शीट अब इस्तेमाल में नहीं है। दूसरा लेबल लगाएँ।',
  [TAG_MESSAGES.attached]: 'टैग जुड़ गया',
  [TAG_MESSAGES.alreadyAttached]: 'यह टैग पहले से इस ऑर्डर पर है',
  [TAG_MESSAGES.removed]: 'टैग हटा दिया गया',
  [TAG_MESSAGES.notFound]: 'इस ऑर्डर पर यह टैग नहीं मिला',
  [TAG_MESSAGES.pickupRiderOnly]: 'सिर्फ़ यह पिकअप करने वाला राइडर ही इसके आइटम पर टैग लगा सकता है',
  [TAG_MESSAGES.tooLate]: 'टैग सिर्फ़ पिकअप के दौरान, उसके पूरा होने से पहले जोड़े या हटाए जा सकते हैं',
  'The tag could not be saved. Please try again.': 'टैग सेव नहीं हो सका। कृपया फिर कोशिश करें।',
  // The check at the door; the answers with codes or an order are rebuilt (rider-orders/utils/door-messages)
  [SCAN_MESSAGES.doorNotNow]: 'डिलीवरी शुरू होने के बाद दरवाज़े पर टैग जाँचे जाते हैं',
  [SCAN_MESSAGES.deliveryRiderOnly]: 'सिर्फ़ यह ऑर्डर डिलीवर करने वाला राइडर ही दरवाज़े पर इसके टैग स्कैन कर सकता है',
  'The tags could not be checked. Please try again.': 'टैग जाँचे नहीं जा सके। कृपया फिर कोशिश करें।',

  // Editing items and the customer's verification (rider-portal.md §4.4, §5.5, §5.6, §8.7)
  'Please select a service': 'कृपया एक सर्विस चुनें',
  'Please enter a valid quantity': 'कृपया सही संख्या डालें',
  [VERIFICATION_MESSAGES.saveNeedsApproval]: 'बदलाव सेव करने से पहले ग्राहक की मंज़ूरी ज़रूरी है',
  [VERIFICATION_MESSAGES.cancelledByRider]: 'राइडर ने रद्द किया',
  [VERIFICATION_MESSAGES.sent]: 'बदलाव ग्राहक को मंज़ूरी के लिए भेज दिए गए',
  [VERIFICATION_MESSAGES.saved]: 'ग्राहक के मंज़ूर किए बदलावों के साथ ऑर्डर सेव हो गया',
  [VERIFICATION_MESSAGES.cancelled]: 'मंज़ूरी की रिक्वेस्ट रद्द हो गई',
  [VERIFICATION_MESSAGES.nothingToCancel]: 'रद्द करने के लिए कोई रिक्वेस्ट बाकी नहीं है',
  [VERIFICATION_MESSAGES.noChanges]: 'ऑर्डर में ये आइटम पहले से हैं: ग्राहक के मंज़ूर करने के लिए कुछ नया नहीं है',
  [VERIFICATION_MESSAGES.pickupOnly]: 'आइटम सिर्फ़ पिकअप के दौरान, उसके पूरा होने से पहले बदले जा सकते हैं',
  [VERIFICATION_MESSAGES.itemsNotApproved]: 'ये वे आइटम नहीं हैं जिन्हें ग्राहक ने मंज़ूर किया था। इन्हें फिर से मंज़ूरी के लिए भेजें।',
  'Server error. Please try again later.': 'सर्वर में गड़बड़ी है। कृपया थोड़ी देर बाद कोशिश करें।',
  'Save timeout. Please check your connection and try again.': 'सेव होने में बहुत देर हुई। कृपया अपना कनेक्शन देखें और फिर कोशिश करें।',
  'Unexpected error. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'Failed to send verification. Please try again.': 'मंज़ूरी के लिए नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  'Authentication required. Please login again.': 'आपको फिर से लॉग इन करना होगा।',

  // Money at the door (docs/decisions/0033-money.md); those with an amount are in the rider namespace's collect.messages.
  [PAYMENT_MESSAGES.cashRequired]: 'मिला हुआ नकद लिखें',
  [PAYMENT_MESSAGES.notYourDelivery]: 'इस ऑर्डर का भुगतान सिर्फ़ इसे डिलीवर करने वाला राइडर ले सकता है।',
  [PAYMENT_MESSAGES.deliveryNotStarted]: 'भुगतान लेने से पहले डिलीवरी शुरू करें।',
  'Cash received': 'नकद मिल गया',

  // Notifications (rider-portal.md §2.2, §8.2): the fixed titles and messages the server sends riders
  'Failed to mark notification as read': 'सूचना को पढ़ा हुआ नहीं किया जा सका',
  'Network error. Please try again.': 'नेटवर्क में दिक्कत है। कृपया फिर कोशिश करें।',
  'Failed to mark all notifications as read': 'सभी सूचनाओं को पढ़ा हुआ नहीं किया जा सका',
  ...RIDER_NOTICE_FIXED_HI,
};
export default messages;
