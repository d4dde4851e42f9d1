import { COLOR_SCHEMES, type Preferences } from '@washday/core';

export type ThemePreferences = Preferences['theme'];

/** The last saved theme on this device, so a reload paints it before the server answers. */
export const THEME_STORAGE_KEY = 'washday-theme';

/**
 * Paints the theme on <html>: the `dark` class (theme-schemes.css mirrors the palettes for it) and `data-color-scheme` for the brand
 * colour (theme-schemes.css). Null is the app's own look: light and green.
 */
export function applyTheme(theme: ThemePreferences | null): void {
  const root = document.documentElement;
  const dark = theme?.darkMode === true;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : '';
  if (theme) root.dataset.colorScheme = theme.colorScheme;
  else delete root.dataset.colorScheme;
}

export function rememberTheme(theme: ThemePreferences): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // Storage full or blocked: the theme still applies once the server answers.
  }
}

export function forgetTheme(): void {
  try {
    localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

export function rememberedTheme(): ThemePreferences | null {
  try {
    const stored = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as Partial<ThemePreferences> | null;
    if (!stored || typeof stored.darkMode !== 'boolean' || !COLOR_SCHEMES.includes(stored.colorScheme as never)) return null;
    return { darkMode: stored.darkMode, colorScheme: stored.colorScheme! };
  } catch {
    return null;
  }
}
