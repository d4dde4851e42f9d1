// The Leaflet map of the address form. Loaded on demand (React.lazy) so the home page does not carry Leaflet.
import type { LatLng } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { MAP_TILES, type MapLayer } from '@/components/map/leaflet-setup';
import { FocusFollower, useDragPick, useTileEvents, type MapFocus } from '@/components/map/map-behaviour';

export { MAP_TILES, type MapLayer };

export type { MapFocus };

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
  const tileEvents = useTileEvents(layer, onReady, layer === 'map' ? onUnavailable : onSatelliteFailed);
  const { markerRef, markerEvents } = useDragPick(onPick);

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

export default AddressMap;
