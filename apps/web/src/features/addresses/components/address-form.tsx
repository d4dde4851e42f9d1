import {
  CHOSEN_LOCATION_ZOOM,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  type AddressRecord,
  type AddressType,
  type LatLng,
  type SearchSuggestion,
} from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  Briefcase,
  Building2,
  Home,
  LoaderCircle,
  MapPin,
  MapPinned,
  Pencil,
  Check,
  UserRound,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ServiceNotAvailableDialog } from '@/components/service-not-available-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { geolocationErrorMessage, getPrecisePosition } from '@/lib/geolocation';
import { toPhoneDigits } from '@/lib/phone-digits';
import { checkAvailability } from '../api/check-availability';
import { useCreateAddress } from '../api/create-address';
import { getPlace } from '../api/get-place';
import { reverseGeocodeQueryOptions } from '../api/reverse-geocode';
import { useUpdateAddress } from '../api/update-address';
import {
  ADDRESS_FORM_TEXT,
  ADDRESS_TYPE_LABELS,
  canSaveAddress,
  draftFromRecord,
  emptyDraft,
  toAddressInput,
  toAvailabilityRequest,
  withPart,
  withPlace,
  type AddressDraft,
  type AddressPart,
  type Receiver,
} from '../utils/address-draft';
import type { MapFocus, MapLayer } from './address-map';
import { AddressMapPanel, type MapStatus } from './address-map-panel';
import { AddressSearch } from './address-search';

/** No tile within this long means no map: the form carries on without one. */
export const MAP_LOAD_TIMEOUT_MS = 8_000;
/** The accuracy readout after a detection clears after 3 s. */
export const ACCURACY_READOUT_MS = 3_000;

export interface AddressFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address to edit; without it the form adds a new one. */
  initial?: AddressRecord;
  onSaved: (address: AddressRecord) => void;
  /** Pre-fills the receiver of a new address (usually the signed-in customer). */
  defaultReceiver?: Receiver | null;
  /** 'Explore Available Services' in the not-available dialog. The form closes either way. */
  onExploreServices?: () => void;
}

/**
 * The full-screen Add/Edit Address form (customer-app.md §2): search, a map with a draggable pin, current-location
 * detection and the address fields. A full-screen overlay on phones; a large dialog from 768 px with the map on
 * the left and the form on the right.
 */
