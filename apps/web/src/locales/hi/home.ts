import type { Translation } from '../translation';
import type en from '../en/home';

// Hindi strings of the 'home' namespace, written as a Hindi speaker would say them (not word for word).
const hi: Translation<typeof en> = {
  header: {
    myBookings: 'मेरी बुकिंग',
    pickupEstimate: '{{minutes}} मिनट में पिकअप',
  },
  hero: {
    title: 'कपड़े धुले-धुलाए, बिना लॉन्ड्री की झंझट।',
    body: 'लॉन्ड्री, प्रेस और ड्राई क्लीनिंग: हम आपके दरवाज़े से कपड़े ले जाते हैं और पूरे गुरुग्राम में वापस पहुँचाते हैं।',
    perks: {
      free: 'फ़्री पिकअप और डिलीवरी',
      upfront: 'पहले से तय दाम',
      ready: '24–96 घंटे में तैयार',
    },
  },
  footer: {
    tagline: 'गुरुग्राम में लॉन्ड्री, प्रेस और ड्राई क्लीनिंग',
    prices: 'सभी दाम भारतीय रुपये (₹) में',
  },
  search: {
    label: 'सेवाएँ खोजें',
    // The catalogue's names are in English, so the examples stay as the customer would type them.
    placeholder: 'खोजें: धुलाई, साड़ी, सूट…',
    listening: 'सुन रहे हैं… किसी सेवा का नाम बोलें',
    clear: 'खोज हटाएँ',
    voice: 'बोलकर खोजें',
    stopVoice: 'सुनना बंद करें',
  },
  categories: {
    label: 'कैटेगरी',
    all: 'सभी',
  },
  catalogue: {
    loading: 'सेवाएँ लोड हो रही हैं…',
    popular: 'लोकप्रिय',
    per: 'प्रति',
    hours: '{{hours}} घंटे',
    noMatchTitle: '“{{query}}” से मिलती कोई सेवा नहीं',
    noMatchBody: 'कोई और शब्द अंग्रेज़ी में आज़माएँ, जैसे shirt, saree या iron, या सभी कैटेगरी देखें।',
    emptyCategoryTitle: 'इस कैटेगरी में अभी कोई सेवा नहीं है',
    emptyCategoryBody: 'हम क्या-क्या साफ़ करते हैं, यह देखने के लिए दूसरी कैटेगरी चुनें।',
    clearSearch: 'खोज हटाएँ',
    showAll: 'सभी सेवाएँ दिखाएँ',
    welcomeTitle: 'Washday में आपका स्वागत है',
    welcomeBody: 'हम आपके इलाके के लिए सेवाओं की लिस्ट तैयार कर रहे हैं।',
    welcomeWhatsApp: 'हमें मैसेज करें, हम आपका पिकअप करवा देंगे।',
    welcomeLater: 'कृपया जल्द ही फिर देखें।',
    startOnWhatsApp: 'WhatsApp पर शुरू करें',
    whatsappMessage: 'नमस्ते Washday, मुझे पिकअप बुक करना है।',
    offline: 'आप ऑफ़लाइन हैं।',
    loadFailed: 'नई सेवाएँ लोड नहीं हो पाईं।',
    standardList: 'हमारी सामान्य रेट लिस्ट दिखा रहे हैं।',
    retry: 'फिर से कोशिश करें',
    retrying: 'फिर से कोशिश कर रहे हैं…',
  },
  cart: {
    region: 'कार्ट',
    total: ', कुल',
    freePickup: 'फ़्री पिकअप',
    freeEverything: 'फ़्री पिकअप और डिलीवरी · डिलीवरी पर पेमेंट',
    viewCart: 'कार्ट देखें',
    checkout: 'चेकआउट',
    lines: 'आपके कार्ट के आइटम',
    minimum: 'कम से कम {{count}}',
    add: 'जोड़ें',
    addService: '{{name}} जोड़ें',
    quantity: '{{name}} की संख्या',
    removeOne: 'एक {{name}} कम करें',
    addOne: 'एक {{name}} और जोड़ें',
  },
  location: {
    default: 'गुरुग्राम',
    label: 'लोकेशन: {{place}}। अपनी लोकेशन पता करने के लिए टैप करें',
    hint: 'अपनी लोकेशन पता करने के लिए टैप करें',
    unavailableTitle: 'आपके इलाके में अभी नहीं',
    explore: 'सेवाएँ देखें',
    goHome: 'होम पर जाएँ',
    detected: 'पता चली लोकेशन:',
  },
  quickPickup: {
    title: 'क्विक पिकअप',
    buttonHint: 'कोई लिस्ट नहीं चाहिए: राइडर आपके कपड़े ले जाएगा और आपके दरवाज़े पर ही गिनेगा।',
  },
};
export default hi;
