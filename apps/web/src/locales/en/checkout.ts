// English strings of the 'checkout' namespace. Hindi (../hi/checkout.ts) must have every key: the type checks it.
export default {
  page: {
    loading: 'Loading checkout',
    subtitle_one: '{{count}} item · pickup & delivery free',
    subtitle_other: '{{count}} items · pickup & delivery free',
    emptyTitle: 'Your cart is empty',
    emptyText: 'Add laundry, ironing or dry cleaning and book a pickup in a minute.',
    browse: 'Browse services',
  },
  header: {
    back: 'Back to home',
    title: 'Checkout',
  },
  form: {
    label: 'Checkout',
    items: 'Your items',
    itemCount_one: '{{count}} item',
    itemCount_other: '{{count}} items',
    pickupAddress: 'Pickup address',
    coupon: 'Coupon',
    bill: 'Bill summary',
    totalPayOnDelivery: 'Total · pay on delivery',
    processing: 'Processing...',
    waitingToSend: 'Waiting to send',
    placeOrder: 'Place Order',
    payInCash: 'Pay in cash when your clothes come back.',
  },
  schedule: {
    pickup: 'Pickup',
    delivery: 'Delivery',
    date: 'Date',
    time: 'Time',
    pickupDate: 'Pickup date',
    pickupTime: 'Pickup time',
    deliveryDate: 'Delivery date',
    deliveryTime: 'Delivery time',
    choosePickupDate: 'Choose a pickup date to see the times.',
    chooseDeliveryDate: 'Choose a delivery date to see the times.',
    noPickupSlots: 'No pickup slots left on this date. Please choose another date.',
    dryCleanTurnaround: 'Dry cleaning needs 48 h',
    standardTurnaround: 'From 24 h after pickup',
    moreDates: 'More dates',
    /** What is chosen, beside a section's title: 'Tomorrow, 10:00 AM'. */
    chosen: '{{day}}, {{time}}',
    today: 'Today',
    tomorrow: 'Tomorrow',
    /**
     * A day chip's name: what it shows, then the whole date, 'Tomorrow 11 Mar, Wednesday, 11 March' (WCAG 2.5.3: the
     * name holds the words shown).
     */
    chipName: '{{shown}}, {{date}}',
    periods: {
      Morning: 'Morning',
      Afternoon: 'Afternoon',
      Evening: 'Evening',
    },
    full: 'Full',
    slotFull: '{{time}}, full',
  },
  contact: {
    title: 'Contact',
    phone: 'Phone number',
    phonePlaceholder: '10-digit mobile number',
    phoneHint: 'Our rider calls this number at pickup and delivery.',
    instructions: 'Instructions <1>(optional)</1>',
    instructionsPlaceholder: 'Gate code, stains to look at, fold or hang…',
  },
  coupon: {
    applied: '{{code}} applied',
    percentOff: '{{percent}}% off',
    upTo: 'up to {{amount}}',
    remove: 'Remove',
    removeLabel: 'Remove coupon {{code}}',
    label: 'Coupon code',
    placeholder: 'Enter coupon code',
    apply: 'Apply',
  },
  totals: {
    label: 'Bill summary',
    subtotal: 'Subtotal',
    discount: 'Discount',
    discountWithCode: 'Discount ({{code}})',
    deliveryFee: 'Delivery fee',
    handlingFee: 'Handling fee',
    was: 'was ',
    free: 'FREE',
    total: 'Total',
    savings: 'You save {{amount}} on this order · Pay on delivery',
  },
  pending: {
    waiting_one: 'Waiting to send',
    waiting_other: '{{count}} orders waiting to send',
    dontSend: "Don't send",
    placed: 'Your waiting order was placed',
    placedDetail: 'Order {{id}}',
    failed: 'Your waiting order could not be placed',
  },
  /**
   * Core and server messages that carry a name or an amount, so they cannot be looked up by their whole text
   * (utils/checkout-messages.ts matches them). The English is core's wording.
   */
  messages: {
    invalidCoupon: 'Invalid coupon code: {{code}}',
    couponMinOrder: 'This coupon needs an order of {{amount}} or more',
    minQuantity: '{{service}} needs at least {{quantity}} {{unit}}',
    maxQuantity: 'At most {{quantity}} of {{service}} per order',
    wholeQuantity: 'Quantity of {{service}} must be a whole number of at least 1',
    serviceUnavailable: "Service '{{service}}' is not available",
    coupons: {
      firstOrder: '{{percent}}% off your first order',
      anyOrder: '{{percent}}% off any order',
      referralWelcome: '{{percent}}% off your first order (referral welcome, up to {{amount}})',
      referralReward: '{{percent}}% off one order (referral reward, up to {{amount}})',
    },
    /** The catalogue's units inside those messages. */
    units: {
      KG: 'KG',
      PC: 'PC',
      SET: 'SET',
    },
  },
} as const;
