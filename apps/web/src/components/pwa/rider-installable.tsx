import { Installable } from './installable';

export const RIDER_MANIFEST_URL = '/rider.webmanifest';
export const RIDER_APP_NAME = 'Washday Rider';

/**
 * The rider area, installable as its own app (public/rider.webmanifest, scope /rider/). Rendered by the rider layout
 * only, so customers never load the registration code.
 */
export const RiderInstallable = () => (
  <Installable
    app="rider"
    manifestUrl={RIDER_MANIFEST_URL}
    appleTouchIcon="/pwa/rider-apple-touch-180.png"
    appName={RIDER_APP_NAME}
    pitchKey="install.riderPitch"
  />
);
