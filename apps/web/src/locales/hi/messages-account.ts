import {
  ACCOUNT_MESSAGES,
  HOUSE_NUMBER_MAX_LENGTH,
  PREFERENCES_MESSAGES,
  PUSH_MESSAGES,
  QUICK_PICKUP_ADDRESS_MAX_LENGTH,
  QUICK_PICKUP_MAX_DAYS_AHEAD,
  QUICK_PICKUP_MESSAGES,
  REFERRAL_MESSAGES,
} from '@washday/core';

// Hindi for the messages the account screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Preferences and your data, push on this
// device, Refer & Earn, and Quick Pickup. Keys are core's constants themselves wherever core has one.
// ACCOUNT_MESSAGES.openOrders carries a count: the account namespace words it (data.openOrders).
const messages: Readonly<Record<string, string>> = {
  [PREFERENCES_MESSAGES.saved]: 'सेटिंग्स सेव हो गईं',
  [PREFERENCES_MESSAGES.savedLocally]: 'सेटिंग्स इसी डिवाइस पर सेव हो गईं',
  [PREFERENCES_MESSAGES.saveFailed]: 'सेटिंग्स सेव नहीं हो पाईं। कृपया फिर से कोशिश करें।',
  [PREFERENCES_MESSAGES.loadFailed]: 'आपकी सेटिंग्स लोड नहीं हो पाईं। कृपया फिर से कोशिश करें।',
  [ACCOUNT_MESSAGES.confirmRequired]: 'कृपया पक्का करें कि आप अपना अकाउंट डिलीट करना चाहते हैं',
  [ACCOUNT_MESSAGES.deleted]: 'आपका अकाउंट डिलीट हो गया है',
  [ACCOUNT_MESSAGES.deleteFailed]: 'आपका अकाउंट डिलीट नहीं हो पाया। कृपया फिर से कोशिश करें।',
  [ACCOUNT_MESSAGES.exportReady]: 'आपका डेटा डाउनलोड हो गया है',
  [ACCOUNT_MESSAGES.exportFailed]: 'आपका डेटा डाउनलोड नहीं हो पाया। कृपया फिर से कोशिश करें।',
  [PUSH_MESSAGES.subscribed]: 'इस डिवाइस पर सूचनाएँ चालू हैं',
  [PUSH_MESSAGES.unsubscribed]: 'इस डिवाइस पर सूचनाएँ बंद हैं',
  [PUSH_MESSAGES.endpointInvalid]: 'इस ब्राउज़र ने पुश के लिए ऐसा पता दिया जिसे हम इस्तेमाल नहीं कर सकते',
  [PUSH_MESSAGES.keysInvalid]: 'इस ब्राउज़र ने पुश के लिए ऐसी कुंजियाँ दीं जिन्हें हम इस्तेमाल नहीं कर सकते',
  [PUSH_MESSAGES.notFound]: 'इस डिवाइस पर सूचनाएँ चालू नहीं थीं',
  [PUSH_MESSAGES.chooseAccount]: 'यहाँ एक से ज़्यादा अकाउंट साइन इन हैं: as=customer या as=rider से बताएँ कि कौन-सा',
  // Refer & Earn.
  [REFERRAL_MESSAGES.generated]: 'आपका रेफ़रल कोड तैयार है',
  [REFERRAL_MESSAGES.notYourAccount]: 'आप सिर्फ़ अपने ही रेफ़रल देख या बदल सकते हैं',
  [REFERRAL_MESSAGES.notReady]: 'रेफ़रल कोड अभी तैयार नहीं है',
  [REFERRAL_MESSAGES.codeCopied]: 'रेफ़रल कोड कॉपी हो गया!',
  [REFERRAL_MESSAGES.copyFailed]: 'कॉपी नहीं हो पाया। कृपया खुद कॉपी करें।',
  [REFERRAL_MESSAGES.whatsappOpened]: 'WhatsApp पर शेयर खुल गया!',
  [REFERRAL_MESSAGES.smsOpened]: 'SMS ऐप खुल गया!',
  [REFERRAL_MESSAGES.shared]: 'शेयर हो गया!',
  [REFERRAL_MESSAGES.linkCopied]: 'रेफ़रल लिंक कॉपी हो गया!',
  // Quick Pickup: the form's rules (core's, the server's too) and the server's answers.
  [QUICK_PICKUP_MESSAGES.dateRequired]: 'कृपया पिकअप की तारीख चुनें',
  [QUICK_PICKUP_MESSAGES.datePast]: 'कृपया आज की या आगे की कोई तारीख चुनें',
  [QUICK_PICKUP_MESSAGES.dateTooFar]: `कृपया अगले ${QUICK_PICKUP_MAX_DAYS_AHEAD} दिनों के अंदर की तारीख चुनें`,
  [QUICK_PICKUP_MESSAGES.timeRequired]: 'कृपया पिकअप का समय चुनें',
  [QUICK_PICKUP_MESSAGES.noSlots]: 'चुनी गई तारीख पर कोई समय खाली नहीं है। कृपया दूसरी तारीख चुनें।',
  [QUICK_PICKUP_MESSAGES.slotUnavailable]: 'चुना गया समय अब खाली नहीं है। कृपया दूसरा समय चुनें।',
  [QUICK_PICKUP_MESSAGES.addressRequired]: 'कृपया पिकअप का पता लिखें',
  [QUICK_PICKUP_MESSAGES.userIdMissing]: 'यूज़र ID नहीं मिली। कृपया फिर से लॉग इन करें।',
  [QUICK_PICKUP_MESSAGES.nameMissing]: 'आपका नाम नहीं मिला। कृपया अपनी प्रोफ़ाइल अपडेट करें।',
  [QUICK_PICKUP_MESSAGES.phoneMissing]: 'फ़ोन नंबर नहीं मिला। कृपया अपनी प्रोफ़ाइल अपडेट करें।',
  [QUICK_PICKUP_MESSAGES.loginRequired]: 'क्विक पिकअप के लिए कृपया साइन इन करें',
  [QUICK_PICKUP_MESSAGES.created]: 'क्विक पिकअप बुक हो गया! हमारा राइडर जल्द ही आपसे संपर्क करेगा।',
  [QUICK_PICKUP_MESSAGES.failed]: 'क्विक पिकअप बुक नहीं हो पाया',
  [QUICK_PICKUP_MESSAGES.addressNotSaved]: 'यह आपके सेव किए गए पतों में से नहीं है',
  // Shown by My Bookings as well (messages-bookings.ts), in the same words.
  [QUICK_PICKUP_MESSAGES.cannotEdit]:
    'क्विक पिकअप बदला नहीं जा सकता: इसके आइटम राइडर आपके दरवाज़े पर जोड़ता है। इसे रद्द करके नया पिकअप बुक करें।',
  [`House or flat number can be at most ${HOUSE_NUMBER_MAX_LENGTH} characters`]: `मकान या फ़्लैट नंबर में ज़्यादा से ज़्यादा ${HOUSE_NUMBER_MAX_LENGTH} अक्षर हो सकते हैं`,
  [`The address can be at most ${QUICK_PICKUP_ADDRESS_MAX_LENGTH} characters`]: `पते में ज़्यादा से ज़्यादा ${QUICK_PICKUP_ADDRESS_MAX_LENGTH} अक्षर हो सकते हैं`,
};
export default messages;
