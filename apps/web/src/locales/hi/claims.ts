import type { Translation } from '../translation';
import type en from '../en/claims';

// Hindi strings of the 'claims' namespace (../en/claims.ts).
const claims: Translation<typeof en> = {
  report: 'समस्या बताएँ',
  reportLabel: 'ऑर्डर {{orderId}} की समस्या बताएँ',
  status: {
    open: 'दावा खुला है',
    rejected: 'अस्वीकार: {{reason}}',
    refund: '{{amount}} रिफ़ंड के रूप में दिए गए',
    coupon: '{{amount}} कूपन {{code}} के रूप में दिए गए',
  },
  dialog: {
    title: 'समस्या बताएँ',
    description: 'ऑर्डर {{orderId}}: बताएँ कौन-सा कपड़ा ख़राब हुआ या गुम है।',
    loading: 'इस ऑर्डर के कपड़े लोड हो रहे हैं…',
    loadFailed: 'इस ऑर्डर के कपड़े लोड नहीं हो सके। फिर से कोशिश करें।',
    closed: 'इस ऑर्डर के लिए अब समस्या नहीं बताई जा सकती।',
    kind: 'क्या हुआ?',
    damaged: 'ख़राब',
    missing: 'गुम',
    garment: 'कपड़ा',
    chooseGarment: 'कपड़ा चुनें',
    descriptionLabel: 'समस्या बताएँ',
    descriptionPlaceholder: 'जैसे: नीली शर्ट की आस्तीन फटी है',
    photos: 'फ़ोटो ({{count}} तक)',
    addPhoto: 'फ़ोटो जोड़ें',
    removePhoto: 'फ़ोटो {{index}} हटाएँ',
    submit: 'शिकायत भेजें',
    sending: 'भेजा जा रहा है…',
    cancel: 'रद्द करें',
    photoFailed: 'आपकी शिकायत भेज दी गई, पर एक फ़ोटो अपलोड नहीं हो सकी: {{message}}',
  },
};

export default claims;
