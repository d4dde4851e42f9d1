import { BOOKING_MESSAGES, COUPON_MESSAGES, MAX_LINES_PER_ORDER, SLOT_CAPACITY_MESSAGES, SLOT_MESSAGES } from '@washday/core';

// Hindi for the messages the checkout screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Core's constants are the keys, so a changed
// English text cannot leave its Hindi behind. Messages carrying a name or amount are in the checkout namespace.
const messages: Readonly<Record<string, string>> = {
  // The checkout's own (features/checkout/utils/checkout-validation.ts CHECKOUT_MESSAGES, the spec's words).
  'Please sign in to complete your booking': 'बुकिंग पूरी करने के लिए कृपया साइन इन करें',
  'Please fix the following:': 'कृपया ये ठीक करें:',
  'Failed to place order. Please try again.': 'ऑर्डर नहीं हो सका। कृपया फिर से कोशिश करें।',
  'An unexpected error occurred. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  "Your order is waiting to send — we'll place it as soon as you're back online":
    'आपका ऑर्डर भेजना बाकी है — इंटरनेट वापस आते ही हम इसे भेज देंगे',
  'Sending your order…': 'आपका ऑर्डर भेजा जा रहा है…',
  // Its toasts when Place Order fails (CHECKOUT_TOASTS, customer-app.md §8): the titles, then the sentences under them.
  'Login Required': 'लॉग इन ज़रूरी है',
  'Authentication Issue': 'साइन इन में दिक्कत',
  'Validation Error': 'जाँच में गड़बड़ी',
  'Checkout Failed': 'चेकआउट नहीं हो सका',
  'Order Failed': 'ऑर्डर नहीं हो सका',
  'Checkout Error': 'चेकआउट में गड़बड़ी',
  'Please sign in again to place your order.': 'ऑर्डर करने के लिए कृपया फिर से साइन इन करें।',
  'There was an error checking your form. Please try again.': 'आपका फ़ॉर्म जाँचते समय गड़बड़ी हुई। कृपया फिर से कोशिश करें।',
  'Failed to process your order. Please try again.': 'आपका ऑर्डर प्रोसेस नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Unable to process your order. Please try again.': 'अभी आपका ऑर्डर प्रोसेस नहीं हो पा रहा। कृपया फिर से कोशिश करें।',

  // Slots (customer-app.md §5).
  [SLOT_MESSAGES.noDeliverySlots]: 'इस तारीख को डिलीवरी का कोई स्लॉट नहीं है। कृपया दूसरी तारीख चुनें।',
  [SLOT_MESSAGES.pickupFirst]: 'डिलीवरी का समय चुनने के लिए पहले पिकअप की तारीख और समय चुनें।',
  [SLOT_MESSAGES.pickupDateRequired]: 'पिकअप की तारीख चुनना ज़रूरी है',
  [SLOT_MESSAGES.pickupTimeRequired]: 'पिकअप का समय चुनना ज़रूरी है',
  [SLOT_MESSAGES.deliveryDateRequired]: 'डिलीवरी की तारीख चुनना ज़रूरी है',
  [SLOT_MESSAGES.deliveryTimeRequired]: 'डिलीवरी का समय चुनना ज़रूरी है',
  [SLOT_MESSAGES.pickupDateInvalid]: 'कृपया अगले 7 दिनों में से पिकअप की तारीख चुनें',
  [SLOT_MESSAGES.pickupTimeInvalid]: 'पिकअप का यह समय अब उपलब्ध नहीं है। कृपया कोई दूसरा समय चुनें।',
  [SLOT_MESSAGES.deliveryTooEarly]:
    'डिलीवरी पिकअप के कम से कम 24 घंटे बाद होनी चाहिए (ड्राई क्लीनिंग के लिए 48 घंटे)। कृपया बाद का स्लॉट चुनें।',
  [SLOT_MESSAGES.deliveryTooLate]: 'कृपया सबसे पहली डिलीवरी तारीख से 14 दिनों के अंदर की तारीख चुनें',
  [SLOT_MESSAGES.timeInvalid]: 'कृपया दिए गए स्लॉट में से ही समय चुनें',
  [SLOT_CAPACITY_MESSAGES.full]: 'पिकअप का यह स्लॉट भर गया है। कृपया कोई दूसरा समय चुनें।',

  // Booking refusals the checkout lists.
  [BOOKING_MESSAGES.addressRequired]: 'पिकअप का पता ज़रूरी है',
  [BOOKING_MESSAGES.phoneRequired]: 'फ़ोन नंबर ज़रूरी है',
  [BOOKING_MESSAGES.phoneInvalid]: 'कृपया सही 10 अंकों का मोबाइल नंबर डालें',
  [BOOKING_MESSAGES.totalInvalid]: 'कुल रकम गलत है - यह 0 से ज़्यादा होनी चाहिए',
  [BOOKING_MESSAGES.duplicate]: 'बुकिंग पहले से प्रोसेस हो रही है। कृपया थोड़ा रुकें।',
  [BOOKING_MESSAGES.created]: 'बुकिंग हो गई',
  [BOOKING_MESSAGES.servicesRequired]: 'कृपया कम से कम एक सर्विस जोड़ें',
  [BOOKING_MESSAGES.instructionsInvalid]: 'निर्देश ज़्यादा से ज़्यादा 500 अक्षरों के हो सकते हैं',
  [BOOKING_MESSAGES.couponCodeInvalid]: 'कूपन कोड ज़्यादा से ज़्यादा 30 अक्षरों का हो सकता है',
  [BOOKING_MESSAGES.paymentMethodInvalid]: 'भुगतान का तरीका कैश या ऑनलाइन होना चाहिए',
  [BOOKING_MESSAGES.serviceUnavailable]: 'आपके एरिया में यह सर्विस उपलब्ध नहीं है।',
  [BOOKING_MESSAGES.onlinePaymentUnavailable]: 'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया कैश चुनें।',
  [`An order can have at most ${MAX_LINES_PER_ORDER} different services`]: `एक ऑर्डर में ज़्यादा से ज़्यादा ${MAX_LINES_PER_ORDER} अलग-अलग सर्विस हो सकती हैं`,
  'Use the date format YYYY-MM-DD': 'तारीख YYYY-MM-DD के रूप में दें',
  'Use the time format HH:MM': 'समय HH:MM के रूप में दें',
  'This Idempotency-Key was already used for a different request':
    'यह ऑर्डर पहले ही किसी दूसरे ऑर्डर के साथ भेजा जा चुका है। कृपया फिर से ऑर्डर करें।',

  // Coupons.
  [COUPON_MESSAGES.required]: 'कृपया कूपन कोड डालें',
  [COUPON_MESSAGES.amountInvalid]: 'ऑर्डर की रकम 0 या उससे ज़्यादा रुपये होनी चाहिए',
  [COUPON_MESSAGES.codeTooLong]: 'कूपन कोड ज़्यादा से ज़्यादा 30 अक्षरों का हो सकता है',
  [COUPON_MESSAGES.inactive]: 'यह कूपन अब चालू नहीं है',
  [COUPON_MESSAGES.firstOrderOnly]: 'यह कूपन सिर्फ़ पहले ऑर्डर के लिए है',
  [COUPON_MESSAGES.used]: 'यह कूपन पहले ही इस्तेमाल हो चुका है',
  [COUPON_MESSAGES.notYetActive]: 'यह कूपन अभी चालू नहीं हुआ है',
  [COUPON_MESSAGES.usedUp]: 'इस कूपन के इस्तेमाल की सीमा पूरी हो चुकी है',
  [COUPON_MESSAGES.failed]: 'कूपन लगाते समय कुछ गड़बड़ हो गई।',
};
export default messages;
