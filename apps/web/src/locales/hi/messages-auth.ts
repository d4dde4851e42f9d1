import {
  AUTH_MESSAGES,
  GSTIN_MESSAGES,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_SECONDS,
  PREFERENCES_MESSAGES,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_MESSAGES,
  resendWaitMessage,
} from '@washday/core';

const INVALID_OTP = 'गलत OTP';
const REQUEST_NEW = 'कृपया नया OTP माँगें।';
/** 1 … n. */
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

// Hindi for the messages the auth screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). Sign-in (both steps and the referral code)
// and Profile Settings. Keys are core's constants themselves, so a change of wording there cannot leave one behind.
// The customer and the rider sign in with the same core messages: those read here exactly as in messages-rider.ts.
const messages: Readonly<Record<string, string>> = {
  [AUTH_MESSAGES.otpSent]: 'OTP आपके फ़ोन पर भेज दिया गया!',
  [AUTH_MESSAGES.sendFailed]: 'OTP नहीं भेजा जा सका',
  [AUTH_MESSAGES.invalidPhone]: 'यह भारतीय फ़ोन नंबर सही नहीं है',
  [AUTH_MESSAGES.invalidPhoneForm]: 'कृपया 6-9 से शुरू होने वाला 10 अंकों का सही मोबाइल नंबर डालें',
  [AUTH_MESSAGES.noOtp]: 'कोई OTP नहीं मिला या उसका समय खत्म हो गया',
  [AUTH_MESSAGES.expired]: 'OTP का समय खत्म हो गया',
  [AUTH_MESSAGES.invalidOtp]: INVALID_OTP,
  [AUTH_MESSAGES.tooManyAttempts]: `बहुत बार गलत कोड डाला गया। ${REQUEST_NEW}`,
  [AUTH_MESSAGES.tooManySends]: 'बहुत बार OTP माँगा गया। कृपया थोड़ी देर बाद कोशिश करें।',
  [AUTH_MESSAGES.tooManyChecks]: 'बहुत बार कोड जाँचा गया। कृपया थोड़ी देर बाद कोशिश करें।',
  [AUTH_MESSAGES.loginSuccess]: 'लॉग इन हो गया!',
  [AUTH_MESSAGES.loggedOut]: 'आप लॉग आउट हो गए',
  [AUTH_MESSAGES.authRequired]: 'आपको फिर से लॉग इन करना होगा।',
  [AUTH_MESSAGES.nameRequired]: 'कृपया अपना पूरा नाम लिखें',
  [AUTH_MESSAGES.profileNameRequired]: 'नाम ज़रूरी है',
  [AUTH_MESSAGES.profileUpdated]: 'प्रोफ़ाइल अपडेट हो गई',
  [GSTIN_MESSAGES.shape]: 'GSTIN 15 अक्षरों का होता है: 2 अंक, 10 अक्षरों का PAN, फिर 3 और (जैसे 06ABCDE1234F1Z5)',
  [GSTIN_MESSAGES.checksum]: 'इस GSTIN का आख़िरी अक्षर बाकी से मेल नहीं खाता: कहीं टाइपिंग की गलती तो नहीं, देख लें',
  [AUTH_MESSAGES.otpRequired]: 'कृपया OTP डालें',
  [AUTH_MESSAGES.otpInvalidFormat]: 'कृपया 6 अंकों का सही OTP डालें',
  // The phone step's own wording and core's phone and email schemas.
  'Please enter your phone number': 'कृपया अपना फ़ोन नंबर डालें',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Verification failed. Please try again.': 'वेरिफ़िकेशन नहीं हो पाया। कृपया फिर से कोशिश करें।',
  // A refused code as the sign-in words it (features/auth/utils/sign-in-form.ts): the server's message, then what to do.
  ...Object.fromEntries(
    upTo(OTP_MAX_FAILED_ATTEMPTS - 1).map((n) => [
      `${AUTH_MESSAGES.invalidOtp}. ${n} ${n === 1 ? 'attempt' : 'attempts'} remaining`,
      `${INVALID_OTP}। ${n} ${n === 1 ? 'कोशिश बाकी है' : 'कोशिशें बाकी हैं'}`,
    ]),
  ),
  [`${AUTH_MESSAGES.invalidOtp}. Please request a new OTP.`]: `${INVALID_OTP}। ${REQUEST_NEW}`,
  [`${AUTH_MESSAGES.noOtp}. Please request a new OTP.`]: `कोई OTP नहीं मिला या उसका समय खत्म हो गया। ${REQUEST_NEW}`,
  [`${AUTH_MESSAGES.expired}. Please request a new OTP.`]: `OTP का समय खत्म हो गया। ${REQUEST_NEW}`,
  // The server's wait before another code, one per second it can say.
  ...Object.fromEntries(upTo(OTP_RESEND_SECONDS).map((n) => [resendWaitMessage(n), `नया OTP माँगने से पहले ${n} सेकंड रुकें`])),
  [PREFERENCES_MESSAGES.profileUpdateFailed]: 'प्रोफ़ाइल अपडेट नहीं हो पाई',
  // The referral code at sign-in: checking it, and the server's refusals when it is applied.
  [REFERRAL_MESSAGES.invalid]: 'रेफ़रल कोड सही नहीं है',
  [REFERRAL_MESSAGES.unableToValidate]: 'रेफ़रल कोड जाँचा नहीं जा सका',
  [REFERRAL_MESSAGES.required]: 'कृपया रेफ़रल कोड डालें',
  [REFERRAL_MESSAGES.tooLong]: `रेफ़रल कोड में ज़्यादा से ज़्यादा ${REFERRAL_CODE_MAX_LENGTH} अक्षर हो सकते हैं`,
  [REFERRAL_MESSAGES.ownCode]: 'आप अपना ही रेफ़रल कोड इस्तेमाल नहीं कर सकते',
  [REFERRAL_MESSAGES.referredByYou]: 'आप उस दोस्त का रेफ़रल कोड इस्तेमाल नहीं कर सकते जिसे आपने रेफ़र किया है',
  [REFERRAL_MESSAGES.referralCycle]:
    'आप यह रेफ़रल कोड इस्तेमाल नहीं कर सकते: इसके मालिक ने Washday उस दोस्त के ज़रिए जॉइन किया है जिसे आपने रेफ़र किया था',
  [REFERRAL_MESSAGES.alreadyUsed]: 'आप पहले ही एक रेफ़रल कोड इस्तेमाल कर चुके हैं',
  [REFERRAL_MESSAGES.notNewCustomer]: 'रेफ़रल कोड सिर्फ़ नए ग्राहकों के लिए हैं, पहले ऑर्डर से पहले',
};
export default messages;
