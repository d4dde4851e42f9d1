import { useCallback, useEffect, useState } from 'react';
import { currentPushState, turnPushOff, turnPushOn, type PushState } from '@/lib/web-push';

/** Web push on this device for the signed-in customer or rider: its state, and turning it on or off. */
export function usePushDevice(as: 'customer' | 'rider') {
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (change: () => Promise<PushState>): Promise<{ state: PushState } | { error: unknown }> => {
    setBusy(true);
    setError(null);
    try {
      const next = await change();
      setState(next);
      return { state: next };
    } catch (caught) {
      setError(caught);
      return { error: caught };
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    error,
    turnOn: useCallback(() => run(() => turnPushOn(as)), [as, run]),
    turnOff: useCallback(() => run(() => turnPushOff(as)), [as, run]),
  };
}
