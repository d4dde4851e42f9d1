import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The banners (and the service worker's registration) load after the screen: they only appear seconds later.
const PwaBanners = lazy(async () => ({ default: (await import('./pwa-banners')).PwaBanners }));

export interface InstallableApp {
  app: 'customer' | 'rider';
  manifestUrl: string;
  appleTouchIcon: string;
  appName: string;
  pitchKey: 'install.customerPitch' | 'install.riderPitch';
}

/**
 * Makes an area installable as its own app from its manifest and shows its install and update banners.
 * React 19 hoists the <link> and <meta> into <head> and removes them when the area unmounts.
 */
export function Installable({ app, manifestUrl, appleTouchIcon, appName, pitchKey }: InstallableApp) {
  const { t } = useTranslation('common');
  return (
    <>
      <link rel="manifest" href={manifestUrl} />
      {/* iOS takes the home-screen icon and name from these, not from the manifest. */}
      <link rel="apple-touch-icon" sizes="180x180" href={appleTouchIcon} />
      <meta name="apple-mobile-web-app-title" content={appName} />
      <Suspense fallback={null}>
        <PwaBanners app={app} appName={appName} pitch={t(pitchKey)} />
      </Suspense>
    </>
  );
}
