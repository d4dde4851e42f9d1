// The planned routes on a map. Loaded on demand (React.lazy) so the admin area's first load does not carry Leaflet.
import { DEFAULT_MAP_CENTER, type LatLng, type PlannedRoute, type UnplacedTrip } from '@washday/core';
import L from 'leaflet';
import { Fragment, useEffect, useRef } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { divIconCache, escapeHtml } from '@/components/map/div-icons';
import { MAP_TILES } from '@/components/map/leaflet-setup';
import { useTileEvents } from '@/components/map/map-behaviour';
import {
  LATE_COLOUR,
  STOP_KIND_LABEL,
  formatIstTime,
  formatLate,
  isDoorStop,
  routeColour,
  stopKey,
  tripKey,
} from '../utils/route-format';
import type { RoutesSelection } from './routes-selection';

export interface RoutesMapFocus {
  point: LatLng;
  seq: number;
}

export interface RoutesMapProps {
  routes: PlannedRoute[];
  unplaced: UnplacedTrip[];
  selection: RoutesSelection;
  onSelect: (selection: RoutesSelection) => void;
  focus: RoutesMapFocus | null;
  /** Bumped to fit the map to every route again. */
  fitSeq: number;
  onTilesFailed: () => void;
}

const TILES = MAP_TILES.map;
const NO_OP = () => {};

const cached = divIconCache();

