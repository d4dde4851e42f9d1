import { CHOSEN_LOCATION_ZOOM, DEFAULT_MAP_CENTER, type LatLng, type VendorFormInput } from '@washday/core';
import { Crosshair } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PinPicker } from '@/components/map/pin-picker';
import { FieldError, FieldHint, Input, Label } from '@/components/ui/input';
import { formatCoordinates, parseCoordinates } from '../utils/vendor-form';

const CITY_ZOOM = 12;

/**
 * Where the vendor is: click the map or drag the pin, or type (paste) the coordinates. Distances to customers
 * are measured from this point when orders are sent to a vendor.
 */
export function VendorLocationField() {
  const { control, clearErrors } = useFormContext<VendorFormInput>();
  const {
    field: { ref, value: pin, onChange },
    fieldState,
  } = useController({ control, name: 'coordinates' });
  const [focus, setFocus] = useState(() => ({
    point: pin ?? DEFAULT_MAP_CENTER,
    zoom: pin ? CHOSEN_LOCATION_ZOOM : CITY_ZOOM,
    seq: 0,
  }));
  const [typed, setTyped] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const error =
    typedError ?? fieldState.error?.message ?? (fieldState.error as { lat?: { message?: string } } | undefined)?.lat?.message;

  const place = (point: LatLng) => {
    onChange(point);
    clearErrors('coordinates');
    clearErrors('root');
    setTypedError(null);
    setTyped(null);
  };

  const applyTyped = () => {
    if (typed === null) return;
    const point = parseCoordinates(typed);
    if (!point) {
      setTypedError('Type latitude and longitude, e.g. 28.46850, 77.06350');
      return;
    }
    place(point);
    setFocus((f) => ({ point, zoom: CHOSEN_LOCATION_ZOOM, seq: f.seq + 1 }));
  };

  return (
    <div className="flex h-full flex-col">
      <Label htmlFor="vendor-coordinates">
        Location on the map
        <span className="text-red-500" aria-hidden="true">
          {' '}
          *
        </span>
      </Label>
      <PinPicker
        pin={pin}
        focus={focus}
        onPick={place}
        pinLabel="Vendor location"
        hint={pin ? 'Drag the pin to adjust' : 'Click the map where the vendor is'}
        className="h-72 min-[64rem]:h-auto min-[64rem]:min-h-72 min-[64rem]:flex-1"
      />
      <div className="mt-3">
        <Input
          id="vendor-coordinates"
          ref={ref}
          value={typed ?? (pin ? formatCoordinates(pin) : '')}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedError(null);
          }}
          onBlur={applyTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applyTyped();
            }
          }}
          placeholder="Latitude, longitude"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'vendor-coordinates-error' : 'vendor-coordinates-hint'}
          startAdornment={<Crosshair className="h-4 w-4" aria-hidden="true" />}
          className="h-11 font-mono text-sm tabular-nums"
        />
      </div>
      <FieldError id="vendor-coordinates-error">{error}</FieldError>
      {error ? null : (
        <FieldHint id="vendor-coordinates-hint">Click the map, drag the pin, or paste coordinates from a map app.</FieldHint>
      )}
    </div>
  );
}
