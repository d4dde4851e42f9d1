// Hindi for the messages the laundry staff's screens show that come from core or the server, keyed by their English.
import { INSPECTION_MESSAGES, ORDER_MESSAGES, SCAN_MESSAGES, VENDOR_STAFF_MESSAGES } from '@washday/core';

export default {
  [VENDOR_STAFF_MESSAGES.notStaff]: 'यह नंबर किसी लॉन्ड्री में दर्ज नहीं है। Washday ऑपरेशंस से आपको जोड़ने के लिए कहें।',
  [VENDOR_STAFF_MESSAGES.inactive]: 'आपका लॉन्ड्री खाता बंद कर दिया गया है। इसे फिर से चालू करने के लिए Washday ऑपरेशंस से कहें।',
  [VENDOR_STAFF_MESSAGES.rackTooLong]: 'रैक की जगह 12 अक्षरों तक रखें, जैसे R3-12',
  [VENDOR_STAFF_MESSAGES.rackInvalid]: 'अक्षर, अंक, स्पेस, बिंदु, स्लैश या डैश ही लिखें, जैसे R3-12',
  [VENDOR_STAFF_MESSAGES.loggedOut]: 'साइन आउट हो गया',
  [ORDER_MESSAGES.stageOrder('received', 'delivered to the vendor by the pickup rider')]:
    'ऑर्डर तभी मिला चिह्नित हो सकता है जब पिकअप राइडर उसे लॉन्ड्री पहुँचा दे',
  [ORDER_MESSAGES.stageOrder('processing', 'received')]: 'धुलाई तभी शुरू हो सकती है जब ऑर्डर मिल गया हो',
  [ORDER_MESSAGES.stageOrder('ready', 'processing')]: 'ऑर्डर तभी तैयार हो सकता है जब उसकी धुलाई चल रही हो',
  [SCAN_MESSAGES.nothingMissing]: 'इस ऑर्डर का हर टैग स्कैन हो चुका है',
  [SCAN_MESSAGES.notYourStage]: 'टैग ऑर्डर मिलने से पहले स्कैन करके लिए जाते हैं, और तैयार होने से पहले पैक किए जाते हैं',
  [INSPECTION_MESSAGES.tagRequired]: 'कपड़ा (उसका टैग) चुनें',
  [INSPECTION_MESSAGES.tagNotOnOrder]: 'यह टैग इस ऑर्डर पर नहीं है',
  [INSPECTION_MESSAGES.somethingToNote]: 'जो मिला उस पर टिक करें, या नोट लिखें',
  [INSPECTION_MESSAGES.noteLong]: 'नोट 500 अक्षरों से छोटा रखें',
  [INSPECTION_MESSAGES.holdNeedsNote]: 'ग्राहक के लिए लिखें कि इसे बुकिंग के अनुसार क्यों नहीं धोना चाहिए',
  [INSPECTION_MESSAGES.saved]: 'जाँच सहेज ली गई',
  [INSPECTION_MESSAGES.savedAsking]: 'जाँच सहेज ली गई। धुलाई से पहले ग्राहक से पूछा गया है।',
  [INSPECTION_MESSAGES.notNow]: 'कपड़ों की जाँच ऑर्डर मिलने के बाद और धुलाई शुरू होने से पहले होती है',
  [INSPECTION_MESSAGES.notFound]: 'जाँच नहीं मिली',
  [INSPECTION_MESSAGES.photoLimit]: 'हर कपड़े की ज़्यादा से ज़्यादा 4 फ़ोटो',
  [INSPECTION_MESSAGES.photoMissing]: 'फ़ोटो जोड़ें',
  [INSPECTION_MESSAGES.photoTooLarge]: 'फ़ोटो 5MB से छोटी होनी चाहिए',
  [INSPECTION_MESSAGES.photoWrongType]: 'फ़ोटो JPEG, PNG या WebP होनी चाहिए',
} as Readonly<Record<string, string>>;
