import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const STORAGE_KEY = 'washday.scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * What the browser does for pages, for the app's screens: back, forward and a reload return to where that entry was
 * scrolled; a new address starts at its #hash, or at the top. Positions are kept by history entry for the tab's life.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const [positions] = useState(storedPositions);
  const current = useRef(location.key);

  useLayoutEffect(() => {
    const browsers = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Recorded as the page scrolls: by the time a navigation commits, the next screen may have changed the height.
    const record = () => {
      positions[current.current] = window.scrollY;
    };
    const keep = () => {
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: this tab's later visits start at the top.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = browsers;
    };
  }, [positions]);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = positions[location.key];
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, positions]);
}
