import {
  CHOSEN_LOCATION_ZOOM,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  type AddressRecord,
  type GeocodedPlace,
  type LatLng,
  type SearchSuggestion,
} from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { dialogToastOptions } from '@/components/ui/dialog';
import { geolocationErrorMessage, getPrecisePosition } from '@/lib/geolocation';
import { translateMessage } from '@/lib/i18n';
import { getPlace } from '../api/get-place';
import { reverseGeocodeQueryOptions } from '@/lib/reverse-geocode';
import type { AddressMapPanelProps, MapStatus } from '../components/address-map-panel';
import type { MapFocus, MapLayer } from '../components/address-map';

/** No tile within this long means no map: the form carries on without one. */
export const MAP_LOAD_TIMEOUT_MS = 8_000;
/** The accuracy readout after a detection clears after 3 s. */
export const ACCURACY_READOUT_MS = 3_000;

interface AddressLocationOptions {
  initial: AddressRecord | undefined;
  /** A real point was chosen (before its address is known). */
  onPoint: (point: LatLng) => void;
  /** The address found for a point fills the fields. */
  onPlace: (place: GeocodedPlace, point?: LatLng) => void;
}

/**
 * The address form's map side: the pin, the view, the map's health, search picks and current-location
 * detection. Every real point chosen is looked up and handed to the form; the newest lookup wins.
 */
export function useAddressLocation({ initial, onPoint, onPlace }: AddressLocationOptions) {
  const { t } = useTranslation('addresses');
  const queryClient = useQueryClient();
  const startPoint = initial?.coordinates ?? DEFAULT_MAP_CENTER;
  const [locationChosen, setLocationChosen] = useState(Boolean(initial));
  const [pin, setPin] = useState<LatLng>(startPoint);
  const [focus, setFocus] = useState<MapFocus>({
    point: startPoint,
    zoom: initial?.coordinates ? CHOSEN_LOCATION_ZOOM : DEFAULT_MAP_ZOOM,
    seq: 0,
  });
  const [center, setCenter] = useState<LatLng>(startPoint);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [mapKey, setMapKey] = useState(0);
  const [layer, setLayer] = useState<MapLayer>('map');
  const [detecting, setDetecting] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [resolving, setResolving] = useState(false);

  // No tile in 8 s (or a bundle that never arrives) means no map.
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(
      () => setStatus((current) => (current === 'loading' ? 'unavailable' : current)),
      MAP_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [status, mapKey]);

  useEffect(() => {
    if (accuracy === null) return;
    const timer = setTimeout(() => setAccuracy(null), ACCURACY_READOUT_MS);
    return () => clearTimeout(timer);
  }, [accuracy]);

  // Stops a detection still running when the form closes.
  const detection = useRef<AbortController | null>(null);
  useEffect(() => () => detection.current?.abort(), []);

  /** The newest lookup wins: an older answer arriving late must not overwrite a newer pin. */
  const lookupSeq = useRef(0);

  const moveView = useCallback(
    (point: LatLng, zoom: number) => setFocus((previous) => ({ point, zoom, seq: previous.seq + 1 })),
    [],
  );

  /** A pin placed (click, drag or detection): fill the fields from the address there. */
  const locate = useCallback(
    async (point: LatLng) => {
      const seq = ++lookupSeq.current;
      setPin(point);
      setLocationChosen(true);
      onPoint(point);
      setResolving(true);
      try {
        const place = await queryClient.fetchQuery(reverseGeocodeQueryOptions(point));
        if (seq === lookupSeq.current) onPlace(place, point);
      } catch {
        // Geocoding failures are silent (customer-app.md §8): the pin stays and the fields can be typed.
      } finally {
        if (seq === lookupSeq.current) setResolving(false);
      }
    },
    [queryClient, onPoint, onPlace],
  );

  const pickSuggestion = async (suggestion: SearchSuggestion) => {
    const seq = ++lookupSeq.current;
    setPin(suggestion.coordinates);
    moveView(suggestion.coordinates, CHOSEN_LOCATION_ZOOM);
    setLocationChosen(true);
    setResolving(true);
    try {
      const place = await getPlace(suggestion.place_id);
      if (seq !== lookupSeq.current) return;
      // The pin stands at the place picked: that is what it is checked against before saving.
      queryClient.setQueryData(reverseGeocodeQueryOptions(place.coordinates).queryKey, place);
      setPin(place.coordinates);
      moveView(place.coordinates, CHOSEN_LOCATION_ZOOM);
      onPlace(place);
      setResolving(false);
    } catch {
      if (seq === lookupSeq.current) void locate(suggestion.coordinates);
    }
  };

  /** The pin moved to a place already known (the typed address, found): nothing to look up, no field to fill. */
  const placePin = useCallback(
    (place: GeocodedPlace) => {
      ++lookupSeq.current;
      queryClient.setQueryData(reverseGeocodeQueryOptions(place.coordinates).queryKey, place);
      setPin(place.coordinates);
      moveView(place.coordinates, CHOSEN_LOCATION_ZOOM);
      setLocationChosen(true);
      setResolving(false);
    },
    [queryClient, moveView],
  );

  const detect = async () => {
    if (detecting) return;
    detection.current?.abort();
    const controller = new AbortController();
    detection.current = controller;
    setDetecting(true);
    setAccuracy(null);
    try {
      const fix = await getPrecisePosition({
        signal: controller.signal,
        // Follow better readings while the search for a ±10 m fix goes on.
        onFix: (better) => {
          setPin({ lat: better.lat, lng: better.lng });
          moveView({ lat: better.lat, lng: better.lng }, CHOSEN_LOCATION_ZOOM);
        },
      });
      if (controller.signal.aborted) return;
      setAccuracy(Math.round(fix.accuracy));
      const point = { lat: fix.lat, lng: fix.lng };
      moveView(point, CHOSEN_LOCATION_ZOOM);
      await locate(point);
    } catch (error) {
      if (!controller.signal.aborted)
        toast.error(t('map.detectFailed'), {
          description: translateMessage(geolocationErrorMessage(error)),
          ...dialogToastOptions(),
        });
    } finally {
      if (!controller.signal.aborted) setDetecting(false);
    }
  };

  const onPick = useCallback((point: LatLng) => void locate(point), [locate]);
  const onUnavailable = useCallback(() => {
    setStatus('unavailable');
    setCenter(DEFAULT_MAP_CENTER);
  }, []);
  const onReady = useCallback(() => setStatus((current) => (current === 'unavailable' ? current : 'ready')), []);
  const onSatelliteFailed = useCallback(() => {
    setLayer('map');
    toast.error(t('map.satelliteFailed'), dialogToastOptions());
  }, [t]);

  const panel: Omit<AddressMapPanelProps, 'className'> = {
    status,
    mapKey,
    layer,
    onLayerChange: setLayer,
    pin,
    focus,
    locationChosen,
    detecting,
    accuracy,
    onDetect: () => void detect(),
    onPick,
    onCenterChange: setCenter,
    onReady,
    onUnavailable,
    onSatelliteFailed,
    onRetry: () => {
      setStatus('loading');
      setMapKey((key) => key + 1);
    },
  };

  return { panel, center, locationChosen, resolving, mapUnavailable: status === 'unavailable', pickSuggestion, placePin };
}
