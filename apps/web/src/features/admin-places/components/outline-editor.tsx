// The thin wrapper around Geoman (polygon drawing and vertex editing on Leaflet). Loaded only with the map.
import './geoman-global';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { ringFromLatLngs, type LngLatRing } from './outline-ring';

export interface OutlineEditorProps {
  /** The outline to edit ([lng, lat], closed); null starts drawing a new one. */
  initial: LngLatRing | null;
  /** A new value starts again from `initial` (redraw, cancel). */
  session: number;
  onChange: (ring: LngLatRing | null) => void;
}

const STYLE: L.PathOptions = { color: '#0e7490', weight: 3, fillColor: '#22d3ee', fillOpacity: 0.2 };

export function OutlineEditor({ initial, session, onChange }: OutlineEditorProps) {
  const map = useMap();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let layer: L.Polygon | null = null;
    const report = () => layer && changed.current(ringFromLatLngs(layer.getLatLngs()[0] as L.LatLng[]));
    const edit = (polygon: L.Polygon) => {
      layer = polygon;
      polygon.pm.enable({ allowSelfIntersection: false, draggable: true });
      for (const event of ['pm:edit', 'pm:markerdragend', 'pm:vertexadded', 'pm:vertexremoved'] as const)
        polygon.on(event, report);
    };
    const created = (event: { layer: L.Layer }) => {
      map.pm.disableDraw();
      edit(event.layer as L.Polygon);
      report();
    };

    if (initial) {
      const ring = initial.slice(0, -1).map(([lng, lat]) => L.latLng(lat, lng));
      const polygon = L.polygon(ring, STYLE).addTo(map);
      map.fitBounds(polygon.getBounds(), { padding: [40, 40], maxZoom: 16 });
      edit(polygon);
    } else {
      map.pm.setPathOptions(STYLE);
      map.pm.enableDraw('Polygon', { allowSelfIntersection: false, snappable: true, finishOn: 'dblclick' });
      map.on('pm:create', created);
    }
    return () => {
      map.off('pm:create', created);
      map.pm.disableDraw();
      if (layer) {
        layer.pm.disable();
        layer.remove();
      }
    };
    // A new session (or a different area) starts over; the ring itself is kept by the parent meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, session]);

  return null;
}

export default OutlineEditor;
