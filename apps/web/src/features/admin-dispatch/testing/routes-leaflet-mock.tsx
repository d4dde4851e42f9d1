// A stand-in for react-leaflet in jsdom (no canvas, no tiles) for the Routes map: markers and route lines are buttons
// carrying their title, position and icon class, so a test can read them and click them like the operator.
import type { ReactNode } from 'react';

export const routesMapMock = { fits: [] as unknown[][], flights: [] as unknown[][] };

const fakeMap = {
  fitBounds: (...args: unknown[]) => void routesMapMock.fits.push(args),
  setView: () => {},
  flyTo: (...args: unknown[]) => void routesMapMock.flights.push(args),
  getZoom: () => 13,
  getContainer: () => document.createElement('div'),
  invalidateSize: () => {},
  on: () => {},
  off: () => {},
};

interface Handlers {
  eventHandlers?: { click?: () => void };
}

export function MapContainer({ children }: { children?: ReactNode }) {
  return <div data-testid="leaflet-map">{children}</div>;
}

export function TileLayer() {
  return null;
}

export function ZoomControl() {
  return null;
}

export function Marker({
  position,
  title,
  icon,
  eventHandlers,
}: Handlers & { position: [number, number]; title?: string; icon?: { options?: { className?: string } } }) {
  return (
    <button
      type="button"
      data-testid="map-marker"
      title={title}
      aria-label={title}
      data-lat={position[0]}
      data-lng={position[1]}
      className={icon?.options?.className}
      onClick={() => eventHandlers?.click?.()}
    />
  );
}

export function Polyline({
  positions,
  pathOptions,
  eventHandlers,
}: Handlers & { positions: Array<[number, number]>; pathOptions?: { color?: string } }) {
  return (
    <button
      type="button"
      data-testid="map-route"
      data-colour={pathOptions?.color}
      data-points={positions.map((p) => p.join(',')).join(' ')}
      onClick={() => eventHandlers?.click?.()}
    />
  );
}

export function useMap() {
  return fakeMap;
}