/** A numbered stop: a circle at a door, a rounded square at a laundry; red-ringed when late, larger when picked. */
function stopIcon(colour: string, n: number, door: boolean, late: boolean, picked: boolean) {
  const size = picked ? 32 : 26;
  return cached(`stop:${colour}:${n}:${door}:${late}:${picked}`, () =>
    L.divIcon({
      className: `route-stop-marker route-stop-marker--${door ? 'door' : 'laundry'}${late ? ' route-stop-marker--late' : ''}`,
      html: `<span style="background:${late ? LATE_COLOUR : colour};width:${size}px;height:${size}px;${
        late ? `box-shadow:0 0 0 3px #fff,0 0 0 6px ${LATE_COLOUR}66` : ''
      }" class="flex items-center justify-center ${door ? 'rounded-full' : 'rounded-md'} border-2 border-white text-[11px] font-extrabold text-white shadow-md">${n}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    }),
  );
}

/** The rider's position: where the route starts. */
function riderIcon(colour: string, initials: string, picked: boolean) {
  return cached(`rider:${colour}:${initials}:${picked}`, () =>
    L.divIcon({
      className: 'route-rider-marker',
      html: `<span style="background:#fff;color:${colour};border-color:${colour}" class="flex h-9 w-9 items-center justify-center rounded-full border-[3px] text-xs font-extrabold shadow-lg ${
        picked ? 'ring-4 ring-slate-900/20' : ''
      }">${escapeHtml(initials)}</span>`,
      iconSize: [36, 36],
      iconAnchor: [18, 18],
    }),
  );
}

const unplacedIcon = L.divIcon({
  className: 'route-unplaced-marker',
  html: '<span class="flex h-6 w-6 rotate-45 items-center justify-center rounded-[5px] border-2 border-white bg-amber-500 shadow-md"><span class="-rotate-45 text-[12px] font-black text-white">!</span></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function RoutesMap({ routes, unplaced, selection, onSelect, focus, fitSeq, onTilesFailed }: RoutesMapProps) {
  const tileEvents = useTileEvents('map', NO_OP, onTilesFailed);
  const pickedRider = selection?.riderId ?? null;
  const points: LatLng[] = [
    ...routes.flatMap((r) => [...(r.rider.location ? [r.rider.location] : []), ...r.stops.map((s) => s.coordinates)]),
    ...unplaced.flatMap((u) => (u.coordinates ? [u.coordinates] : [])),
  ];
  // Fit when the set of riders and trips changes, not when an arrival time moves.
  const shownKey = [...routes.map((r) => `${r.rider.id}:${r.stops.map(stopKey).join('|')}`), ...unplaced.map(tripKey)].join(',');

  return (
    <MapContainer
      center={[DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng]}
      zoom={12}
      zoomControl={false}
      className="h-full w-full"
      style={{ background: 'transparent' }}
    >
      <TileLayer url={TILES.url} attribution={TILES.attribution} maxZoom={TILES.maxZoom} eventHandlers={tileEvents} />
      <ZoomControl position="bottomright" />
      {routes.map((route, index) => {
        const colour = routeColour(index);
        const dimmed = pickedRider !== null && pickedRider !== route.rider.id;
        const line = [...(route.rider.location ? [route.rider.location] : []), ...route.stops.map((s) => s.coordinates)];
        const pickRider = () => onSelect({ riderId: route.rider.id, stop: null });
        return (
          <Fragment key={route.rider.id}>
            {line.length > 1 ? (
              <Polyline
                positions={line.map((p) => [p.lat, p.lng])}
                pathOptions={{
                  color: colour,
                  weight: pickedRider === route.rider.id ? 6 : 4,
                  opacity: dimmed ? 0.25 : 0.85,
                  dashArray: route.stops.some((s) => s.trip_status === null) ? '8 6' : undefined,
                }}
                eventHandlers={{ click: pickRider }}
              />
            ) : null}
            {route.rider.location ? (
              <Marker
                position={[route.rider.location.lat, route.rider.location.lng]}
                icon={riderIcon(colour, initialsOf(route.rider.name), pickedRider === route.rider.id)}
                title={`${route.rider.name}: ${route.stops.length} stops`}
                opacity={dimmed ? 0.5 : 1}
                zIndexOffset={1000}
                eventHandlers={{ click: pickRider }}
              />
            ) : null}
            {route.stops.map((stop) => {
              const picked = selection?.stop === stopKey(stop);
              const late = stop.late_minutes > 0;
              return (
                <Marker
                  key={stopKey(stop)}
                  position={[stop.coordinates.lat, stop.coordinates.lng]}
                  icon={stopIcon(colour, stop.sequence, isDoorStop(stop.kind), late, picked)}
                  title={`${route.rider.name}, stop ${stop.sequence}: ${STOP_KIND_LABEL[stop.kind]} ${stop.custom_order_id} at ${formatIstTime(stop.arrival)}${late ? `, ${formatLate(stop.late_minutes)}` : ''}`}
                  opacity={dimmed ? 0.45 : 1}
                  zIndexOffset={picked ? 2000 : late ? 1500 : 0}
                  eventHandlers={{ click: () => onSelect({ riderId: route.rider.id, stop: stopKey(stop) }) }}
                />
              );
            })}
          </Fragment>
        );
      })}
      {unplaced.map((trip) =>
        trip.coordinates ? (
          <Marker
            key={tripKey(trip)}
            position={[trip.coordinates.lat, trip.coordinates.lng]}
            icon={unplacedIcon}
            title={`Not placed: ${trip.custom_order_id} ${trip.trip}. ${trip.message}`}
            zIndexOffset={1800}
            eventHandlers={{ click: () => onSelect({ riderId: null, stop: null, unplaced: tripKey(trip) }) }}
          />
        ) : null,
      )}
      <FitToShown points={points} fitKey={`${shownKey}#${fitSeq}`} />
      <FlyToFocus focus={focus} />
    </MapContainer>
  );
}

/** Fits the view to every point (one point: close in; none: Gurugram). */
function FitToShown({ points, fitKey }: { points: LatLng[]; fitKey: string }) {
  const map = useMap();
  const fit = useRef(() => {});
  // The latest points, for the fits below (this effect runs before them).
  useEffect(() => {
    fit.current = () => {
      // Not animated: a refit while a zoom animation runs lands Leaflet somewhere in between.
      const still = { animate: false };
      if (points.length === 0) map.setView([DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng], 12, still);
      else if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 15, still);
      else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [40, 40], maxZoom: 16, ...still });
    };
  });
  // Only a new set of riders and trips, or a Fit all, moves the view.
  useEffect(() => fit.current(), [fitKey]);
  // The panel gets its size after the map mounts (and changes with the window): fit again until the operator drags it.
  useEffect(() => {
    const container = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return;
    let moved = false;
    const onDrag = () => (moved = true);
    map.on('dragstart', onDrag);
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      if (!moved) fit.current();
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      map.off('dragstart', onDrag);
    };
  }, [map]);
  return null;
}

/** Flies to a rider or stop picked in the list. */
function FlyToFocus({ focus }: { focus: RoutesMapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.flyTo([focus.point.lat, focus.point.lng], Math.max(map.getZoom(), 15), { duration: 0.6 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus?.seq, map]);
  return null;
}

export default RoutesMap;
