import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { GeolocationFailure, getQuickPosition } from '@/lib/geolocation';
import { translateMessage } from '@/lib/i18n';
import { reverseGeocode } from '@/lib/reverse-geocode';
import { saveDetectedLocation } from '../api/save-detected-location';
import {
  isFresh,
  nextCheckDelay,
  placeLabel,
  readStoredLocation,
  writeStoredLocation,
  type StoredLocation,
} from '../utils/stored-location';

export interface LocationDetection {
  /** 'Sector 45, Gurugram' once a detection succeeds; null until (or unless) then: the line shows 'Gurugram'. */
  label: string | null;
  detecting: boolean;
  /** Set when a fresh detection found a place we don't serve. */
  unavailableAt: string | null;
  dismissUnavailable: () => void;
  /** A tap on the line: detect now, and say what went wrong if it does. */
  retry: () => void;
}

/**
 * Detects where the customer is: 2 s after the first visit and again once the stored location is 24 h old, unless
 * `autoDetect` is false (a customer who turned Share location off): then only a tap detects.
 * Geolocation (10 s, cached up to 5 min) → the address there → recorded with the server, which says whether we
 * serve it. Failures of the automatic check are silent; the location stays 'Gurugram'.
 */
export function useLocationDetection({
  signedIn,
  autoDetect = true,
  now = Date.now,
}: {
  signedIn: boolean;
  autoDetect?: boolean;
  now?: () => number;
}): LocationDetection {
  const [stored, setStored] = useState<StoredLocation | null>(() => readStoredLocation());
  const [detecting, setDetecting] = useState(false);
  const [unavailableAt, setUnavailableAt] = useState<string | null>(null);

  const signedInRef = useRef(signedIn);
  const running = useRef(false);
  const storedRef = useRef(stored);
  const nowRef = useRef(now);
  useEffect(() => {
    signedInRef.current = signedIn;
    storedRef.current = stored;
    nowRef.current = now;
  });

  const detect = useCallback(async (manual: boolean) => {
    if (running.current) return;
    running.current = true;
    setDetecting(true);
    try {
      const fix = await getQuickPosition();
      const point = { lat: fix.lat, lng: fix.lng };
      const place = await reverseGeocode(point);
      const label = placeLabel(place);
      const fullAddress = (place.full_address || place.formatted_address || label).slice(0, 500);
      let isAvailable: boolean | null = null;
      try {
        const saved = await saveDetectedLocation(
          {
            full_address: fullAddress,
            city: place.city || undefined,
            state: place.state || undefined,
            country: place.country || 'India',
            pincode: place.pincode || undefined,
            coordinates: point,
            detection_method: 'gps',
            accuracy: Number.isFinite(fix.accuracy) ? fix.accuracy : undefined,
          },
          { signedIn: signedInRef.current },
        );
        isAvailable = saved.is_available;
      } catch {
        // Recording failed: show the place anyway; availability is decided again at checkout.
      }
      const next: StoredLocation = {
        status: 'detected',
        label,
        full_address: fullAddress,
        city: place.city || null,
        pincode: place.pincode || null,
        coordinates: point,
        is_available: isAvailable,
        detectedAt: nowRef.current(),
      };
      writeStoredLocation(next);
      setStored(next);
      if (isAvailable === false) setUnavailableAt(fullAddress);
    } catch (error) {
      if (manual) {
        // Denied or unavailable under its short name, with what to do under it.
        const failure = error instanceof GeolocationFailure ? error : new GeolocationFailure('unknown');
        if (failure.title) toast.error(translateMessage(failure.title), { description: translateMessage(failure.message) });
        else toast.error(translateMessage(failure.message));
      }
      // Remember the failure so the next visit does not ask again for 24 h, but keep a good detection.
      if (!isFresh(storedRef.current, nowRef.current()) || storedRef.current.status === 'failed') {
        const failed: StoredLocation = {
          status: 'failed',
          label: null,
          full_address: null,
          city: null,
          pincode: null,
          coordinates: null,
          is_available: null,
          detectedAt: nowRef.current(),
        };
        writeStoredLocation(failed);
        setStored(failed);
      }
    } finally {
      running.current = false;
      setDetecting(false);
    }
  }, []);

  // One timer: 2 s after a visit without a fresh location, otherwise when the stored one turns 24 h old.
  const detectedAt = stored?.detectedAt ?? null;
  useEffect(() => {
    if (!autoDetect) return;
    const delay = nextCheckDelay(storedRef.current, nowRef.current());
    const timer = setTimeout(() => void detect(false), delay);
    return () => clearTimeout(timer);
  }, [detectedAt, detect, autoDetect]);

  const label = isFresh(stored, now()) && stored.status === 'detected' && stored.label ? stored.label : null;

  return {
    label,
    detecting,
    unavailableAt,
    dismissUnavailable: () => setUnavailableAt(null),
    retry: () => void detect(true),
  };
}
