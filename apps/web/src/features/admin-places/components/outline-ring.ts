// Outlines travel as GeoJSON rings of [lng, lat], closed (the last point repeats the first); Leaflet speaks [lat, lng].

export type LngLatRing = [number, number][];

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A Leaflet polygon's corners as a closed [lng, lat] ring, to six decimals (about 10 cm). */
export function ringFromLatLngs(points: ReadonlyArray<{ lat: number; lng: number }>): LngLatRing {
  const ring: LngLatRing = points.map((p) => [round(p.lng), round(p.lat)]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

/** The ring as Leaflet positions ([lat, lng]), without the closing point. */
export function latLngsOf(ring: LngLatRing): [number, number][] {
  return ring.slice(0, -1).map(([lng, lat]) => [lat, lng]);
}

/** Corners of a closed ring. */
export const cornerCount = (ring: LngLatRing) => Math.max(0, ring.length - 1);
