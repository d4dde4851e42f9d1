import { RIDER_ACTIVITY_MESSAGES, RIDER_WATCH_OPTIONS, type Rider } from '@washday/core';
import { useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useSavedCopy } from '@/hooks/use-saved-copy';
import { useWakeLock, type WakeLockLike } from '@/hooks/use-wake-lock';
import { getPosition, type GeoFix } from '@/lib/geolocation';
import { translateMessage } from '@/lib/i18n';
import { useToggleRiderStatus } from '../api/toggle-rider-status';
import { browserGeolocation, useLocationSharing } from '../hooks/use-location-sharing';
import { RiderActivityContext, type RiderActivity } from '../hooks/use-rider-activity';

interface RiderActivityProviderProps {
  rider: Rider;
  /** Stops sharing at once while true (the rider is logging out). */
  suspended?: boolean;
  /** Stand-ins for the browser's, in tests. */
  geolocation?: Geolocation | undefined;
  wakeLock?: WakeLockLike | undefined;
  children: ReactNode;
}

/**
 * The rider's working state for every signed-in rider screen: the Active switch's action, the location watch while
 * active and online, and a screen wake lock while active (rider-portal.md §4.3). Mounted in the rider layout so
 * sharing goes on whichever rider page is open.
 */
export function RiderActivityProvider({ rider, suspended = false, geolocation, wakeLock, children }: RiderActivityProviderProps) {
  const online = useOnlineStatus();
  const toggle = useToggleRiderStatus();
  const [locating, setLocating] = useState(false);
  // Going inactive stops sharing as soon as it is asked for, not when the server answers.
  const turningOff = toggle.isPending && toggle.variables?.isActive === false;
  const canGoActive = rider.status === 'approved';
  const active = canGoActive && rider.isActive && !turningOff && !suspended;
  // Shown from the copy saved on the phone: the switch says what it was, but nothing is shared or switched on it.
  const readOnly = useSavedCopy() !== null;
  const sharing = useLocationSharing({ enabled: active && online && !readOnly, geolocation });
  const screen = useWakeLock(active && !readOnly, { wakeLock });

  const goActive = async () => {
    setLocating(true);
    let fix: GeoFix;
    try {
      fix = await getPosition(RIDER_WATCH_OPTIONS, geolocation ?? browserGeolocation());
    } catch {
      toast.error(translateMessage(RIDER_ACTIVITY_MESSAGES.locationRequired));
      return;
    } finally {
      setLocating(false);
    }
    toggle.mutate({ isActive: true, location: { lat: fix.lat, lng: fix.lng } });
  };

  const setActive = (next: boolean) => {
    if (readOnly || locating || toggle.isPending) return;
    if (!next) toggle.mutate({ isActive: false });
    else if (!canGoActive) toast.error(translateMessage(RIDER_ACTIVITY_MESSAGES.onlyApproved));
    else void goActive();
  };

  const value: RiderActivity = {
    rider,
    canGoActive,
    active,
    online,
    readOnly,
    phase: locating ? 'locating' : toggle.isPending ? 'saving' : 'idle',
    sharing,
    screen,
    setActive,
  };
  return <RiderActivityContext value={value}>{children}</RiderActivityContext>;
}
