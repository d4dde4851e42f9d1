// English strings of the 'arrival' namespace: when the rider is expected at the customer's door (issue 28). Added with
// the arrival line itself (locales/arrival-strings.ts), so the customer's first load does not carry them; Hindi:
// ../hi/arrival.ts. The window's wording is core's arrivalWindowText; the times are the interface's clock.
const arrival = {
  window: 'Rider arriving between {{from}} and {{to}}',
  onTheWay: 'Rider is on the way',
  pickup: 'For your pickup',
  delivery: 'For your delivery',
  pickupWithRider: '<1>{{name}}</1>, for your pickup',
  deliveryWithRider: '<1>{{name}}</1>, for your delivery',
};
export default arrival;
