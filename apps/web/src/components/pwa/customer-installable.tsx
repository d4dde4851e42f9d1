import { Installable } from './installable';

export const CUSTOMER_MANIFEST_URL = '/washday.webmanifest';
export const CUSTOMER_APP_NAME = 'Washday';

/**
 * The customer app, installable (public/washday.webmanifest, scope /); registering the service worker also keeps the
 * catalogue and the customer's bookings readable offline.
 */
export const CustomerInstallable = () => (
  <Installable
    app="customer"
    manifestUrl={CUSTOMER_MANIFEST_URL}
    appleTouchIcon="/pwa/washday-apple-touch-180.png"
    appName={CUSTOMER_APP_NAME}
    pitchKey="install.customerPitch"
  />
);
