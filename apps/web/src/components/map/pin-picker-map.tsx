// A Leaflet map to place one point: a click puts the pin there, dragging it moves it. Loaded on demand (see PinPicker).
import type { LatLng } from '@washday/core';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { MAP_TILES } from './leaflet-setup';
import { FocusFollower, useDragPick, useTileEvents, type MapFocus } from './map-behaviour';

export interface PinPickerMapProps {
  /** The chosen point, or null while none is chosen (no pin shown). */
  pin: LatLng | null;
  /** Where the map opens; a new `seq` moves it there again (a typed position). */
  focus: MapFocus;
  onPick: (point: LatLng) => void;
  /** What the pin stands for, for its title and alt text. */
  pinLabel: string;
  onReady: () => void;
  onUnavailable: () => void;
}

export function PinPickerMap({ pin, focus, onPick, pinLabel, onReady, onUnavailable }: PinPickerMapProps) {
  const tiles = MAP_TILES.map;
  const tileEvents = useTileEvents('map', onReady, onUnavailable);
  const { markerRef, markerEvents } = useDragPick(onPick);

  return (
    <MapContainer
      center={[focus.point.lat, focus.point.lng]}
      zoom={focus.zoom}
      attributionControl
      className="h-full w-full"
      style={{ background: '#e8eef0' }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.maxZoom} eventHandlers={tileEvents} />
      {pin ? (
        <Marker
          ref={markerRef}
          position={[pin.lat, pin.lng]}
          draggable
          autoPan
          keyboard
          eventHandlers={markerEvents}
          title={pinLabel}
          alt={`${pinLabel} pin`}
        />
      ) : null}
      <ClickToPick onPick={onPick} />
      <FocusFollower focus={focus} />
    </MapContainer>
  );
}

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export default PinPickerMap;
