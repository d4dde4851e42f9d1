import type { LatLng } from '@washday/core';
import { Hand, LoaderCircle, LocateFixed, MapPinOff, RotateCcw } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MapBoundary, MapLoading } from '@/components/map/map-frame';
import { cn } from '@/lib/cn';
import type { MapFocus, MapLayer } from './address-map';

const AddressMap = lazy(() => import('./address-map'));

export type MapStatus = 'loading' | 'ready' | 'unavailable';

export interface AddressMapPanelProps {
  status: MapStatus;
  /** Changing it remounts the map (Retry). */
  mapKey: number;
  layer: MapLayer;
  onLayerChange: (layer: MapLayer) => void;
  pin: LatLng;
  focus: MapFocus;
  locationChosen: boolean;
  detecting: boolean;
  accuracy: number | null;
  onDetect: () => void;
  onPick: (point: LatLng) => void;
  onCenterChange: (center: LatLng) => void;
  onReady: () => void;
  onUnavailable: () => void;
  onSatelliteFailed: () => void;
  onRetry: () => void;
  className?: string;
}

/** The map with its controls, or, when tiles cannot load, a panel that keeps the form usable by typing. */
export function AddressMapPanel(props: AddressMapPanelProps) {
  const { t } = useTranslation('addresses');
  const { status, detecting, accuracy, onDetect, className } = props;

  if (status === 'unavailable') {
    return (
      <div
        className={cn(
          'relative flex flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl bg-slate-100 px-4 py-6 text-center ring-1 ring-slate-200',
          className,
        )}
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(148_163_184/0.35)_1px,transparent_0)] bg-[length:18px_18px]"
        />
        <span className="relative inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-slate-500 shadow-soft">
          <MapPinOff className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="relative">
          <p className="text-[15px] font-bold text-ink">{t('map.unavailable')}</p>
          <p className="mx-auto mt-1 max-w-xs text-sm text-slate-500">{t('map.unavailableHelp')}</p>
        </div>
        <div className="relative flex flex-wrap items-center justify-center gap-2">
          <DetectButton detecting={detecting} onDetect={onDetect} />
          <button
            type="button"
            onClick={props.onRetry}
            className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-700 shadow-soft ring-1 ring-slate-200 hover:bg-slate-50"
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('map.retry')}
          </button>
        </div>
        <AccuracyReadout accuracy={accuracy} className="relative" />
      </div>
    );
  }

  return (
    <div className={cn('relative isolate overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200', className)}>
      <MapBoundary attempt={props.mapKey} onUnavailable={props.onUnavailable}>
        <AddressMap
          pin={props.pin}
          focus={props.focus}
          layer={props.layer}
          onPick={props.onPick}
          onCenterChange={props.onCenterChange}
          onReady={props.onReady}
          onUnavailable={props.onUnavailable}
          onSatelliteFailed={props.onSatelliteFailed}
        />
      </MapBoundary>

      {status === 'loading' ? <MapLoading label={t('map.loading')} /> : null}

      <LayerToggle layer={props.layer} onChange={props.onLayerChange} disabled={status !== 'ready'} />

      <div className="pointer-events-none absolute inset-x-0 bottom-7 z-[1000] flex flex-col items-center gap-2 px-3 [&>*]:pointer-events-auto">
        {status === 'ready' && !props.locationChosen && accuracy === null ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur-sm">
            <Hand className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {t('map.dragHint')}
          </p>
        ) : null}
        <AccuracyReadout accuracy={accuracy} />
        <DetectButton detecting={detecting} onDetect={onDetect} />
      </div>
    </div>
  );
}

function DetectButton({ detecting, onDetect }: { detecting: boolean; onDetect: () => void }) {
  const { t } = useTranslation('addresses');
  return (
    <button
      type="button"
      onClick={onDetect}
      disabled={detecting}
      aria-busy={detecting}
      className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-700 shadow-lift ring-1 ring-brand-100 transition-colors hover:bg-brand-50 disabled:cursor-wait disabled:opacity-90"
    >
      {detecting ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <LocateFixed className="h-4 w-4" aria-hidden="true" />
      )}
      {detecting ? t('map.detecting') : t('map.useCurrentLocation')}
    </button>
  );
}

function AccuracyReadout({ accuracy, className }: { accuracy: number | null; className?: string }) {
  const { t } = useTranslation('addresses');
  return (
    <p
      aria-live="polite"
      className={cn(
        accuracy === null ? 'sr-only' : 'rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white',
        className,
      )}
    >
      {accuracy === null ? '' : t('map.accuracy', { metres: accuracy })}
    </p>
  );
}

function LayerToggle({ layer, onChange, disabled }: { layer: MapLayer; onChange: (layer: MapLayer) => void; disabled: boolean }) {
  const { t } = useTranslation('addresses');
  const options: { value: MapLayer; label: string }[] = [
    { value: 'map', label: t('map.map') },
    { value: 'satellite', label: t('map.satellite') },
  ];
  return (
    <div
      role="group"
      aria-label={t('map.style')}
      className="absolute top-3 right-3 z-[1000] inline-flex rounded-full bg-white p-1 shadow-lift ring-1 ring-slate-900/5"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={layer === option.value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-9 rounded-full px-3.5 text-xs font-bold transition-colors disabled:opacity-60',
            layer === option.value ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
