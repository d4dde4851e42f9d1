// A stand-in for react-leaflet in jsdom, for every map of the app: no canvas, no tiles. Tests choose how the
// tiles behave and can "click" the map or "drag" the pin through buttons. Use: vi.mock('react-leaflet', () => import('@/test/react-leaflet-mock')).
import { useEffect, type ReactNode } from 'react';

export const leafletMock = {
  /** What the first tiles do when the map mounts. */
  tiles: 'load' as 'load' | 'error' | 'none',
  clickHandler: null as ((event: { latlng: { lat: number; lng: number } }) => void) | null,
  dragEnd: null as (() => void) | null,
  markerAt: { lat: 0, lng: 0 },
  setView: (..._args: unknown[]) => {},
};

export function resetLeafletMock() {
  leafletMock.tiles = 'load';
  leafletMock.clickHandler = null;
  leafletMock.dragEnd = null;
  leafletMock.markerAt = { lat: 0, lng: 0 };
}

const fakeMap = {
  getCenter: () => ({ lat: 28.4595, lng: 77.0266 }),
  setView: (...args: unknown[]) => leafletMock.setView(...args),
  getContainer: () => document.createElement('div'),
  invalidateSize: () => {},
};

export function MapContainer({ children }: { children?: ReactNode }) {
  return (
    <div data-testid="leaflet-map">
      {children}
      <button type="button" onClick={() => leafletMock.clickHandler?.({ latlng: { lat: 28.4425, lng: 77.064 } })}>
        simulate map click
      </button>
    </div>
  );
}

export function TileLayer({ eventHandlers }: { eventHandlers?: Record<string, () => void> }) {
  useEffect(() => {
    if (leafletMock.tiles === 'load') eventHandlers?.tileload?.();
    if (leafletMock.tiles === 'error') eventHandlers?.tileerror?.();
  }, [eventHandlers]);
  return null;
}

export function Marker({
  position,
  eventHandlers,
  ref,
}: {
  position: [number, number];
  eventHandlers?: Record<string, () => void>;
  ref?: { current: unknown };
}) {
  useEffect(() => {
    if (ref) ref.current = { getLatLng: () => leafletMock.markerAt };
    leafletMock.dragEnd = eventHandlers?.dragend ?? null;
  });
  return <span data-testid="map-pin" data-lat={position[0]} data-lng={position[1]} />;
}

export function useMap() {
  return fakeMap;
}

export function useMapEvents(handlers: { click?: (event: { latlng: { lat: number; lng: number } }) => void }) {
  useEffect(() => {
    leafletMock.clickHandler = handlers.click ?? null;
  });
  return fakeMap;
}
