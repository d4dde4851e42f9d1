import { intlNoticeFormats } from './notice-formats.js';
import { fillNoticeText, type CUSTOMER_NOTICE_TEXT, type CUSTOMER_NOTICE_TITLES, type NoticeLanguage } from './notice-words.js';

// Hindi for customer notifications, written as a Hindi speaker would say them, not word for word: the app's Hindi
// strings for them are these (apps/web/src/locales/hi/notices.ts), and the server sends its SMS, WhatsApp, push and
// email copies in them to a customer who chose Hindi. A slot reads 'शुक्रवार, 23 नवंबर को सुबह 10:00 बजे'; names,
// order ids, coupons and reasons come in as they are.

/** The bodies' words. */
export const CUSTOMER_NOTICE_TEXT_HI: { readonly [K in keyof typeof CUSTOMER_NOTICE_TEXT]: string } = {
  yourRider: 'आपके राइडर',
  aFriend: 'एक दोस्त',
  slot: '{{date}} को {{time}} बजे',
  itemOne: '{{n}} आइटम',
  itemMany: '{{n}} आइटम',
  riderAssignedPickup: '{{rider}} {{slot}} आपका ऑर्डर {{order}} लेने आएँगे।',
  riderAssignedDelivery: '{{rider}} {{slot}} आपका ऑर्डर {{order}} पहुँचाने आएँगे।',
  onTheWay: '{{rider}} आपका ऑर्डर {{order}} लेने के लिए निकल चुके हैं।',
  onTheWayEta: '{{rider}} आपका ऑर्डर {{order}} लेने के लिए निकल चुके हैं, लगभग {{minutes}} मिनट में पहुँचेंगे।',
  pickedUp: '{{rider}} ने आपका ऑर्डर {{order}} ले लिया है।',
  pickedUpItems: '{{rider}} ने आपका ऑर्डर {{order}} ({{items}}) ले लिया है।',
  atLaundry: 'ऑर्डर {{order}} के आपके {{items}} लॉन्ड्री पहुँच गए हैं।',
  outForDelivery: '{{rider}} आपका ऑर्डर {{order}} लेकर निकल चुके हैं। पहुँचने पर उन्हें अपना 4 अंकों का हैंडओवर कोड बताएँ।',
  confirmed: 'आपकी बुकिंग {{order}} कन्फ़र्म हो गई है। पिकअप {{slot}} होगा।',
  ready: 'आपका ऑर्डर {{order}} धुलकर तैयार है। डिलीवरी {{slot}} होगी।',
  delivered: 'आपका ऑर्डर {{order}} डिलीवर हो गया है। Washday चुनने के लिए शुक्रिया!',
  cancelled: 'आपकी बुकिंग {{order}} रद्द कर दी गई है।',
  cancelledReason: 'आपकी बुकिंग {{order}} रद्द कर दी गई है। वजह: {{reason}}',
  paymentReceived: 'आपके ऑर्डर {{order}} के लिए {{amount}} मिल गए। धन्यवाद!',
  refundIssued: 'आपके ऑर्डर {{order}} के {{amount}} का रिफ़ंड भेज दिया गया है। वजह: {{reason}}',
  reminder: 'हमारे राइडर {{day}} {{window}} आपका पिकअप (ऑर्डर {{order}}) लेने आएँगे।',
  today: 'आज',
  tomorrow: 'कल',
  onDate: '{{date}} को',
  between: '{{from}} से {{to}} के बीच',
  atTime: '{{time}} बजे',
  riderEdit: 'आपके राइडर ने ऑर्डर {{order}} के आइटम बदले हैं, अब कुल {{total}} है। कृपया मंज़ूर या नामंज़ूर करें।',
  riderEditChange: 'आपके राइडर ने ऑर्डर {{order}} के आइटम बदले हैं, अब कुल {{total}} ({{change}}) है। कृपया मंज़ूर या नामंज़ूर करें।',
  bookedForYou: 'हमने आपके लिए {{slot}} का पिकअप बुक कर दिया है (ऑर्डर {{order}}, {{amount}}, भुगतान डिलीवरी पर)।',
  accountMade: 'इस नंबर पर आपका Washday अकाउंट बना दिया गया है: अपना ऑर्डर देखने के लिए इसी नंबर से साइन इन करें।',
  referralWelcome: '{{friend}} ने आपको Washday पर बुलाया है: पहले ऑर्डर पर {{percent}}% छूट ({{max}} तक) के लिए कूपन {{coupon}} लगाएँ।',
  referralJoined: '{{friend}} आपके रेफ़रल कोड से जुड़ गए हैं। उनका पहला ऑर्डर पूरा होते ही आपको {{percent}}% छूट का कूपन मिलेगा।',
  referralReward:
    '{{friend}} ने अपना पहला ऑर्डर पूरा कर लिया है। अगले ऑर्डर पर {{percent}}% छूट ({{max}} तक) के लिए कूपन {{coupon}} लगाएँ।',
  recurringReminder:
    'आपका नियमित पिकअप (ऑर्डर {{order}}) {{day}} {{window}} है। इस बार ज़रूरत नहीं? {{keyword}} लिखकर जवाब दें, या ऐप में बार-बार पिकअप में इसे छोड़ें।',
  recurringMoved: '{{date}} का {{asked}} स्लॉट भरा हुआ था, इसलिए आपका नियमित पिकअप {{time}} पर बुक किया गया है (ऑर्डर {{order}})।',
  recurringPausedAddress: 'हमने आपका नियमित पिकअप रोक दिया है: उसका पता अब सेव नहीं है। फिर शुरू करने के लिए बार-बार पिकअप में पता चुनें।',
  recurringPausedArea:
    'हमने आपका नियमित पिकअप रोक दिया है: उसके पते पर अब हमारी सेवा नहीं है। फिर शुरू करने के लिए बार-बार पिकअप में दूसरा पता चुनें।',
  recurringPausedByUs: 'हमने आपका नियमित पिकअप रोक दिया है: {{reason}}। फिर शुरू होने तक कुछ बुक नहीं होगा।',
  recurringResumedByUs: 'हमने आपका नियमित पिकअप फिर शुरू कर दिया है: {{reason}}। आपके अगले पिकअप हमेशा की तरह बुक होंगे।',
  recurringMissed: 'हम {{date}} का आपका नियमित पिकअप बुक नहीं कर पाए। कृपया यह पिकअप ख़ुद बुक करें; अगले पिकअप जारी रहेंगे।',
  planRenewal: 'आपका प्लान {{plan}} {{date}} को नवीनीकृत होगा। इसे जारी रखने के लिए लॉन्ड्री प्लान में {{amount}} का भुगतान करें।',
  recurringSkipped: 'हो गया: {{date}} का आपका नियमित पिकअप छोड़ दिया गया है। अगले पिकअप जारी रहेंगे।',
  recurringAlreadySkipped: '{{date}} का आपका नियमित पिकअप पहले ही छोड़ा जा चुका है।',
  recurringNothingToSkip: 'छोड़ने के लिए कोई आने वाला नियमित पिकअप नहीं है। उन्हें देखने के लिए ऐप में बार-बार पिकअप खोलें।',
  recurringNotUnderstood: 'अगला नियमित पिकअप छोड़ने के लिए {{keyword}} लिखकर जवाब दें, या ऐप में बार-बार पिकअप खोलें।',
};

