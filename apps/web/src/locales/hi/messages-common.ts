// Hindi for the messages the common screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). One Hindi per message for the whole app:
// core's PUSH_MESSAGES (the push switch) are in messages-account.ts.
const messages: Readonly<Record<string, string>> = {
  // lib/request-errors.ts NETWORK_MESSAGES (rider-portal.md §8.1), where every describeError ends up when the network
  // fails. Written out: importing them would loop (request-errors → i18n → these resources).
  'No internet connection': 'इंटरनेट कनेक्शन नहीं है',
  'Request timed out. Please try again.': 'जवाब आने में बहुत देर हो गई। कृपया फिर से कोशिश करें।',
  'Unable to connect to server. Please try again later.': 'सर्वर से कनेक्ट नहीं हो पाया। कृपया थोड़ी देर बाद कोशिश करें।',
  'An unexpected error occurred. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  // lib/request-errors.ts CUSTOMER_NETWORK_MESSAGE and lib/api-client.ts INVALID_RESPONSE_MESSAGE (customer-app.md §8).
  'Network error. Please check your connection.': 'नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
  'Invalid server response': 'सर्वर से सही जवाब नहीं मिला',
};
export default messages;
