// The live map of riders and open orders. Loaded on demand (React.lazy) so the admin area's first load does not carry
// Leaflet, and the customer app never does.
import { DEFAULT_MAP_CENTER, locationFreshness, type ActiveRider, type LatLng, type TrackedOrder } from '@washday/core';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import { divIconCache, escapeHtml } from '@/components/map/div-icons';
import { MAP_TILES } from '@/components/map/leaflet-setup';
import { useTileEvents } from '@/components/map/map-behaviour';
import { FRESHNESS_STYLE, PHASE_STYLE, initials } from '../utils/rider-format';
import { OrderPopup, RiderPopup } from './tracking-popups';

export interface MapFocus {
  point: LatLng;
  seq: number;
}

export interface LiveTrackingMapProps {
  riders: ActiveRider[];
  orders: TrackedOrder[];
  /** The server's time now (freshness of each marker). */
  now: Date;
  /** A rider or order picked in the list: the map flies there. */
  focus: MapFocus | null;
  /** Bumped to fit the map to everything shown again. */
  fitSeq: number;
  onTilesFailed: () => void;
}

const TILES = MAP_TILES.map;
/** The map shows at once; only tiles failing before any arrived change what the board says. */
const NO_OP = () => {};

const cached = divIconCache();

/** A round pin in the freshness colour with the rider's initials. */
function riderIcon(name: string, freshness: keyof typeof FRESHNESS_STYLE) {
  return cached(`rider:${freshness}:${initials(name)}`, () =>
    L.divIcon({
      className: `rider-marker rider-marker--${freshness}`,
      html: `<span style="background:${FRESHNESS_STYLE[freshness].colour}" class="flex h-9 w-9 items-center justify-center rounded-full border-[3px] border-white text-xs font-extrabold text-white shadow-lg">${escapeHtml(initials(name))}</span>`,
      iconSize: [36, 36],
      iconAnchor: [18, 18],
      popupAnchor: [0, -18],
    }),
  );
}

/** A square pin in the phase's colour for an order's door; with the count when several orders share the door. */
function orderIcon(phase: TrackedOrder['phase'], count: number) {
  return cached(`order:${phase}:${count}`, () =>
    count === 1
      ? L.divIcon({
          className: `order-marker order-marker--${phase}`,
          html: `<span style="background:${PHASE_STYLE[phase].colour}" class="block h-4 w-4 rotate-45 rounded-[4px] border-2 border-white shadow-md"></span>`,
          iconSize: [16, 16],
          iconAnchor: [8, 8],
          popupAnchor: [0, -10],
        })
      : L.divIcon({
          className: `order-marker order-marker--${phase} order-marker--group`,
          html: `<span style="background:${PHASE_STYLE[phase].colour}" class="flex h-6 w-6 items-center justify-center rounded-md border-2 border-white text-[11px] font-extrabold text-white shadow-md">${count}</span>`,
          iconSize: [24, 24],
          iconAnchor: [12, 12],
          popupAnchor: [0, -12],
        }),
  );
}

