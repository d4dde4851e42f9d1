import { lazy, useState, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** How to fetch again each screen whose code failed to load. */
const failures = new Set<() => void>();

/**
 * Lets the screens whose code failed to load (offline, or a deploy replaced their chunk) fetch it again when next
 * shown. Until then a failure stays one: rendering again does not refetch, so a screen that cannot load is not
 * retried in a loop. The error screen calls it (route-states.tsx).
 */
export function retryFailedScreens(): void {
  for (const retry of failures) retry();
  failures.clear();
}

/**
 * A route's screen from its own chunk. Once the chunk is here it renders at once (main.tsx preloads the first
 * screen, so a page the server drew is replaced in one commit, with no splash in between); until then it suspends
 * to the nearest boundary (root-layout.tsx).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failures.add(() => {
          loading = undefined;
          Lazy = lazy(fetchScreen);
        });
        throw error;
      },
    ));
  const fetchScreen = async () => ({ default: await preload() });
  let Lazy = lazy(fetchScreen);
  function Screen() {
    // Chosen once per mount: swapping the lazy wrapper for the loaded component later would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}
