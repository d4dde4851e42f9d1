import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

// Toasts without sonner on the first load (issue 13's budget): the library is fetched when the page is idle or at the
// first toast, whichever comes first. Once it is here every call goes straight to it; before, a call waits for it, and
// sonner shows a toast made before its Toaster subscribed as soon as it does.

type Sonner = typeof SonnerModule;
type Message = Parameters<Sonner['toast']['success']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Fetches sonner once; the Toaster host (components/ui/toaster.tsx) renders as soon as it is here. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next toast tries again (a chunk the network dropped)
      throw error;
    },
  );
  return loading;
}

/** sonner when it has loaded (for useSyncExternalStore). */
export const loadedToasts = (): Sonner | undefined => sonner;

export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let made = 0;

function show(kind: Kind, message: Message, options?: ExternalToast): string | number {
  // The id is chosen here, so a caller gets it at once even while sonner is still on its way.
  const withId = { ...options, id: options?.id ?? `toast-${(made += 1)}` };
  if (sonner) sonner.toast[kind](message, withId);
  else
    loadToasts().then(
      ({ toast }) => toast[kind](message, withId),
      () => undefined,
    );
  return withId.id;
}

/** sonner's `toast` for what the app uses of it. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  /** Takes a toast away (one still waiting for sonner is shown and taken away at once when it arrives). */
  dismiss: (id: string | number) => {
    if (sonner) sonner.toast.dismiss(id);
    else
      void loadToasts().then(
        ({ toast: loaded }) => loaded.dismiss(id),
        () => undefined,
      );
  },
};

/**
 * The toast a notice asking for the customer's decision on a rider's changes shows under: the decision (here or on
 * another device, heard live) takes it away, so it never covers the new total once it is answered.
 */
export const decisionToastId = (verificationId: string) => `verification-${verificationId}`;
