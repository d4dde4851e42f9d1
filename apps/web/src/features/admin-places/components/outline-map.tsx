// The service areas' outlines on a Leaflet map, with the selected one drawn or edited. Loaded on demand (OutlineMapPanel).
import type { ServiceArea } from '@washday/core';
import { DEFAULT_MAP_CENTER } from '@washday/core';
import type L from 'leaflet';
import { MapContainer, Polygon, TileLayer, Tooltip } from 'react-leaflet';
import { MAP_TILES } from '@/components/map/leaflet-setup';
import { useTileEvents } from '@/components/map/map-behaviour';
import { OutlineEditor } from './outline-editor';
import { latLngsOf, type LngLatRing } from './outline-ring';

export interface OutlineMapProps {
  areas: ServiceArea[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** While set, the selected area's outline is being drawn or edited from `initial`. */
  editing: { initial: LngLatRing | null; session: number } | null;
  onDraftChange: (ring: LngLatRing | null) => void;
  /** The first tile arrived. */
  onReady: () => void;
  /** The tiles failed before any arrived: the map still draws outlines and takes clicks, on a blank background. */
  onTilesFailed: () => void;
}

const CITY_ZOOM = 11;

function areaStyle(area: ServiceArea, selected: boolean): L.PathOptions {
  if (selected) return { color: '#0e7490', weight: 3, fillColor: '#22d3ee', fillOpacity: 0.25 };
  if (!area.isActive) return { color: '#94a3b8', weight: 2, dashArray: '6 6', fillColor: '#cbd5e1', fillOpacity: 0.1 };
  return { color: '#0f766e', weight: 2, fillColor: '#14b8a6', fillOpacity: 0.12 };
}

export function OutlineMap({ areas, selectedId, onSelect, editing, onDraftChange, onReady, onTilesFailed }: OutlineMapProps) {
  const tiles = MAP_TILES.map;
  const tileEvents = useTileEvents('map', onReady, onTilesFailed);

  return (
    <MapContainer
      center={[DEFAULT_MAP_CENTER.lat, DEFAULT_MAP_CENTER.lng]}
      zoom={CITY_ZOOM}
      className="h-full w-full [&_path.leaflet-interactive:focus]:outline-none"
      // The panel's background shows through: land colour, or a grid when the tiles cannot load.
      style={{ background: 'transparent' }}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={tiles.maxZoom} eventHandlers={tileEvents} />
      {areas.map((area) =>
        area.outline && !(editing && area.id === selectedId) ? (
          <Polygon
            // While an outline is drawn, the others let clicks through to the drawing.
            key={`${area.id}-${area.updatedAt}-${editing ? 'locked' : 'open'}`}
            positions={latLngsOf(area.outline.coordinates[0] as LngLatRing)}
            pathOptions={areaStyle(area, area.id === selectedId)}
            interactive={!editing}
            eventHandlers={{ click: () => onSelect(area.id) }}
          >
            <Tooltip sticky>
              {area.area}, {area.city}
              {area.isActive ? '' : ' (disabled)'}
            </Tooltip>
          </Polygon>
        ) : null,
      )}
      {editing && selectedId ? (
        <OutlineEditor key={selectedId} initial={editing.initial} session={editing.session} onChange={onDraftChange} />
      ) : null}
    </MapContainer>
  );
}

export default OutlineMap;