export function AddressForm({ open, onOpenChange, initial, onSaved, defaultReceiver, onExploreServices }: AddressFormProps) {
  const searchOpen = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        mobileLayout="fullscreen"
        widthClassName="min-[48rem]:max-w-5xl"
        showClose={false}
        className="overflow-hidden"
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself: no keyboard popping up over the map on phones, no ring on the Back button.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        onEscapeKeyDown={(event) => {
          // Escape first closes the suggestion list (the search box handles it), then the form.
          if (searchOpen.current) event.preventDefault();
        }}
      >
        <AddressFormBody
          // A fresh form for every address.
          key={initial?.id ?? 'new'}
          initial={initial}
          defaultReceiver={defaultReceiver}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
          onExploreServices={onExploreServices}
          onSearchOpenChange={(isOpen) => {
            searchOpen.current = isOpen;
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type FieldName = 'area' | 'pincode' | 'contact_person' | 'contact_phone' | 'address_type';
type FieldErrors = Partial<Record<FieldName, string>>;
const SERVER_FIELDS: readonly string[] = ['area', 'pincode', 'contact_person', 'contact_phone', 'address_type'];

interface AddressFormBodyProps {
  initial: AddressRecord | undefined;
  defaultReceiver: Receiver | null | undefined;
  onClose: () => void;
  onSaved: (address: AddressRecord) => void;
  onExploreServices: (() => void) | undefined;
  onSearchOpenChange: (open: boolean) => void;
}

function AddressFormBody({
  initial,
  defaultReceiver,
  onClose,
  onSaved,
  onExploreServices,
  onSearchOpenChange,
}: AddressFormBodyProps) {
  const ids = useId();
  const fieldId = (name: string) => `${ids}-${name}`;
  const queryClient = useQueryClient();
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();

  const [draft, setDraft] = useState<AddressDraft>(() => (initial ? draftFromRecord(initial) : emptyDraft(defaultReceiver)));
  const [locationChosen, setLocationChosen] = useState(Boolean(initial));
  const startPoint = initial?.coordinates ?? DEFAULT_MAP_CENTER;
  const [pin, setPin] = useState<LatLng>(startPoint);
  const [focus, setFocus] = useState<MapFocus>({
    point: startPoint,
    zoom: initial?.coordinates ? CHOSEN_LOCATION_ZOOM : DEFAULT_MAP_ZOOM,
    seq: 0,
  });
  const [center, setCenter] = useState<LatLng>(startPoint);
  const [mapStatus, setMapStatus] = useState<MapStatus>('loading');
  const [mapKey, setMapKey] = useState(0);
  const [layer, setLayer] = useState<MapLayer>('map');
  const [detecting, setDetecting] = useState(false);
  const [accuracy, setAccuracy] = useState<number | null>(null);
  const [resolving, setResolving] = useState(false);
  const [editingLine, setEditingLine] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [notAvailable, setNotAvailable] = useState<string | null>(null);

  const mapUnavailable = mapStatus === 'unavailable';
  const saving = checking || createAddress.isPending || updateAddress.isPending;
  const ready = canSaveAddress(draft, { locationChosen, mapUnavailable });

  // No tile in 8 s (or a bundle that never arrives) means no map.
  useEffect(() => {
    if (mapStatus !== 'loading') return;
    const timer = setTimeout(
      () => setMapStatus((status) => (status === 'loading' ? 'unavailable' : status)),
      MAP_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [mapStatus, mapKey]);

  useEffect(() => {
    if (accuracy === null) return;
    const timer = setTimeout(() => setAccuracy(null), ACCURACY_READOUT_MS);
    return () => clearTimeout(timer);
  }, [accuracy]);

  // Stops a detection still running when the form closes.
  const detection = useRef<AbortController | null>(null);
  useEffect(() => () => detection.current?.abort(), []);

  /** The newest lookup wins: an older answer arriving late must not overwrite a newer pin. */
  const lookupSeq = useRef(0);

  const moveView = useCallback((point: LatLng, zoom: number) => {
    setFocus((previous) => ({ point, zoom, seq: previous.seq + 1 }));
  }, []);

  const clearErrors = () => {
    setFormError(null);
    setFieldErrors({});
  };

  /** A pin placed (click, drag or detection): fill the fields from the address there. */
  const locate = useCallback(
    async (point: LatLng) => {
      const seq = ++lookupSeq.current;
      setPin(point);
      setLocationChosen(true);
      setDraft((previous) => ({ ...previous, coordinates: point }));
      setResolving(true);
      try {
        const place = await queryClient.fetchQuery(reverseGeocodeQueryOptions(point));
        if (seq === lookupSeq.current) setDraft((previous) => withPlace(previous, place, point));
      } catch {
        // Geocoding failures are silent (customer-app.md §8): the pin stays and the fields can be typed.
      } finally {
        if (seq === lookupSeq.current) setResolving(false);
      }
    },
    [queryClient],
  );

  const onPick = useCallback((point: LatLng) => void locate(point), [locate]);

  const pickSuggestion = async (suggestion: SearchSuggestion) => {
    const seq = ++lookupSeq.current;
    setPin(suggestion.coordinates);
    moveView(suggestion.coordinates, CHOSEN_LOCATION_ZOOM);
    setLocationChosen(true);
    setResolving(true);
    try {
      const place = await getPlace(suggestion.place_id);
      if (seq !== lookupSeq.current) return;
      setPin(place.coordinates);
      moveView(place.coordinates, CHOSEN_LOCATION_ZOOM);
      setDraft((previous) => withPlace(previous, place));
      setResolving(false);
    } catch {
      if (seq === lookupSeq.current) void locate(suggestion.coordinates);
    }
  };

  const detect = async () => {
    if (detecting) return;
    detection.current?.abort();
    const controller = new AbortController();
    detection.current = controller;
    setDetecting(true);
    setAccuracy(null);
    try {
      const fix = await getPrecisePosition({
        signal: controller.signal,
        // Follow better readings while the search for a ±10 m fix goes on.
        onFix: (better) => {
          setPin({ lat: better.lat, lng: better.lng });
          moveView({ lat: better.lat, lng: better.lng }, CHOSEN_LOCATION_ZOOM);
        },
      });
      if (controller.signal.aborted) return;
      setAccuracy(Math.round(fix.accuracy));
      const point = { lat: fix.lat, lng: fix.lng };
      moveView(point, CHOSEN_LOCATION_ZOOM);
      await locate(point);
    } catch (error) {
      if (!controller.signal.aborted) toast.error(geolocationErrorMessage(error), dialogToastOptions());
    } finally {
      if (!controller.signal.aborted) setDetecting(false);
    }
  };

  /** Every edit by the customer drops a stale save error. */
  const edit = (change: (previous: AddressDraft) => AddressDraft) => {
    setDraft(change);
    setFormError(null);
  };

  const setPart = (part: AddressPart, value: string) => {
    edit((previous) => withPart(previous, part, value));
    if (part === 'area' || part === 'pincode') setFieldErrors((errors) => ({ ...errors, [part]: undefined }));
  };

  const setType = (type: AddressType) => edit((previous) => ({ ...previous, address_type: type }));

  const onMapUnavailable = useCallback(() => {
    setMapStatus('unavailable');
    setCenter(DEFAULT_MAP_CENTER);
  }, []);
  const onMapReady = useCallback(() => setMapStatus((status) => (status === 'unavailable' ? status : 'ready')), []);
  const onSatelliteFailed = useCallback(() => {
    setLayer('map');
    toast.error('Satellite view is unavailable right now', dialogToastOptions());
  }, []);

  const save = async () => {
    if (!ready || saving) return;
    clearErrors();
    const input = toAddressInput(draft);
    setChecking(true);
    try {
      const availability = await checkAvailability(toAvailabilityRequest(input));
      if (!availability.is_available) {
        setNotAvailable(input.full_address ?? input.area);
        return;
      }
    } catch {
      // The check itself failed: save anyway, the server checks again.
    } finally {
      setChecking(false);
    }
    try {
      const saved = initial ? await updateAddress.mutateAsync({ id: initial.id, input }) : await createAddress.mutateAsync(input);
      toast.success(ADDRESS_FORM_TEXT.saved, dialogToastOptions());
      onSaved(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || error.body.error === 'SERVICE_NOT_AVAILABLE')) {
        setNotAvailable(input.full_address ?? input.area);
      } else if (error instanceof ApiError && error.status === 400 && error.field && SERVER_FIELDS.includes(error.field)) {
        setFieldErrors({ [error.field as FieldName]: error.message });
      } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        // 409 'This address is already saved', other 400s and the like: the server's own words.
        setFormError(error.message);
      } else {
        setFormError(`${ADDRESS_FORM_TEXT.saveFailedTitle}: ${ADDRESS_FORM_TEXT.saveFailed}`);
        toast.error(ADDRESS_FORM_TEXT.saveFailedTitle, { description: ADDRESS_FORM_TEXT.saveFailed, ...dialogToastOptions() });
      }
    }
  };

  const title = initial ? ADDRESS_FORM_TEXT.editTitle : ADDRESS_FORM_TEXT.addTitle;
  const oneLine = draft.full_address.trim();

  return (
    <div className="flex h-dvh flex-col bg-slate-50 min-[48rem]:h-[min(48rem,calc(100dvh-4rem))]">
      <header className="flex shrink-0 items-center gap-2 border-b border-slate-200/70 bg-white px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 min-[48rem]:px-4 min-[48rem]:py-3">
        <button
          type="button"
          onClick={onClose}
          aria-label="Back"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 min-[48rem]:hidden"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1 min-[48rem]:pl-2">
          <DialogTitle className="text-lg min-[48rem]:text-xl">{title}</DialogTitle>
          <DialogDescription className="sr-only">Find the place on the map or type the address, then save it.</DialogDescription>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="hidden h-10 w-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink min-[48rem]:inline-flex"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain min-[48rem]:grid min-[48rem]:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] min-[48rem]:overflow-hidden">
        {/* Search and map: on top on phones, the left column from 768 px. */}
        <section aria-label="Find on map" className="flex flex-col gap-3 px-4 pt-4 min-[48rem]:h-full min-[48rem]:pb-4">
          <AddressSearch
            near={center}
            onPick={(suggestion) => void pickSuggestion(suggestion)}
            onOpenChange={onSearchOpenChange}
          />
          <AddressMapPanel
            className="h-[min(19rem,40dvh)] shrink-0 min-[48rem]:h-auto min-[48rem]:min-h-0 min-[48rem]:flex-1"
            status={mapStatus}
            mapKey={mapKey}
            layer={layer}
            onLayerChange={setLayer}
            pin={pin}
            focus={focus}
            locationChosen={locationChosen}
            detecting={detecting}
            accuracy={accuracy}
            onDetect={() => void detect()}
            onPick={onPick}
            onCenterChange={setCenter}
            onReady={onMapReady}
            onUnavailable={onMapUnavailable}
            onSatelliteFailed={onSatelliteFailed}
            onRetry={() => {
              setMapStatus('loading');
              setMapKey((key) => key + 1);
            }}
          />
        </section>

        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          className="flex flex-col min-[48rem]:min-h-0 min-[48rem]:border-l min-[48rem]:border-slate-200/70 min-[48rem]:bg-white"
        >
          <div className="flex flex-col gap-4 px-4 py-4 min-[48rem]:min-h-0 min-[48rem]:flex-1 min-[48rem]:gap-0 min-[48rem]:divide-y min-[48rem]:divide-slate-100 min-[48rem]:overflow-y-auto min-[48rem]:px-6 min-[48rem]:py-1">
            <Section
              icon={<MapPinned className="h-4 w-4" aria-hidden="true" />}
              title="Delivery details"
              action={
                <button
                  type="button"
                  onClick={() => setEditingLine((value) => !value)}
                  aria-expanded={editingLine}
                  aria-controls={fieldId('full-address')}
                  className="-my-2 inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {editingLine ? (
                    <Check className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  )}
                  {editingLine ? 'Done' : 'Edit'}
                </button>
              }
            >
              {editingLine ? (
                <>
                  <Label htmlFor={fieldId('full-address')} className="sr-only">
                    Full address
                  </Label>
                  <textarea
                    id={fieldId('full-address')}
                    rows={3}
                    maxLength={500}
                    value={draft.full_address}
                    onChange={(event) => {
                      const value = event.target.value;
                      edit((previous) => ({ ...previous, full_address: value }));
                    }}
                    placeholder="House, street, area, city and pincode"
                    className="w-full resize-none rounded-2xl bg-slate-50 px-4 py-3 text-[16px] leading-snug text-ink ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
                  />
                </>
              ) : (
                <div id={fieldId('full-address')} className="flex items-start gap-3" aria-live="polite">
                  <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                    {resolving ? (
                      <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                    ) : (
                      <MapPin className="h-4 w-4" aria-hidden="true" />
                    )}
                  </span>
                  <p
                    className={cn(
                      'min-w-0 pt-1.5 text-[15px] leading-snug break-words',
                      oneLine ? 'font-medium text-ink' : 'text-slate-500',
                    )}
                  >
                    {resolving && !oneLine
                      ? 'Finding the address...'
                      : oneLine ||
                        (mapUnavailable ? ADDRESS_FORM_TEXT.mapUnavailable : 'Search, move the pin or use your current location')}
                  </p>
                </div>
              )}
            </Section>

            <Section icon={<Building2 className="h-4 w-4" aria-hidden="true" />} title="House/Flat Details">
              <div className="grid gap-3 min-[30rem]:grid-cols-2">
                <Field id={fieldId('flat')} label="Flat / House no.">
                  <Input
                    id={fieldId('flat')}
                    value={draft.flat_no}
                    maxLength={100}
                    autoComplete="address-line1"
                    placeholder="e.g. B-204"
                    onChange={(e) => setPart('flat_no', e.target.value)}
                  />
                </Field>
                <Field id={fieldId('street')} label="Street / Building">
                  <Input
                    id={fieldId('street')}
                    value={draft.street}
                    maxLength={200}
                    autoComplete="address-line2"
                    placeholder="e.g. Palm Court, Block C"
                    onChange={(e) => setPart('street', e.target.value)}
                  />
                </Field>
              </div>
            </Section>

            <Section icon={<MapPin className="h-4 w-4" aria-hidden="true" />} title="Location Details">
              <div className="grid gap-3">
                <Field id={fieldId('area')} label="Area/Village/City" required error={fieldErrors.area}>
                  <Input
                    id={fieldId('area')}
                    value={draft.area}
                    maxLength={200}
                    required
                    placeholder="e.g. Sector 45"
                    aria-invalid={fieldErrors.area ? true : undefined}
                    aria-describedby={fieldErrors.area ? fieldId('area-error') : undefined}
                    onChange={(e) => setPart('area', e.target.value)}
                  />
                </Field>
                <Field id={fieldId('landmark')} label="Landmark">
                  <Input
                    id={fieldId('landmark')}
                    value={draft.landmark}
                    maxLength={200}
                    placeholder="e.g. Near Huda Market"
                    onChange={(e) => setPart('landmark', e.target.value)}
                  />
                </Field>
                <div className="grid grid-cols-2 gap-3">
                  <Field id={fieldId('city')} label="City">
                    <Input
                      id={fieldId('city')}
                      value={draft.city}
                      maxLength={100}
                      autoComplete="address-level2"
                      placeholder="Gurugram"
                      onChange={(e) => setPart('city', e.target.value)}
                    />
                  </Field>
                  <Field id={fieldId('pincode')} label="Pincode" required error={fieldErrors.pincode}>
                    <Input
                      id={fieldId('pincode')}
                      value={draft.pincode}
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={6}
                      required
                      placeholder="122003"
                      aria-invalid={fieldErrors.pincode ? true : undefined}
                      aria-describedby={fieldErrors.pincode ? fieldId('pincode-error') : undefined}
                      onChange={(e) => setPart('pincode', e.target.value)}
                    />
                  </Field>
                </div>
              </div>
            </Section>

            <Section icon={<UserRound className="h-4 w-4" aria-hidden="true" />} title="Receiver details">
              <div className="grid gap-3 min-[30rem]:grid-cols-2">
                <Field id={fieldId('receiver')} label="Receiver's name" error={fieldErrors.contact_person}>
                  <Input
                    id={fieldId('receiver')}
                    value={draft.contact_person}
                    maxLength={100}
                    autoComplete="name"
                    placeholder="Full name"
                    aria-invalid={fieldErrors.contact_person ? true : undefined}
                    aria-describedby={fieldErrors.contact_person ? fieldId('receiver-error') : undefined}
                    onChange={(e) => {
                      const value = e.target.value;
                      edit((previous) => ({ ...previous, contact_person: value }));
                    }}
                  />
                </Field>
                <Field id={fieldId('phone')} label="Receiver's phone" error={fieldErrors.contact_phone}>
                  <Input
                    id={fieldId('phone')}
                    value={draft.contact_phone}
                    startAdornment="+91"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={10}
                    placeholder="10-digit mobile"
                    aria-invalid={fieldErrors.contact_phone ? true : undefined}
                    aria-describedby={fieldErrors.contact_phone ? fieldId('phone-error') : undefined}
                    onChange={(e) => {
                      const value = toPhoneDigits(e.target.value);
                      edit((previous) => ({ ...previous, contact_phone: value }));
                      setFieldErrors((errors) => ({ ...errors, contact_phone: undefined }));
                    }}
                  />
                </Field>
              </div>
            </Section>

            <Section title="Save address as">
              <AddressTypeChips value={draft.address_type} onChange={setType} error={fieldErrors.address_type} />
              {draft.address_type === 'other' ? (
                <div className="mt-3">
                  <Label htmlFor={fieldId('label')}>Label</Label>
                  <Input
                    id={fieldId('label')}
                    value={draft.label}
                    maxLength={60}
                    placeholder="e.g. Mom's place"
                    onChange={(e) => {
                      const value = e.target.value;
                      edit((previous) => ({ ...previous, label: value }));
                    }}
                  />
                </div>
              ) : null}
            </Section>
          </div>

          <div className="sticky bottom-0 shrink-0 border-t border-slate-200/70 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur min-[48rem]:px-6">
            {formError ? (
              <p
                role="alert"
                className="mb-2.5 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-100"
              >
                {formError}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full" disabled={!ready || saving} aria-busy={saving}>
              {saving ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
              {saving ? 'Saving...' : ADDRESS_FORM_TEXT.save}
            </Button>
            {!ready && !saving ? (
              <p className="mt-2 text-center text-xs text-slate-500">{missingHint(draft, locationChosen, mapUnavailable)}</p>
            ) : null}
          </div>
        </form>
      </div>

      <ServiceNotAvailableDialog
        open={notAvailable !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setNotAvailable(null);
        }}
        locationText={notAvailable ?? ''}
        onExplore={() => {
          onClose();
          onExploreServices?.();
        }}
      />
    </div>
  );
}

/** What still stands between the customer and 'Save address', in their terms. */
function missingHint(draft: AddressDraft, locationChosen: boolean, mapUnavailable: boolean): string {
  if (!locationChosen && !(mapUnavailable && draft.area.trim())) {
    return mapUnavailable ? 'Enter your area to continue' : 'Choose your location on the map to continue';
  }
  if (!draft.area.trim()) return 'Enter your area to continue';
  if (!/^\d{6}$/.test(draft.pincode)) return 'Enter a 6-digit pincode to continue';
  if (!draft.contact_person.trim()) return "Enter the receiver's name to continue";
  return "Enter the receiver's 10-digit phone to continue";
}

function Section({
  icon,
  title,
  action,
  children,
}: {
  icon?: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 min-[48rem]:rounded-none min-[48rem]:px-0 min-[48rem]:py-5 min-[48rem]:shadow-none min-[48rem]:ring-0"
    >
      <div className="mb-3 flex items-center gap-2">
        {icon ? <span className="text-brand-600">{icon}</span> : null}
        <h3 id={headingId} className="flex-1 text-sm font-bold tracking-wide text-slate-800 uppercase">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-red-500" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

const TYPE_ICONS: Record<AddressType, typeof Home> = { home: Home, office: Briefcase, other: MapPin };

function AddressTypeChips({
  value,
  onChange,
  error,
}: {
  value: AddressType;
  onChange: (type: AddressType) => void;
  error?: string | undefined;
}) {
  const errorId = useId();
  const types: AddressType[] = ['home', 'office', 'other'];
  return (
    <>
      <div
        role="radiogroup"
        aria-label="Save address as"
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-2"
      >
        {types.map((type) => {
          const Icon = TYPE_ICONS[type];
          const selected = value === type;
          return (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => onChange(type)}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
                selected
                  ? 'bg-brand-600 text-white ring-brand-600 shadow-soft'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {ADDRESS_TYPE_LABELS[type]}
            </button>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </>
  );
}