/** Orders at the same door (one customer's several orders) share one marker, earliest first. */
function groupByDoor(orders: Array<TrackedOrder & { coordinates: LatLng }>) {
  const groups = new Map<string, Array<TrackedOrder & { coordinates: LatLng }>>();
  for (const o of orders) {
    const key = `${o.coordinates.lat.toFixed(5)},${o.coordinates.lng.toFixed(5)}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.entries()].map(([key, list]) => ({ key, first: list[0]!, list }));
}

const vendorIcon = L.divIcon({
  className: 'vendor-marker',
  html: '<span class="flex h-7 w-7 items-center justify-center rounded-lg border-2 border-white bg-slate-800 text-[11px] font-extrabold text-white shadow-md">V</span>',
  iconSize: [28, 28],
  iconAnchor: [14, 14],
  popupAnchor: [0, -14],
});

export function LiveTrackingMap({ riders, orders, now, focus, fitSeq, onTilesFailed }: LiveTrackingMapProps) {
  const placed = riders.filter((r): r is ActiveRider & { location: LatLng } => r.location !== null);
  const mapped = orders.filter((o): o is TrackedOrder & { coordinates: LatLng } => o.coordinates !== null);
  const vendors = useMemo(() => {
    const byId = new Map<string, NonNullable<TrackedOrder['vendor']>>();
    for (const o of orders) if (o.vendor) byId.set(o.vendor.id, o.vendor);
    return [...byId.values()];
  }, [orders]);
  const tileEvents = useTileEvents('map', NO_OP, onTilesFailed);
  // Riders and doors decide the view; vendors are landmarks (a far vendor would shrink the streets that matter).
  const moving = [...placed.map((r) => r.location), ...mapped.map((o) => o.coordinates)];
  const points = moving.length > 0 ? moving : vendors.map((v) => v.coordinates);
  // Fit when what is shown changes (not when a rider moves), or when asked.
  const shownKey = [...placed.map((r) => r._id), ...mapped.map((o) => o.bookingId), ...vendors.map((v) => v.id)].sort().join(',');

  return (
    // Transparent: until tiles arrive (or when they cannot), the panel's own background shows through.
    <MapContainer
      center={[DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng]}
      zoom={13}
      zoomControl={false}
      className="h-full w-full"
      style={{ background: 'transparent' }}
    >
      <TileLayer url={TILES.url} attribution={TILES.attribution} maxZoom={TILES.maxZoom} eventHandlers={tileEvents} />
      <ZoomControl position="bottomright" />
      {vendors.map((v) => (
        <Marker
          key={`vendor-${v.id}`}
          position={[v.coordinates.lat, v.coordinates.lng]}
          icon={vendorIcon}
          title={`Vendor: ${v.name}`}
          zIndexOffset={-100}
        >
          <Popup>
            <p className="text-sm font-bold">{v.name}</p>
            <p className="text-xs text-slate-500">Vendor</p>
          </Popup>
        </Marker>
      ))}
      {groupByDoor(mapped).map(({ key, first, list }) => (
        <Marker
          key={`door-${key}`}
          position={[first.coordinates.lat, first.coordinates.lng]}
          icon={orderIcon(first.phase, list.length)}
          // Above the riders' larger pins, which would otherwise hide a door their rider stands at.
          zIndexOffset={1500}
          title={
            list.length === 1
              ? `Order ${first.custom_order_id}: ${PHASE_STYLE[first.phase].label}`
              : `${list.length} orders at ${first.address}`
          }
        >
          <Popup>
            <div className="max-h-72 divide-y divide-slate-100 overflow-y-auto">
              {list.map((o) => (
                <div key={o.bookingId} className="py-2 first:pt-0 last:pb-0">
                  <OrderPopup order={o} />
                </div>
              ))}
            </div>
          </Popup>
        </Marker>
      ))}
      {placed.map((r) => {
        const freshness = locationFreshness(r.lastLocationUpdate ? new Date(r.lastLocationUpdate) : null, now);
        return (
          <Marker
            key={`rider-${r._id}`}
            position={[r.location.lat, r.location.lng]}
            icon={riderIcon(r.name, freshness)}
            title={`${r.name}: ${FRESHNESS_STYLE[freshness].label}`}
            zIndexOffset={1000}
          >
            <Popup>
              <RiderPopup rider={r} now={now} />
            </Popup>
          </Marker>
        );
      })}
      <FitToShown points={points} shownKey={`${shownKey}|${fitSeq}`} />
      <FlyToFocus focus={focus} />
    </MapContainer>
  );
}

/** Fits the view to every point shown (one point: close in on it; none: Gurugram). */
function FitToShown({ points, shownKey }: { points: LatLng[]; shownKey: string }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) map.setView([DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng], 12);
    else if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], 15);
    else map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [72, 72], maxZoom: 16 });
    // Only a change of what is shown (or a Fit request) refits; positions moving must not jerk the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, map]);
  return null;
}

function FlyToFocus({ focus }: { focus: MapFocus | null }) {
  const map = useMap();
  useEffect(() => {
    if (focus) map.flyTo([focus.point.lat, focus.point.lng], 16, { duration: 0.6 });
    // A new pick (seq) moves the map, even to the same place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus?.seq, map]);
  return null;
}

export default LiveTrackingMap;
