// The Leaflet map of the address form. Loaded on demand (React.lazy) so the home page does not carry Leaflet.
import type { LatLng } from '@washday/core';
import type L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_TILES, type MapLayer } from '@/components/map/leaflet-setup';

export { MAP_TILES, type MapLayer };

/** Where the map should look; a new `seq` moves it even to the same place. */
export interface MapFocus {
  point: LatLng;
  zoom: number;
  seq: number;
}

export interface AddressMapProps {
  pin: LatLng;
  focus: MapFocus;
  layer: MapLayer;
  /** A click on the map or the end of a pin drag. */
  onPick: (point: LatLng) => void;
  /** The centre after the map stopped moving (biases the search). */
  onCenterChange?: (center: LatLng) => void;
  /** The first tile arrived. */
  onReady: () => void;
  /** The street map's first tiles failed: the form carries on without a map. */
  onUnavailable: () => void;
  /** Satellite imagery failed before showing anything. */
  onSatelliteFailed: () => void;
}

export function AddressMap({
  pin,
  focus,
  layer,
  onPick,
  onCenterChange,
  onReady,
  onUnavailable,
  onSatelliteFailed,
}: AddressMapProps) {
  const { t } = useTranslation('addresses');
  const tiles = MAP_TILES[layer];
  // Per layer: has any tile of it arrived? Errors after that are a flaky tile, not a dead map.
  const loaded = useRef<Record<MapLayer, boolean>>({ map: false, satellite: false });
  const markerRef = useRef<L.Marker | null>(null);

  const tileEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        if (loaded.current[layer]) return;
        loaded.current[layer] = true;
        onReady();
      },
      tileerror: () => {
        if (loaded.current[layer]) return;
        if (layer === 'map') onUnavailable();
        else onSatelliteFailed();
      },
    }),
    [layer, onReady, onUnavailable, onSatelliteFailed],
  );

  const markerEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const at = markerRef.current?.getLatLng();
        if (at) onPick({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );

  return (
    <MapContainer
      center={[focus.point.lat, focus.point.lng]}
      zoom={focus.zoom}
      zoomControl={false}
      attributionControl
      className="h-full w-full"
      style={{ background: '#e8eef0' }}
    >
      <TileLayer key={layer} url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.maxZoom} eventHandlers={tileEvents} />
      <Marker
        ref={markerRef}
        position={[pin.lat, pin.lng]}
        draggable
        autoPan
        eventHandlers={markerEvents}
        title={t('map.pinTitle')}
        alt={t('map.pinAlt')}
        keyboard
      />
      <MapBehaviour focus={focus} onPick={onPick} onCenterChange={onCenterChange} />
    </MapContainer>
  );
}

function MapBehaviour({ focus, onPick, onCenterChange }: Pick<AddressMapProps, 'focus' | 'onPick' | 'onCenterChange'>) {
  const map = useMapEvents({
    click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }),
    moveend: () => {
      const center = map.getCenter();
      onCenterChange?.({ lat: center.lat, lng: center.lng });
    },
  });
  return <FocusFollower focus={focus} />;
}

/** Moves the view when the form asks (search pick, detection) and keeps Leaflet's size right in an animated dialog. */
function FocusFollower({ focus }: { focus: MapFocus }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    map.setView([focus.point.lat, focus.point.lng], focus.zoom, { animate: true });
    // Only a new request moves the map; the point and zoom travel with its seq.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus.seq, map]);

  useEffect(() => {
    const container = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export default AddressMap;