/** The fixed titles, by notification type. */
export const CUSTOMER_NOTICE_TITLES_HI: { readonly [T in keyof typeof CUSTOMER_NOTICE_TITLES]: string } = {
  rider_assigned: 'राइडर तय हो गया',
  rider_on_the_way: 'राइडर रास्ते में है',
  order_picked_up: 'ऑर्डर पिकअप हो गया',
  order_at_laundry: 'ऑर्डर लॉन्ड्री पहुँच गया',
  order_out_for_delivery: 'डिलीवरी के लिए निकल गया',
  order_confirmed: 'बुकिंग कन्फ़र्म हो गई',
  order_ready: 'ऑर्डर तैयार है',
  order_delivered: 'ऑर्डर डिलीवर हो गया',
  order_cancelled: 'बुकिंग रद्द हो गई',
  payment_received: 'भुगतान मिल गया',
  refund_issued: 'रिफ़ंड भेजा गया',
  pickup_reminder: 'पिकअप रिमाइंडर',
  rider_edit: 'ऑर्डर के बदलावों पर आपकी मंज़ूरी चाहिए',
  booking_created: 'बुकिंग हो गई',
  referral_welcome: 'Washday में आपका स्वागत है!',
  referral_joined: 'आपके कोड से एक दोस्त जुड़ा',
  referral_reward: 'आपको रेफ़रल इनाम मिला!',
  recurring_reminder: 'कल पिकअप है',
  recurring_moved: 'पिकअप खाली स्लॉट में बदला गया',
  recurring_paused: 'बार-बार पिकअप रोका गया',
  recurring_missed: 'पिकअप बुक नहीं हुआ',
  recurring_resumed: 'बार-बार पिकअप फिर शुरू हुआ',
  plan_renewal: 'आपका प्लान जल्द नवीनीकृत होगा',
  recurring_reply: 'बार-बार पिकअप',
};

let hindi: NoticeLanguage | undefined;

/** Plain Hindi, as the server sends it: hi-IN days, hours and rupees ('सुबह 10:00', '₹210'), values as they are. */
export function hindiNotices(): NoticeLanguage {
  hindi ??= {
    ...intlNoticeFormats('hi-IN'),
    data: (value) => value,
    text: (key, values) => fillNoticeText(CUSTOMER_NOTICE_TEXT_HI[key], values),
  };
  return hindi;
}
