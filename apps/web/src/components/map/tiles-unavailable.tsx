import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What still works on a map without its tiles: the area-drawing tools, or the markers of a live map. */
export type TilesUnavailableStill = 'drawing' | 'markers';

/** A small note over a map whose background tiles failed: what is drawn on it still shows and works. */
export function TilesUnavailableNotice({ still = 'drawing' }: { still?: TilesUnavailableStill }) {
  const { t } = useTranslation('common');
  return (
    <p
      role="status"
      className="pointer-events-none absolute bottom-3 left-3 z-[1000] inline-flex max-w-[calc(100%-1.5rem)] items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-amber-900 shadow-soft ring-1 ring-amber-200"
    >
      <ImageOff className="h-3.5 w-3.5 shrink-0 text-amber-700" aria-hidden="true" />
      {still === 'markers' ? t('map.tilesUnavailableMarkers') : t('map.tilesUnavailable')}
    </p>
  );
}

/** The background of a map without tiles: a quiet grid, so outlines and markers still read as places. */
export const BLANK_MAP_GRID =
  'bg-[radial-gradient(circle_at_1px_1px,rgb(148_163_184/0.45)_1px,transparent_0)] bg-[length:22px_22px]';
