import type { Translation } from '../translation';
import type en from '../en/common';

// Hindi strings of the 'common' namespace, written as a Hindi speaker would say them (not word for word).
const hi: Translation<typeof en> = {
  actions: {
    cancel: 'रद्द करें',
    close: 'बंद करें',
    dismiss: 'हटाएँ',
  },
  brand: {
    homeLink: 'Washday होम',
  },
  connection: {
    offline: 'ऑफ़लाइन',
  },
  toasts: {
    region: 'सूचनाएँ',
    close: 'सूचना बंद करें',
  },
  app: {
    loading: 'Washday खुल रहा है…',
    errorTitle: 'कुछ गड़बड़ हो गई',
    errorBody: 'कृपया फिर से कोशिश करें। बार-बार ऐसा हो तो पेज रीलोड करें।',
    reload: 'पेज रीलोड करें',
    tryAgain: 'फिर से कोशिश करें',
  },
  itemCount_one: '{{count}} आइटम',
  itemCount_other: '{{count}} आइटम',
  units: {
    KG: 'किलो',
    PC: 'पीस',
    SET: 'सेट',
  },
  codeStep: {
    formLabel: 'कोड डालें',
    sentTo: '<1>{{phone}}</1> पर भेजा गया {{length}} अंकों का कोड डालें',
    sentToFor: '{{purpose}} <1>{{phone}}</1> पर भेजा गया {{length}} अंकों का कोड डालें',
    label: 'OTP डालें',
    didntGetIt: 'कोड नहीं मिला?',
    sending: 'भेज रहे हैं...',
    resend: 'OTP दोबारा भेजें',
    resendIn: '{{wait}} में OTP दोबारा भेजें',
    waitSeconds: '{{seconds}} सेकंड',
    waitMinutes: '{{minutes}} मिनट {{seconds}} सेकंड',
  },
  photos: {
    pickupPhoto: 'पिकअप फ़ोटो {{number}}',
  },
  portal: {
    customerSite: 'ग्राहक साइट',
    home: 'होम',
  },
  outOfArea: {
    title: 'सेवा उपलब्ध नहीं है',
    headline: 'हम अभी आपकी जगह पर उपलब्ध नहीं हैं, पर जल्द ही वहाँ भी पहुँच रहे हैं!',
    yourLocation: 'आपकी लोकेशन',
    explore: 'उपलब्ध सेवाएँ देखें',
    later: 'बाद में',
    notify: 'आपके इलाके में पहुँचते ही हम आपको बताएँगे',
  },
  help: {
    whatsappLabel: 'WhatsApp पर मदद लें',
    short: 'मदद',
    whatsappMessage: 'नमस्ते Washday, मुझे पिकअप के बारे में मदद चाहिए।',
  },
  install: {
    title: '{{appName}} इंस्टॉल करें',
    install: 'इंस्टॉल करें',
    notNow: 'अभी नहीं',
    iosSteps: 'Safari में <1></1> दबाएँ, फिर <2>होम स्क्रीन में जोड़ें <3></3></2> चुनें।',
    share: 'शेयर करें',
    customerPitch: 'होम स्क्रीन से एक टैप में पिकअप बुक करें और अपने ऑर्डर देखें।',
    riderPitch: 'होम स्क्रीन से एक टैप में अपने पिकअप और डिलीवरी खोलें।',
  },
  update: {
    region: 'ऐप अपडेट',
    available: 'नया वर्ज़न आ गया है',
    later: 'बाद में',
    update: 'अपडेट करें',
    updating: 'अपडेट हो रहा है...',
    confirmTitle: '{{appName}} अपडेट करें?',
    confirmBody: 'ऐप नए वर्ज़न के साथ दोबारा खुलेगा। इस स्क्रीन पर जो सेव नहीं किया है, वह हट जाएगा।',
    updateNow: 'अभी अपडेट करें',
  },
  push: {
    unsupported: 'यह ब्राउज़र सूचनाएँ नहीं दिखा सकता। iPhone पर पहले Washday को होम स्क्रीन में जोड़ें।',
    denied: 'इस ब्राउज़र की सेटिंग में Washday की सूचनाएँ बंद हैं। वहाँ इन्हें चालू करें, फिर वापस आएँ।',
    failed: 'इस डिवाइस पर सूचनाओं की सेटिंग नहीं बदल पाई। कृपया फिर से कोशिश करें।',
  },
  map: {
    tilesUnavailable: 'नक्शे की टाइलें लोड नहीं हो रहीं — ड्रॉ करना फिर भी चलता है',
    tilesUnavailableMarkers: 'नक्शे की टाइलें लोड नहीं हो रहीं — राइडर और ऑर्डर फिर भी दिख रहे हैं',
  },
};
export default hi;
