import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The banners (and the service worker's registration) load after the screen: they only appear seconds later.
const PwaBanners = lazy(async () => ({ default: (await import('./pwa-banners')).PwaBanners }));

export const CUSTOMER_MANIFEST_URL = '/washday.webmanifest';
export const CUSTOMER_APP_NAME = 'Washday';

/**
 * Makes the customer app installable (public/washday.webmanifest, scope /) and shows its install and update
 * banners; registering the service worker also keeps the catalogue and the customer's bookings readable offline.
 * React 19 hoists the <link> and <meta> into <head>.
 */
export function CustomerInstallable() {
  const { t } = useTranslation('common');
  return (
    <>
      <link rel="manifest" href={CUSTOMER_MANIFEST_URL} />
      {/* iOS takes the home-screen icon and name from these, not from the manifest. */}
      <link rel="apple-touch-icon" sizes="180x180" href="/pwa/washday-apple-touch-180.png" />
      <meta name="apple-mobile-web-app-title" content={CUSTOMER_APP_NAME} />
      <Suspense fallback={null}>
        <PwaBanners app="customer" appName={CUSTOMER_APP_NAME} pitch={t('install.customerPitch')} />
      </Suspense>
    </>
  );
}
