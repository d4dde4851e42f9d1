import { useLayoutEffect } from 'react';
import { usePreferences } from '../api/get-preferences';
import { applyTheme, forgetTheme, rememberedTheme, rememberTheme } from '../utils/theme';

/**
 * Applies the signed-in customer's dark mode and colour scheme to the page while the customer app is open.
 * `signedIn` is undefined while the session is not known yet: the theme this device last saw stays meanwhile.
 * Signed out, the app's own look returns and the remembered theme is forgotten.
 */
export function usePreferenceTheme(signedIn: boolean | undefined): void {
  const { data } = usePreferences(signedIn === true);
  const theme = signedIn === false ? null : (data?.theme ?? rememberedTheme());
  const dark = theme?.darkMode;
  const scheme = theme?.colorScheme;

  useLayoutEffect(() => {
    applyTheme(dark === undefined || scheme === undefined ? null : { darkMode: dark, colorScheme: scheme });
  }, [dark, scheme]);

  useLayoutEffect(() => {
    if (signedIn === false) forgetTheme();
    else if (data) rememberTheme(data.theme);
  }, [signedIn, data]);

  // Leaving the customer app (rider or admin pages) returns the page to the app's own look.
  useLayoutEffect(() => () => applyTheme(null), []);
}
