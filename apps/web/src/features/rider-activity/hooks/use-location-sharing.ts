import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-keys';
import { sendRiderLocation } from '../api/send-rider-location';
import { IDLE_SHARING, startLocationSharing, type SharingSnapshot } from '../utils/location-sharer';

export interface LocationSharing extends SharingSnapshot {
  /** The watch is running. */
  sharing: boolean;
}

/** The browser's geolocation, read when the watch starts so tests can stand one in. */
export function browserGeolocation(): Geolocation | undefined {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : undefined;
}

/**
 * While `enabled` (active and online), watches the position and posts each fix to POST /api/riders/location. Turning
 * it off (going inactive, logout, leaving the rider area) stops the watch and any post at once.
 */
export function useLocationSharing({
  enabled,
  geolocation,
}: {
  enabled: boolean;
  geolocation?: Geolocation | undefined;
}): LocationSharing {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<SharingSnapshot>(IDLE_SHARING);

  useEffect(() => {
    if (!enabled) return;
    const sharer = startLocationSharing({
      geolocation: geolocation ?? browserGeolocation(),
      send: (fix, signal) =>
        sendRiderLocation(fix, { signal }).catch((error: unknown) => {
          // Refused because the server no longer has the rider active or approved: show what it holds.
          if (error instanceof ApiError && (error.status === 403 || error.status === 409)) {
            void queryClient.invalidateQueries({ queryKey: sessionQueryKey('rider') });
          }
          throw error;
        }),
      onChange: setSnapshot,
      visibility: typeof document === 'undefined' ? undefined : document,
    });
    return () => {
      sharer.stop();
      setSnapshot(IDLE_SHARING);
    };
  }, [enabled, geolocation, queryClient]);

  return enabled ? { ...snapshot, sharing: true } : { ...IDLE_SHARING, sharing: false };
}
