import type { Translation } from '../translation';
import type en from '../en/rider-notices';

// Hindi for the bodies of riders' order notifications (features/rider-notifications/utils/rider-notice-body.ts puts
// them together from the notification's data), as a rider would say them. Order ids, addresses, laundries and the
// customer's reasons come in as they are.
const hi: Translation<typeof en> = {
  slot: '{{date}} को {{time}} बजे',
  theLaundry: 'लॉन्ड्री',
  pickupAssigned: 'ऑर्डर {{order}} का पिकअप {{slot}} करें। पता: {{address}}',
  deliveryAssigned: 'ऑर्डर {{order}} की डिलीवरी {{slot}} करें। पता: {{address}}',
  pickupReassigned: 'ऑर्डर {{order}} का पिकअप किसी दूसरे राइडर को दे दिया गया है, अब आपको जाने की ज़रूरत नहीं है।',
  deliveryReassigned: 'ऑर्डर {{order}} की डिलीवरी किसी दूसरे राइडर को दे दी गई है, अब आपको जाने की ज़रूरत नहीं है।',
  cancelled: 'ऑर्डर {{order}} रद्द हो गया है, अब आपको जाने की ज़रूरत नहीं है।',
  takeToVendor: 'ऑर्डर {{order}} को {{vendor}} पर ले जाएँ।',
  changesApproved: 'ऑर्डर {{order}}: ग्राहक ने नए आइटम मंज़ूर कर दिए हैं। अब ऑर्डर सेव करें।',
  changesRejected: 'ऑर्डर {{order}}: ग्राहक ने बदलाव नामंज़ूर कर दिए हैं। कृपया ऑर्डर ठीक करके दोबारा भेजें।',
  changesRejectedReason: 'ऑर्डर {{order}}: ग्राहक ने बदलाव नामंज़ूर कर दिए हैं ({{reason}})। कृपया ऑर्डर ठीक करके दोबारा भेजें।',
};
export default hi;
