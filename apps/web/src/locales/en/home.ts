// English strings of the 'home' namespace. Hindi (../hi/home.ts) must have every key: the type checks it.
// The customer home: its header and hero, the catalogue and its search, the cart and the location line.
export default {
  header: {
    myBookings: 'My Bookings',
    pickupEstimate: 'Pick-up in {{minutes}} min',
  },
  hero: {
    title: 'Fresh clothes, without the laundry day.',
    body: 'Laundry, ironing and dry cleaning, picked up from your door and delivered back across Gurugram.',
    perks: {
      free: 'Free pick-up & delivery',
      upfront: 'Upfront prices',
      ready: 'Ready in 24–96 hours',
    },
  },
  footer: {
    tagline: 'Laundry, ironing and dry cleaning in Gurugram',
    prices: 'Prices in Indian rupees (₹)',
  },
  search: {
    label: 'Search services',
    placeholder: 'Search for laundry, saree, suit…',
    listening: 'Listening… say a service',
    clear: 'Clear search',
    voice: 'Search by voice',
    stopVoice: 'Stop listening',
  },
  categories: {
    label: 'Categories',
    all: 'All',
  },
  catalogue: {
    loading: 'Loading services…',
    popular: 'Popular',
    /** Read out before the unit: '₹70 / per KG'. */
    per: 'per',
    /** A service's turnaround, from the catalogue's '24-48 hours'. */
    hours: '{{hours}} hours',
    noMatchTitle: 'No services match “{{query}}”',
    noMatchBody: 'Try another word, like shirt, saree or iron, or browse all categories.',
    emptyCategoryTitle: 'No services in this category yet',
    emptyCategoryBody: 'Pick another category to see what we clean.',
    clearSearch: 'Clear search',
    showAll: 'Show all services',
    welcomeTitle: 'Welcome to Washday',
    welcomeBody: 'We are setting up our service list for your area.',
    welcomeWhatsApp: 'Message us and we will arrange your pickup.',
    welcomeLater: 'Please check back soon.',
    startOnWhatsApp: 'Get started on WhatsApp',
    /** Pre-filled in the WhatsApp chat with support. */
    whatsappMessage: 'Hi Washday, I would like to book a pickup.',
    offline: "You're offline.",
    loadFailed: "We couldn't load the latest services.",
    standardList: 'Showing our standard price list.',
    retry: 'Retry',
    retrying: 'Retrying…',
  },
  cart: {
    region: 'Cart',
    /** Read out between the count and the total on desktop. */
    total: ', total',
    freePickup: 'Free pickup',
    freeEverything: 'Free pick-up & delivery · pay on delivery',
    viewCart: 'View Cart',
    checkout: 'Checkout',
    lines: 'Items in your cart',
    minimum: 'min {{count}}',
    add: 'Add',
    addService: 'Add {{name}}',
    quantity: '{{name}} quantity',
    removeOne: 'Remove one {{name}}',
    addOne: 'Add one {{name}}',
  },
  location: {
    /** What the line shows before (or without) a detection. */
    default: 'Gurugram',
    label: 'Location: {{place}}. Tap to detect your location',
    hint: 'Tap to detect your location',
    unavailableTitle: 'Not in your area yet',
    explore: 'Explore services',
    goHome: 'Go to home',
    detected: 'Detected location:',
  },
  // The home's Quick Pickup button (its dialog's words are in 'account', which the home does not load).
  quickPickup: {
    title: 'Quick Pickup',
    buttonHint: 'No list needed: a rider collects your clothes and counts them at your door.',
  },
} as const;
