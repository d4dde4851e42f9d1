import type { Translation } from '../translation';
import type en from '../en/arrival';

// Hindi strings of the 'arrival' namespace (../en/arrival.ts).
const arrival: Translation<typeof en> = {
  window: 'राइडर {{from}} से {{to}} के बीच पहुँचेंगे',
  onTheWay: 'राइडर रास्ते में हैं',
  pickup: 'आपके पिकअप के लिए',
  delivery: 'आपकी डिलीवरी के लिए',
  pickupWithRider: '<1>{{name}}</1>, आपके पिकअप के लिए',
  deliveryWithRider: '<1>{{name}}</1>, आपकी डिलीवरी के लिए',
};
export default arrival;
