// A Leaflet map to place one point: a click puts the pin there, dragging it moves it. Loaded on demand (see PinPicker).
import type { LatLng } from '@washday/core';
import type L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_TILES } from './leaflet-setup';

export interface PinPickerMapProps {
  /** The chosen point, or null while none is chosen (no pin shown). */
  pin: LatLng | null;
  /** Where the map opens; a new `seq` moves it there again (a typed position). */
  focus: { point: LatLng; zoom: number; seq: number };
  onPick: (point: LatLng) => void;
  /** What the pin stands for, for its title and alt text. */
  pinLabel: string;
  onReady: () => void;
  onUnavailable: () => void;
}

export function PinPickerMap({ pin, focus, onPick, pinLabel, onReady, onUnavailable }: PinPickerMapProps) {
  const tiles = MAP_TILES.map;
  const loaded = useRef(false);
  const markerRef = useRef<L.Marker | null>(null);

  const tileEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        if (loaded.current) return;
        loaded.current = true;
        onReady();
      },
      // Errors after the first tile are a flaky tile, not a dead map.
      tileerror: () => {
        if (!loaded.current) onUnavailable();
      },
    }),
    [onReady, onUnavailable],
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

/** Moves the view when asked (a new seq) and keeps Leaflet's size right inside an animated dialog. */
function FocusFollower({ focus }: { focus: PinPickerMapProps['focus'] }) {
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

export default PinPickerMap;
