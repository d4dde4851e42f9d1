// What the lazily loaded Leaflet maps share: tile health, dragging a pin, and following the view asked for. Only the
// map chunks import this file (it pulls react-leaflet in).
import type { LatLng } from '@washday/core';
import type L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';

/**
 * A tile layer's events: `onReady` at the first tile of `layer`, `onFailed` when a layer fails before any tile of it
 * arrived. Errors after its first tile are a flaky tile, not a dead map.
 */
export function useTileEvents(layer: string, onReady: () => void, onFailed: () => void): L.LeafletEventHandlerFnMap {
  const loaded = useRef(new Set<string>());
  return useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      tileload: () => {
        if (loaded.current.has(layer)) return;
        loaded.current.add(layer);
        onReady();
      },
      tileerror: () => {
        if (!loaded.current.has(layer)) onFailed();
      },
    }),
    [layer, onReady, onFailed],
  );
}

/** A draggable pin's ref and events: where it is dropped is picked. */
export function useDragPick(onPick: (point: LatLng) => void) {
  const markerRef = useRef<L.Marker | null>(null);
  const markerEvents = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const at = markerRef.current?.getLatLng();
        if (at) onPick({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );
  return { markerRef, markerEvents };
}

/** Where a map should look; a new `seq` moves it even to the same place. */
export interface MapFocus {
  point: LatLng;
  zoom: number;
  seq: number;
}

/** Moves the view when asked (a new seq) and keeps Leaflet's size right inside an animated dialog. */
export function FocusFollower({ focus }: { focus: MapFocus }) {
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
