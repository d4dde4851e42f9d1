import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The banners (and the service worker's registration) load after the screen: they only appear seconds later.
const PwaBanners = lazy(async () => ({ default: (await import('./pwa-banners')).PwaBanners }));

export const RIDER_MANIFEST_URL = '/rider.webmanifest';
export const RIDER_APP_NAME = 'Washday Rider';

/**
 * Makes the rider area installable as its own app (public/rider.webmanifest, scope /rider/) and shows its install
 * and update banners. Rendered by the rider layout only, so customers never load the registration code.
 * React 19 hoists the <link> and <meta> into <head> and removes them when the rider leaves the area.
 */
export function RiderInstallable() {
  const { t } = useTranslation('common');
  return (
    <>
      <link rel="manifest" href={RIDER_MANIFEST_URL} />
      {/* iOS takes the home-screen icon and name from these, not from the manifest. */}
      <link rel="apple-touch-icon" sizes="180x180" href="/pwa/rider-apple-touch-180.png" />
      <meta name="apple-mobile-web-app-title" content={RIDER_APP_NAME} />
      <Suspense fallback={null}>
        <PwaBanners app="rider" appName={RIDER_APP_NAME} pitch={t('install.riderPitch')} />
      </Suspense>
    </>
  );
}
