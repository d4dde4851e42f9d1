import { useEffect, useState } from 'react';
import { loadDevanagariFont } from '@/lib/devanagari-font';

/** Whether Hindi can be drawn yet on a screen that shows some whatever the interface language (the admin's). */
export function useDevanagariFont(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadDevanagariFont().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
