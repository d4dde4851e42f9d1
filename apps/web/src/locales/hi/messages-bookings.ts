import {
  BOOKING_MESSAGES,
  CLAIM_MESSAGES,
  CLAIM_MESSAGES_HI,
  CUSTOMER_NOTICE_TITLES,
  PAYMENT_MESSAGES,
  CUSTOMER_NOTICE_TITLES_HI,
  INSPECTION_MESSAGES,
  INSPECTION_NOTICE_TITLES,
  QUICK_PICKUP_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@washday/core';

// Hindi for the messages the bookings screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Core's constants are the keys, so a changed
// English text cannot leave its Hindi behind. One Hindi per message for the whole app: the slot messages, the slot
// capacity refusal and the booking refusals the checkout also shows are in messages-checkout.ts.
const messages: Readonly<Record<string, string>> = {
  // Claims (issue 27): core's Hindi for the claim refusals, plus the few answers it leaves to the app.
  ...Object.fromEntries(
    Object.entries(CLAIM_MESSAGES_HI).map(([key, hi]) => [CLAIM_MESSAGES[key as keyof typeof CLAIM_MESSAGES_HI], hi]),
  ),
  [CLAIM_MESSAGES.received]: 'आपकी शिकायत मिल गई है, हम इसकी जाँच करेंगे',
  [CLAIM_MESSAGES.garmentNotOnOrder]: 'यह कपड़ा इस ऑर्डर में नहीं है',
  [CLAIM_MESSAGES.garmentClaimOpen]: 'इस कपड़े की शिकायत पहले से खुली है',
  [CLAIM_MESSAGES.photoLimit]: 'ज़्यादा से ज़्यादा 5 फ़ोटो',
  [CLAIM_MESSAGES.photoTooLarge]: 'फ़ोटो 5MB से छोटी होनी चाहिए',
  [CLAIM_MESSAGES.photoWrongType]: 'फ़ोटो JPEG, PNG या WebP होनी चाहिए',
  [CLAIM_MESSAGES.photoNotNow]: 'फ़ोटो तभी जोड़ी जा सकती हैं जब दावा खुला हो',
  // The laundry's question before cleaning a garment (decision 0034): the customer's answer and its refusals.
  [INSPECTION_MESSAGES.approved]: 'धन्यवाद। लॉन्ड्री इसे बुकिंग के मुताबिक़ धोएगी।',
  [INSPECTION_MESSAGES.declined]: 'ठीक है। लॉन्ड्री इसे बिना धोए आपको लौटा देगी।',
  [INSPECTION_MESSAGES.alreadyDecided('approved')]: 'आप इसे पहले ही मंज़ूर कर चुके हैं',
  [INSPECTION_MESSAGES.alreadyDecided('declined')]: 'आप इसे पहले ही मना कर चुके हैं',
  [INSPECTION_MESSAGES.notFound]: 'जाँच नहीं मिली',
  [INSPECTION_MESSAGES.decisionInvalid]: 'मंज़ूर करें या मना करें चुनें',
  [INSPECTION_NOTICE_TITLES.en]: INSPECTION_NOTICE_TITLES.hi,
  // My Bookings: cancel and edit (their answers and refusals).
  [BOOKING_MESSAGES.cancelled]: 'बुकिंग रद्द हो गई',
  [BOOKING_MESSAGES.updated]: 'बुकिंग अपडेट हो गई',
  [BOOKING_MESSAGES.cannotCancel]: 'यह बुकिंग अब रद्द नहीं की जा सकती',
  [BOOKING_MESSAGES.cannotEdit]: 'यह बुकिंग अब बदली नहीं जा सकती',
  [BOOKING_MESSAGES.notFound]: 'बुकिंग नहीं मिली',
  [BOOKING_MESSAGES.editRequired]: 'कृपया सभी ज़रूरी जानकारी भरें',
  [QUICK_PICKUP_MESSAGES.cannotEdit]:
    'क्विक पिकअप बदला नहीं जा सकता: इसके आइटम राइडर आपके दरवाज़े पर जोड़ता है। इसे रद्द करके नया पिकअप बुक करें।',

  // My Bookings: paying online (docs/decisions/0033-money.md).
  [PAYMENT_MESSAGES.billNotFinal]: 'राइडर के आइटम ले जाने के बाद बिल तय होता है। तब आप भुगतान कर सकते हैं।',
  [PAYMENT_MESSAGES.nothingDue]: 'इस ऑर्डर पर कुछ भी बाकी नहीं है।',
  [PAYMENT_MESSAGES.orderCancelled]: 'यह ऑर्डर रद्द हो चुका है।',
  [PAYMENT_MESSAGES.signatureInvalid]: 'भुगतान की पुष्टि नहीं हो पाई।',
  [PAYMENT_MESSAGES.paymentNotFound]: 'भुगतान नहीं मिला',

  // The rider's order changes the customer approves or rejects (customer-app.md §7).
  [VERIFICATION_MESSAGES.approved]: 'ऑर्डर के बदलाव मंज़ूर हो गए! राइडर को बता दिया गया है, अब वह ऑर्डर पूरा कर सकता है।',
  [VERIFICATION_MESSAGES.rejected]: 'ऑर्डर के बदलाव नामंज़ूर हो गए। राइडर को ऑर्डर ठीक करने के लिए बताया जाएगा।',
  [VERIFICATION_MESSAGES.notFound]: 'यह बदलाव का अनुरोध नहीं मिला',
  [VERIFICATION_MESSAGES.decided('expired')]: 'इस अनुरोध का समय निकल चुका है',
  [VERIFICATION_MESSAGES.decided('cancelled')]: 'राइडर ने यह अनुरोध वापस ले लिया है',
  [VERIFICATION_MESSAGES.decided('approved')]: 'ये बदलाव पहले ही मंज़ूर हो चुके हैं',
  [VERIFICATION_MESSAGES.decided('rejected')]: 'ये बदलाव पहले ही नामंज़ूर हो चुके हैं',

  // The server's fixed notification titles (core's, with the Hindi the server's own copies use); their bodies are
  // composed from their data (locales/hi/notices.ts).
  ...Object.fromEntries(
    Object.entries(CUSTOMER_NOTICE_TITLES).map(([type, title]) => [
      title,
      CUSTOMER_NOTICE_TITLES_HI[type as keyof typeof CUSTOMER_NOTICE_TITLES],
    ]),
  ),
};
export default messages;
