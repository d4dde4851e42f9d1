import type { Translation } from '../translation';
import type en from '../en/auth';

// Hindi strings of the 'auth' namespace, written as a Hindi speaker would say them (not word for word).
const hi: Translation<typeof en> = {
  signIn: {
    title: 'साइन इन करें',
    back: 'वापस',
    step: 'चरण {{step}} / {{total}}',
    description: 'अपने मोबाइल नंबर से पिकअप बुक करें और अपने ऑर्डर ट्रैक करें।',
    nameLabel: 'पूरा नाम',
    namePlaceholder: 'जैसे आशा वर्मा',
    phoneLabel: 'मोबाइल नंबर',
    sendOtp: 'OTP भेजें',
    codeNote: 'हम आपको {{length}} अंकों का कोड SMS करेंगे। यह {{minutes}} मिनट तक मान्य रहेगा।',
    verify: 'वेरिफ़ाई करें और साइन इन करें',
    failed: 'कुछ गड़बड़ हो गई। कृपया यह विंडो बंद करके फिर से कोशिश करें।',
    close: 'बंद करें',
  },
  referral: {
    label: 'रेफ़रल कोड (ज़रूरी नहीं)',
    placeholder: 'जैसे REF3210ABC',
    hint: 'किसी दोस्त का कोड है? आप दोनों को छूट मिलेगी।',
    checking: 'कोड जाँच रहे हैं…',
    valid: 'सही कोड! आपको {{percent}}% की छूट मिलेगी',
  },
  profile: {
    title: 'प्रोफ़ाइल सेटिंग्स',
    description: 'आपके अकाउंट की जानकारी',
    customerSince: '{{date}} से ग्राहक',
    nameLabel: 'पूरा नाम',
    phoneLabel: 'मोबाइल नंबर',
    emailLabel: 'ईमेल',
    locked: 'बदला नहीं जा सकता',
    notAdded: 'नहीं जोड़ा गया',
    logOut: 'लॉग आउट',
    edit: 'बदलें',
    phoneLocked: 'आपका मोबाइल नंबर बदला नहीं जा सकता।',
    emailPlaceholder: 'you@example.com (ज़रूरी नहीं)',
    gstinLabel: 'GSTIN नंबर',
    gstinPlaceholder: 'जैसे 06ABCDE1234F1Z5 (ज़रूरी नहीं)',
    gstinHint: 'कारोबार के लिए: अब से आपके टैक्स इनवॉइस पर छपेगा।',
    cancel: 'रद्द करें',
    save: 'बदलाव सेव करें',
    errorTitle: 'गड़बड़ी',
  },
  userMenu: {
    label: 'अकाउंट मेन्यू',
    labelWithInitials: '{{initials}}, अकाउंट मेन्यू',
    online: 'ऑनलाइन',
    offline: 'ऑफ़लाइन',
    myBookings: 'मेरी बुकिंग',
    plans: 'लॉन्ड्री प्लान',
    savedAddresses: 'सेव किए गए पते',
    profile: 'प्रोफ़ाइल सेटिंग्स',
    preferences: 'पसंद और सेटिंग्स',
    referAndEarn: 'रेफ़र करें और कमाएँ',
    logOut: 'लॉग आउट',
  },
  logout: {
    failedTitle: 'लॉग आउट नहीं हुआ',
    failed: 'आपको लॉग आउट नहीं कर पाए। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  },
  header: {
    signIn: 'साइन इन करें',
  },
};
export default hi;
