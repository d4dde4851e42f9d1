// English strings of the 'common' namespace. Hindi (../hi/common.ts) must have every key: the type checks it.
// The shared pieces of the customer and rider screens (src/components, src/app): dialogs, banners, the code step.
export default {
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    dismiss: 'Dismiss',
  },
  brand: {
    homeLink: 'Washday home',
  },
  connection: {
    offline: 'Offline',
  },
  toasts: {
    region: 'Notifications',
    close: 'Close toast',
  },
  app: {
    loading: 'Loading Washday…',
    errorTitle: 'Something went wrong',
    errorBody: 'Please try again. If it keeps happening, reload the page.',
    reload: 'Reload Page',
    tryAgain: 'Try Again',
  },
  itemCount_one: '{{count}} item',
  itemCount_other: '{{count}} items',
  /** Catalogue units (core's SERVICE_UNITS), as a price reads them: ₹70 / KG. */
  units: {
    KG: 'KG',
    PC: 'PC',
    SET: 'SET',
  },
  codeStep: {
    formLabel: 'Enter the code',
    sentTo: 'Enter the {{length}}-digit code sent to <1>{{phone}}</1>',
    /** The purpose ends the English sentence ('to submit your registration'); Hindi puts it first. */
    sentToFor: 'Enter the {{length}}-digit code sent to <1>{{phone}}</1> {{purpose}}',
    label: 'Enter OTP',
    didntGetIt: "Didn't get it?",
    sending: 'Sending...',
    resend: 'Resend OTP',
    resendIn: 'Resend OTP in {{wait}}',
    waitSeconds: '{{seconds}}s',
    waitMinutes: '{{minutes}}m {{seconds}}s',
  },
  photos: {
    pickupPhoto: 'Pickup photo {{number}}',
  },
  portal: {
    customerSite: 'Customer site',
    home: 'Home',
  },
  outOfArea: {
    title: 'Service Not Available',
    headline: "We're not available in your location yet, but we're expanding soon!",
    yourLocation: 'Your location',
    explore: 'Explore Available Services',
    later: 'Maybe Later',
    notify: "We'll notify you when we reach your area",
  },
  help: {
    whatsappLabel: 'Get help on WhatsApp',
    short: 'Help',
    /** Pre-filled in the WhatsApp chat with support. */
    whatsappMessage: 'Hi Washday, I need help with a pickup.',
  },
  install: {
    title: 'Install {{appName}}',
    install: 'Install',
    notNow: 'Not now',
    iosSteps: 'Tap <1></1> in Safari, then <2>Add to Home Screen <3></3></2>.',
    share: 'Share',
    customerPitch: 'Book a pickup and follow your orders in one tap from your home screen.',
    riderPitch: 'Open your pickups and deliveries in one tap from your home screen.',
  },
  update: {
    region: 'App update',
    available: 'A new version is available',
    later: 'Later',
    update: 'Update',
    updating: 'Updating...',
    confirmTitle: 'Update {{appName}}?',
    confirmBody: 'The app reloads with the new version. Anything you have not saved on this screen will be lost.',
    updateNow: 'Update now',
  },
  push: {
    unsupported: 'This browser cannot show notifications. On an iPhone, add Washday to the home screen first.',
    denied: "Notifications are blocked for Washday in this browser's settings. Allow them there, then come back.",
    failed: 'Could not change notifications on this device. Please try again.',
  },
  map: {
    /** Over a map whose background tiles cannot load (no connection to the tile server): the shapes on it still work. */
    tilesUnavailable: 'Map tiles unavailable — drawing still works',
    /** The same over the live tracking map: its rider and order markers still show where they are. */
    tilesUnavailableMarkers: 'Map tiles unavailable — riders and orders still show',
  },
} as const;
