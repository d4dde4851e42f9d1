import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `rootMargin` of the screen, and from then on: a long list asks for a card's
 * extra data only when the customer gets near it. Without IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useSeenOnce(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
