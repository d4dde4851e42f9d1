import type { Translation } from '../translation';
import type en from '../en/vendor';

// Hindi of the laundry staff's screens; typed against the English, so a missing key fails the typecheck.
const hi: Translation<typeof en> = {
  portal: {
    title: 'लॉन्ड्री पोर्टल',
    tagline: 'ऑर्डर लें, साफ़ करें और डिलीवरी के लिए तैयार करें।',
  },
  language: { label: 'भाषा' },
  auth: {
    title: 'अपनी लॉन्ड्री में साइन इन करें',
    subtitle: 'वही मोबाइल नंबर डालें जो Washday ऑपरेशंस ने आपके लिए जोड़ा है।',
    phone: 'मोबाइल नंबर',
    phoneHint: 'हम इस नंबर पर 6 अंकों का कोड भेजेंगे।',
    sendOtp: 'कोड भेजें',
    sendingOtp: 'भेजा जा रहा है…',
    verifyAndLogin: 'पुष्टि करें और साइन इन करें',
    verifying: 'पुष्टि हो रही है…',
    changeNumber: 'नंबर बदलें',
    noCodeHint: 'कोड नहीं आया? कोड केवल Washday ऑपरेशंस द्वारा जोड़े गए नंबरों पर आता है।',
    form: 'लॉन्ड्री साइन-इन',
  },
  session: {
    checking: 'आपका सेशन जाँचा जा रहा है…',
    connectionIssues: 'Washday से जुड़ नहीं पा रहे',
    retry: 'फिर से कोशिश करें',
  },
  shell: {
    signedInAs: '{{name}} · {{vendor}}',
    logout: 'साइन आउट',
    loggingOut: 'साइन आउट हो रहा है…',
    live: 'लाइव',
    offline: 'फिर से जुड़ रहे हैं…',
    refresh: 'रीफ़्रेश',
  },
  board: {
    title: 'ऑर्डर',
    columns: {
      incoming: 'रास्ते में',
      atLaundry: 'लॉन्ड्री में',
      ready: 'तैयार',
    },
    columnHints: {
      incoming: 'आपको सौंपे गए; पिकअप राइडर इन्हें ला रहे हैं।',
      atLaundry: 'मिल गए और धुल रहे हैं।',
      ready: 'पैक हैं, डिलीवरी राइडर का इंतज़ार है।',
    },
    empty: {
      incoming: 'कोई ऑर्डर रास्ते में नहीं है।',
      atLaundry: 'अभी लॉन्ड्री में कोई ऑर्डर नहीं है।',
      ready: 'डिलीवरी के लिए कोई ऑर्डर नहीं है।',
    },
    loadFailed: 'ऑर्डर लोड नहीं हो सके।',
    tabs: 'ऑर्डर सूचियाँ',
  },
  order: {
    items_one: '{{count}} कपड़ा',
    items_other: '{{count}} कपड़े',
    collected: 'राइडर ने {{count}} गिने',
    pickupBy: 'पिकअप: {{name}}',
    noRider: 'अभी कोई पिकअप राइडर नहीं',
    pickupAt: 'पिकअप {{date}}, {{time}}',
    pickedUpAt: '{{time}} को लिया गया',
    deliveryAt: 'डिलीवरी {{date}}, {{time}}',
    onTheWay: 'रास्ते में',
    notCollected: 'अभी लिया नहीं गया',
    instructions: 'निर्देश',
    facts: { rider: 'पिकअप राइडर', pickup: 'पिकअप', delivery: 'डिलीवरी' },
    rack: 'रैक',
    noRack: 'कोई रैक नहीं',
    details: '{{order}} का विवरण',
    stage: {
      received: 'मिल गया',
      processing: 'धुलाई जारी',
      ready: 'तैयार',
    },
    actions: {
      received: 'मिल गया चिह्नित करें',
      processing: 'धुलाई शुरू करें',
      ready: 'तैयार चिह्नित करें',
    },
    waitingForRider: 'राइडर के लेने के बाद ही इसे प्राप्त किया जा सकता है।',
    waitingForDelivery: 'डिलीवरी राइडर का इंतज़ार है।',
    moving: 'सहेजा जा रहा है…',
  },
  rack: {
    label: 'रैक की जगह',
    hint: 'ऑर्डर कहाँ रखा है, जैसे R3-12।',
    placeholder: 'जैसे R3-12',
    save: 'सहेजें',
    saving: 'सहेजा जा रहा है…',
    clear: 'हटाएँ',
  },
  close: 'बंद करें',
};

export default hi;
