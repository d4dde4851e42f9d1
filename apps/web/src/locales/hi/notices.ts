import type { Translation } from '../translation';
import type en from '../en/notices';

// Hindi for the bodies of customer notifications (features/notifications/utils/notification-body.ts puts them
// together from the notification's data), written as a Hindi speaker would say them, not word for word. A slot reads
// 'शुक्रवार, 23 नवंबर को सुबह 10:00 बजे'; names, order ids, coupons and reasons come in as they are.
const hi: Translation<typeof en> = {
  yourRider: 'आपके राइडर',
  aFriend: 'एक दोस्त',
  slot: '{{date}} को {{time}} बजे',
  itemOne: '{{n}} आइटम',
  itemMany: '{{n}} आइटम',
  riderAssignedPickup: '{{rider}} {{slot}} आपका ऑर्डर {{order}} लेने आएँगे।',
  riderAssignedDelivery: '{{rider}} {{slot}} आपका ऑर्डर {{order}} पहुँचाने आएँगे।',
  pickedUp: '{{rider}} ने आपका ऑर्डर {{order}} ले लिया है।',
  pickedUpItems: '{{rider}} ने आपका ऑर्डर {{order}} ({{items}}) ले लिया है।',
  atLaundry: 'ऑर्डर {{order}} के आपके {{items}} लॉन्ड्री पहुँच गए हैं।',
  outForDelivery: '{{rider}} आपका ऑर्डर {{order}} लेकर निकल चुके हैं। पहुँचने पर उन्हें अपना 4 अंकों का हैंडओवर कोड बताएँ।',
  confirmed: 'आपकी बुकिंग {{order}} कन्फ़र्म हो गई है। पिकअप {{slot}} होगा।',
  ready: 'आपका ऑर्डर {{order}} धुलकर तैयार है। डिलीवरी {{slot}} होगी।',
  delivered: 'आपका ऑर्डर {{order}} डिलीवर हो गया है। Washday चुनने के लिए शुक्रिया!',
  cancelled: 'आपकी बुकिंग {{order}} रद्द कर दी गई है।',
  cancelledReason: 'आपकी बुकिंग {{order}} रद्द कर दी गई है। वजह: {{reason}}',
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
};
export default hi;
