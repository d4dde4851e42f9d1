import type { Translation } from '../translation';
import type en from '../en/garments';

// Hindi strings of the 'garments' namespace (../en/garments.ts).
const garments: Translation<typeof en> = {
  title: 'आपके कपड़े',
  summary_one: 'इस ऑर्डर पर {{count}} टैग',
  summary_other: 'इस ऑर्डर पर {{count}} टैग',
  loading: 'आपके कपड़ों की जानकारी लोड हो रही है…',
  failed: 'आपके कपड़ों की जानकारी लोड नहीं हो सकी। कृपया बाद में फिर कोशिश करें।',
  kind: { bag: 'बैग', garment: 'कपड़ा' },
  trail: '{{code}} के चरण',
  steps: {
    ok: {
      pickup: 'आपके दरवाज़े से लिया गया',
      intake: 'लॉन्ड्री में जाँचकर लिया गया',
      packing: 'पैक हो गया',
      delivery: 'आपके दरवाज़े पर जाँचा गया',
    },
    missing: {
      pickup: 'पिकअप पर नहीं मिला',
      intake: 'लॉन्ड्री में नहीं मिला',
      packing: 'पैकिंग पर नहीं मिला',
      delivery: 'आपके दरवाज़े पर नहीं मिला',
    },
    unexpected: {
      pickup: 'पिकअप पर किसी और ऑर्डर के साथ स्कैन हुआ',
      intake: 'लॉन्ड्री में किसी और ऑर्डर के साथ स्कैन हुआ',
      packing: 'पैकिंग पर किसी और ऑर्डर के साथ स्कैन हुआ',
      delivery: 'दरवाज़े पर किसी और ऑर्डर के साथ स्कैन हुआ',
    },
    none: 'अभी स्कैन नहीं हुआ',
  },
  inspection: {
    title: 'लॉन्ड्री की जाँच',
    issues: { stain: 'दाग', damage: 'नुकसान', missing_button: 'बटन गायब', colour_run: 'रंग निकलने का ख़तरा' },
    photo: '{{code}} की जाँच की फ़ोटो {{number}}',
    openPhoto: '{{code}} की जाँच की फ़ोटो {{number}} खोलें',
    close: 'बंद करें',
    ask: 'धुलाई से पहले लॉन्ड्री आपसे पूछ रही है',
    askHint: 'बुकिंग के मुताबिक़ धुलवाने के लिए मंज़ूर करें, या बिना धुले वापस पाने के लिए मना करें।',
    approve: 'मंज़ूर करें',
    decline: 'मना करें',
    approveLabel: '{{code}} की धुलाई मंज़ूर करें',
    declineLabel: '{{code}} की धुलाई से मना करें',
    sending: 'भेजा जा रहा है…',
    approved: 'आपने बुकिंग के मुताबिक़ धुलाई मंज़ूर की',
    declined: 'आपने मना किया: यह बिना धुले वापस आएगा',
    failed: 'आपका जवाब नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
  },
};

export default garments;
