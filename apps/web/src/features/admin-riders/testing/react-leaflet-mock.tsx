// A stand-in for react-leaflet in jsdom (no canvas, no tiles) for the live tracking map: each marker is an element
// carrying its title, position and icon class, with its popup's content inside, and the map records how it was moved.
import { useEffect, type ReactNode } from 'react';

export const trackingMapMock = {
  /** What the first tiles do when the map mounts. */
  tiles: 'load' as 'load' | 'error',
  fits: [] as unknown[][],
  views: [] as unknown[][],
  flights: [] as unknown[][],
};

export function resetTrackingMapMock() {
  trackingMapMock.tiles = 'load';
  trackingMapMock.fits = [];
  trackingMapMock.views = [];
  trackingMapMock.flights = [];
}

const fakeMap = {
  fitBounds: (...args: unknown[]) => void trackingMapMock.fits.push(args),
  setView: (...args: unknown[]) => void trackingMapMock.views.push(args),
  flyTo: (...args: unknown[]) => void trackingMapMock.flights.push(args),
  getContainer: () => document.createElement('div'),
  invalidateSize: () => {},
};

export function MapContainer({ children }: { children?: ReactNode }) {
  return <div data-testid="leaflet-map">{children}</div>;
}

export function TileLayer({ eventHandlers }: { eventHandlers?: Record<string, () => void> }) {
  useEffect(() => {
    eventHandlers?.[trackingMapMock.tiles === 'load' ? 'tileload' : 'tileerror']?.();
  }, [eventHandlers]);
  return null;
}

export function Marker({
  position,
  title,
  icon,
  children,
}: {
  position: [number, number];
  title?: string;
  icon?: { options?: { className?: string } };
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="map-marker"
      title={title}
      data-lat={position[0]}
      data-lng={position[1]}
      className={icon?.options?.className}
    >
      {children}
    </div>
  );
}

export function Popup({ children }: { children?: ReactNode }) {
  return <div data-testid="map-popup">{children}</div>;
}

export function useMap() {
  return fakeMap;
}

export function ZoomControl() {
  return null;
}
