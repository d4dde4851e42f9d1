// English strings of the 'garments' namespace: the customer's view of each tagged garment's way through the laundry
// (issue 27, decision 0034). Added with the section itself (locales/garments-strings.ts), so the customer's first load
// does not carry them; Hindi: ../hi/garments.ts.
const garments = {
  title: 'Your garments',
  summary_one: '{{count}} tag on this order',
  summary_other: '{{count}} tags on this order',
  loading: 'Loading your garments…',
  failed: 'Could not load your garments. Please try again later.',
  kind: { bag: 'Bag', garment: 'Garment' },
  trail: 'Steps of {{code}}',
  steps: {
    ok: {
      pickup: 'Collected at your door',
      intake: 'Checked in at the laundry',
      packing: 'Packed',
      delivery: 'Checked at your door',
    },
    missing: {
      pickup: 'Missing at the pickup',
      intake: 'Missing at the laundry',
      packing: 'Missing at packing',
      delivery: 'Missing at your door',
    },
    unexpected: {
      pickup: 'Scanned with another order at the pickup',
      intake: 'Scanned with another order at the laundry',
      packing: 'Scanned with another order at packing',
      delivery: 'Scanned with another order at the door',
    },
    none: 'Not scanned yet',
  },
  inspection: {
    title: 'The laundry’s inspection',
    issues: { stain: 'Stain', damage: 'Damage', missing_button: 'Missing button', colour_run: 'Colour-run risk' },
    photo: 'Inspection photo {{number}} of {{code}}',
    openPhoto: 'Open inspection photo {{number}} of {{code}}',
    close: 'Close',
    ask: 'The laundry asks before cleaning',
    askHint: 'Approve to have it cleaned as booked, or decline to get it back uncleaned.',
    approve: 'Approve',
    decline: 'Decline',
    approveLabel: 'Approve cleaning {{code}}',
    declineLabel: 'Decline cleaning {{code}}',
    sending: 'Sending…',
    approved: 'You approved cleaning it as booked',
    declined: 'You declined: it comes back uncleaned',
    failed: 'Your answer could not be sent. Please try again.',
  },
} as const;

export default garments;
