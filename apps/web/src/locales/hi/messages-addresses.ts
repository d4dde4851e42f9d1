import { ADDRESS_PLACE_MESSAGES, LOCATION_MESSAGES } from '@washday/core';
import { GEOLOCATION_MESSAGES, GEOLOCATION_TITLES } from '@/lib/geolocation';

// Hindi for the messages the addresses screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Core's constants are the keys.
const messages: Readonly<Record<string, string>> = {
  // The address form's fields and the serviceability check (core's address schemas, the addresses API).
  [LOCATION_MESSAGES.available]: 'गुरुग्राम/गुड़गाँव में सर्विस उपलब्ध है',
  [LOCATION_MESSAGES.unavailable]: 'सर्विस अभी सिर्फ़ गुरुग्राम/गुड़गाँव एरिया में उपलब्ध है।',
  [LOCATION_MESSAGES.areaRequired]: 'एरिया/गाँव/शहर लिखना ज़रूरी है',
  [LOCATION_MESSAGES.pincodeInvalid]: 'पिनकोड पूरे 6 अंकों का होना चाहिए',
  [LOCATION_MESSAGES.receiverRequired]: 'पाने वाले का नाम ज़रूरी है',
  [LOCATION_MESSAGES.receiverPhoneInvalid]: 'कृपया सही 10 अंकों का मोबाइल नंबर डालें',
  [LOCATION_MESSAGES.addressTypeInvalid]: 'कृपया पते का प्रकार चुनें (घर/ऑफ़िस/अन्य)',
  [LOCATION_MESSAGES.duplicate]: 'यह पता पहले से सेव है',
  [LOCATION_MESSAGES.notFound]: 'पता नहीं मिला',
  // A city, state and pincode that disagree, or text that is not where the pin is (core's place-consistency.ts).
  [ADDRESS_PLACE_MESSAGES.cityNotInState]: 'यह शहर इस पते में दिए गए राज्य में नहीं है',
  [ADDRESS_PLACE_MESSAGES.pincodeNotInState]: 'यह पिनकोड इस पते में दिए गए राज्य का नहीं है',
  [ADDRESS_PLACE_MESSAGES.pincodeNotInCity]: 'यह पिनकोड इस पते में दिए गए शहर का नहीं है',
  [ADDRESS_PLACE_MESSAGES.textNotAtPin]:
    'लिखा गया शहर या पिनकोड वहाँ का नहीं है जहाँ मैप पर पिन है। पिन को सही जगह ले जाएँ या पता ठीक करें।',
  [ADDRESS_PLACE_MESSAGES.stateUnknown]: 'कृपया इस पते का राज्य बताएँ',
  // The address form's own refusal when a save gets no answer (features/addresses/utils/address-draft.ts).
  'Save Failed: Failed to save address. Please try again.': 'सेव नहीं हुआ: पता सेव नहीं हो सका। कृपया फिर से कोशिश करें।',
  'You can save up to 20 addresses': 'आप ज़्यादा से ज़्यादा 20 पते सेव कर सकते हैं',
  'Too many requests, please try again later': 'बहुत सारी रिक्वेस्ट आ गईं, कृपया थोड़ी देर बाद कोशिश करें',

  // 'Use current location' (lib/geolocation.ts, customer-app.md §8).
  [GEOLOCATION_MESSAGES.denied]: 'कृपया ब्राउज़र की सेटिंग में लोकेशन की अनुमति चालू करें',
  [GEOLOCATION_MESSAGES.unavailable]: 'आपकी लोकेशन पता नहीं चल सकी। कृपया फिर से कोशिश करें।',
  [GEOLOCATION_MESSAGES.timeout]: 'लोकेशन मिलने में बहुत देर लग गई। कृपया फिर से कोशिश करें।',
  [GEOLOCATION_MESSAGES.unknown]: 'आपकी लोकेशन नहीं मिल सकी। कृपया फिर से कोशिश करें।',
  [GEOLOCATION_MESSAGES.unsupported]: 'इस ब्राउज़र में लोकेशन की सुविधा नहीं है',
  // Their short names, over the sentence in the header's toast (features/location).
  [GEOLOCATION_TITLES.denied]: 'लोकेशन की अनुमति नहीं मिली',
  [GEOLOCATION_TITLES.unavailable]: 'लोकेशन उपलब्ध नहीं है',
};
export default messages;
