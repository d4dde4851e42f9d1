import { RATING_MESSAGES } from '@washday/core';

// Hindi for the ratings and tips answers the server sends (decision 0041); their English text is the key.
const messages: Readonly<Record<string, string>> = {
  [RATING_MESSAGES.notCompleted]: 'ऑर्डर डिलीवर होने के बाद ही आप रेटिंग दे सकते हैं',
  [RATING_MESSAGES.editClosed]: 'रेटिंग देने के 7 दिन तक ही बदली जा सकती है; यह रेटिंग अब नहीं बदली जा सकती',
  [RATING_MESSAGES.saved]: 'रेटिंग देने के लिए धन्यवाद',
  [RATING_MESSAGES.updated]: 'आपकी रेटिंग अपडेट हो गई',
  [RATING_MESSAGES.tipNoRider]: 'राइडर के आपका ऑर्डर लाने पर ही टिप दी जा सकती है',
  [RATING_MESSAGES.tipCancelled]: 'यह ऑर्डर रद्द हो चुका है',
  [RATING_MESSAGES.tipAlready]: 'आप इस ऑर्डर के लिए राइडर को पहले ही टिप दे चुके हैं',
  [RATING_MESSAGES.tipRange]: 'टिप ₹10 से ₹1000 तक की पूरी रक़म हो सकती है',
  [RATING_MESSAGES.tipSignature]: 'टिप के भुगतान की पुष्टि नहीं हो पाई',
  [RATING_MESSAGES.ratingNotFound]: 'रेटिंग नहीं मिली',
};

export default messages;
