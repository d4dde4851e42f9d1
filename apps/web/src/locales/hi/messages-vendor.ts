// Hindi for the messages the laundry staff's screens show that come from core or the server, keyed by their English.
import { ORDER_MESSAGES, VENDOR_STAFF_MESSAGES } from '@washday/core';

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
} as Readonly<Record<string, string>>;
