import { BOOKING_MESSAGES, QUICK_PICKUP_MESSAGES, VERIFICATION_MESSAGES } from '@washday/core';

// Hindi for the messages the bookings screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Core's constants are the keys, so a changed
// English text cannot leave its Hindi behind. One Hindi per message for the whole app: the slot messages, the slot
// capacity refusal and the booking refusals the checkout also shows are in messages-checkout.ts.
const messages: Readonly<Record<string, string>> = {
  // My Bookings: cancel and edit (their answers and refusals).
  [BOOKING_MESSAGES.cancelled]: 'बुकिंग रद्द हो गई',
  [BOOKING_MESSAGES.updated]: 'बुकिंग अपडेट हो गई',
  [BOOKING_MESSAGES.cannotCancel]: 'यह बुकिंग अब रद्द नहीं की जा सकती',
  [BOOKING_MESSAGES.cannotEdit]: 'यह बुकिंग अब बदली नहीं जा सकती',
  [BOOKING_MESSAGES.notFound]: 'बुकिंग नहीं मिली',
  [BOOKING_MESSAGES.editRequired]: 'कृपया सभी ज़रूरी जानकारी भरें',
  [QUICK_PICKUP_MESSAGES.cannotEdit]:
    'क्विक पिकअप बदला नहीं जा सकता: इसके आइटम राइडर आपके दरवाज़े पर जोड़ता है। इसे रद्द करके नया पिकअप बुक करें।',

  // The rider's order changes the customer approves or rejects (customer-app.md §7).
  [VERIFICATION_MESSAGES.approved]: 'ऑर्डर के बदलाव मंज़ूर हो गए! राइडर को बता दिया गया है, अब वह ऑर्डर पूरा कर सकता है।',
  [VERIFICATION_MESSAGES.rejected]: 'ऑर्डर के बदलाव नामंज़ूर हो गए। राइडर को ऑर्डर ठीक करने के लिए बताया जाएगा।',
  [VERIFICATION_MESSAGES.notFound]: 'यह बदलाव का अनुरोध नहीं मिला',
  [VERIFICATION_MESSAGES.decided('expired')]: 'इस अनुरोध का समय निकल चुका है',
  [VERIFICATION_MESSAGES.decided('cancelled')]: 'राइडर ने यह अनुरोध वापस ले लिया है',
  [VERIFICATION_MESSAGES.decided('approved')]: 'ये बदलाव पहले ही मंज़ूर हो चुके हैं',
  [VERIFICATION_MESSAGES.decided('rejected')]: 'ये बदलाव पहले ही नामंज़ूर हो चुके हैं',

  // The server's fixed notification titles (apps/api: orders/order-notifications.ts, verifications, referrals,
  // admin-booking-create, reminders). Their bodies are composed from their data (locales/hi/notices.ts).
  'Booking Confirmed': 'बुकिंग कन्फ़र्म हो गई',
  'Rider Assigned': 'राइडर तय हो गया',
  'Order Picked Up': 'ऑर्डर पिकअप हो गया',
  'At the Laundry': 'ऑर्डर लॉन्ड्री पहुँच गया',
  'Out for Delivery': 'डिलीवरी के लिए निकल गया',
  'Order Ready': 'ऑर्डर तैयार है',
  'Order Delivered': 'ऑर्डर डिलीवर हो गया',
  'Booking Cancelled': 'बुकिंग रद्द हो गई',
  'Booking Placed': 'बुकिंग हो गई',
  'Pickup Reminder': 'पिकअप रिमाइंडर',
  'Order changes need your approval': 'ऑर्डर के बदलावों पर आपकी मंज़ूरी चाहिए',
  'Welcome to Washday!': 'Washday में आपका स्वागत है!',
  'A friend joined with your code': 'आपके कोड से एक दोस्त जुड़ा',
  'You earned a referral reward!': 'आपको रेफ़रल इनाम मिला!',
};
export default messages;
