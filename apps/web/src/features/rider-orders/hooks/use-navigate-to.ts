import { RIDER_ACTIVITY_MESSAGES } from '@washday/core';
import { useState } from 'react';
import { directionsUrl, openInNewTab, readCurrentPosition, type LatLng } from '@/lib/navigation';

/**
 * Opens directions from the rider's current position (rider-portal.md §5.4, §7). Unknown position: the spec's
 * message. A popup blocker (the map opens after the position is read): the link is offered to tap instead.
 */
export function useNavigateTo() {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const navigate = async (destination: LatLng | string) => {
    setProblem(null);
    setBlockedUrl(null);
    setLocating(true);
    const origin = await readCurrentPosition();
    setLocating(false);
    if (!origin) {
      setProblem(RIDER_ACTIVITY_MESSAGES.navigationNeedsLocation);
      return;
    }
    const url = directionsUrl(origin, destination);
    if (!openInNewTab(url)) setBlockedUrl(url);
  };

  return { navigate, locating, problem, blockedUrl };
}
