// English strings of the 'claims' namespace: reporting a damaged or missing garment (issue 27). Added with My Bookings
// (locales/claims-strings.ts), so the customer's first load does not carry them; Hindi: ../hi/claims.ts.
const claims = {
  report: 'Report a problem',
  reportLabel: 'Report a problem with order {{orderId}}',
  status: {
    open: 'Claim open',
    rejected: 'Rejected: {{reason}}',
    refund: 'Compensated {{amount}} as refund',
    coupon: 'Compensated {{amount}} as coupon {{code}}',
  },
  dialog: {
    title: 'Report a problem',
    description: 'Order {{orderId}}: tell us which garment was damaged or is missing.',
    loading: 'Loading the garments of this order…',
    loadFailed: 'Could not load this order’s garments. Please try again.',
    closed: 'Problems can no longer be reported for this order.',
    kind: 'What happened?',
    damaged: 'Damaged',
    missing: 'Missing',
    garment: 'Garment',
    chooseGarment: 'Choose the garment',
    descriptionLabel: 'Describe the problem',
    descriptionPlaceholder: 'e.g. The sleeve of the blue shirt is torn',
    photos: 'Photos (up to {{count}})',
    addPhoto: 'Add photo',
    removePhoto: 'Remove photo {{index}}',
    submit: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    photoFailed: 'Your report was sent, but a photo could not be uploaded: {{message}}',
  },
} as const;

export default claims;
