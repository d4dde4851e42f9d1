import type { AddressRecord, GeocodedPlace, LatLng } from '@washday/core';
import { ArrowLeft, LoaderCircle, X } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { ServiceNotAvailableDialog } from '@/components/service-not-available-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { setValues } from '@/lib/form-values';
import { useAddressLocation } from '../hooks/use-address-location';
import { usePinCheck } from '../hooks/use-pin-check';
import { useSaveAddress } from '../hooks/use-save-address';
import {
  addressFormSchema,
  draftFromRecord,
  emptyDraft,
  saveBlocker,
  withPlace,
  type AddressDraft,
  type Receiver,
} from '../utils/address-draft';
import { AddressPartsSections, AddressTypeSection, DeliveryDetailsSection, ReceiverSection } from './address-form-sections';
import { AddressMapPanel } from './address-map-panel';
import { AddressSearch } from './address-search';
import { PinConflictDialog } from './pin-conflict-dialog';

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
  const { t } = useTranslation('addresses');
  const form = useZodForm(addressFormSchema, { defaultValues: initial ? draftFromRecord(initial) : emptyDraft(defaultReceiver) });
  const { getValues, setValue } = form;

  const onPoint = useCallback((point: LatLng) => setValue('coordinates', point), [setValue]);
  const onPlace = useCallback(
    (place: GeocodedPlace, point?: LatLng) => {
      setValues(setValue, withPlace(getValues(), place, point));
    },
    [getValues, setValue],
  );
  const location = useAddressLocation({ initial, onPoint, onPlace });
  const { save, saving, notAvailable, closeNotAvailable } = useSaveAddress({
    initial,
    setError: form.setError,
    onSaved: (address) => {
      onSaved(address);
      onClose();
    },
  });

  const saveNow = () => form.handleSubmit(async (input) => save(input))();
  const pinCheck = usePinCheck({ form, placePin: location.placePin, saveNow });
  const busy = saving || pinCheck.checking;

  const draft = useWatch({ control: form.control }) as AddressDraft;
  const blocker = saveBlocker(draft, location);
  const title = initial ? t('form.editTitle') : t('form.addTitle');
  const submit = form.handleSubmit(async (input) => {
    if (blocker !== null || busy) return;
    // A typed city or pincode that is not where the pin is: the customer chooses first (the dialog saves after).
    if (await pinCheck.check()) return;
    await save(input);
  });

  return (
    <div className="flex h-dvh flex-col bg-slate-50 min-[48rem]:h-[min(48rem,calc(100dvh-4rem))]">
      <header className="flex shrink-0 items-center gap-2 border-b border-slate-200/70 bg-white px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 min-[48rem]:px-4 min-[48rem]:py-3">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('form.back')}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 min-[48rem]:hidden"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1 min-[48rem]:pl-2">
          <DialogTitle className="text-lg min-[48rem]:text-xl">{title}</DialogTitle>
          <DialogDescription className="sr-only">{t('form.description')}</DialogDescription>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('form.close')}
          className="hidden h-10 w-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink min-[48rem]:inline-flex"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain min-[48rem]:grid min-[48rem]:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] min-[48rem]:overflow-hidden">
        {/* Search and map: on top on phones, the left column from 768 px. */}
        <section aria-label={t('form.findOnMap')} className="flex flex-col gap-3 px-4 pt-4 min-[48rem]:h-full min-[48rem]:pb-4">
          <AddressSearch
            near={location.center}
            onPick={(suggestion) => void location.pickSuggestion(suggestion)}
            onOpenChange={onSearchOpenChange}
          />
          <AddressMapPanel
            className="h-[min(19rem,40dvh)] shrink-0 min-[48rem]:h-auto min-[48rem]:min-h-0 min-[48rem]:flex-1"
            {...location.panel}
          />
        </section>

        <FormProvider {...form}>
          <form
            noValidate
            aria-label={title}
            onSubmit={(event) => void submit(event)}
            className="flex flex-col min-[48rem]:min-h-0 min-[48rem]:border-l min-[48rem]:border-slate-200/70 min-[48rem]:bg-white"
          >
            <div className="flex flex-col gap-4 px-4 py-4 min-[48rem]:min-h-0 min-[48rem]:flex-1 min-[48rem]:gap-0 min-[48rem]:divide-y min-[48rem]:divide-slate-100 min-[48rem]:overflow-y-auto min-[48rem]:px-6 min-[48rem]:py-1">
              <DeliveryDetailsSection resolving={location.resolving} mapUnavailable={location.mapUnavailable} />
              <AddressPartsSections />
              <ReceiverSection />
              <AddressTypeSection />
            </div>

            <div className="sticky bottom-0 shrink-0 border-t border-slate-200/70 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur min-[48rem]:px-6">
              <FormAlert className="mb-2.5" />
              <Button type="submit" size="lg" className="w-full" disabled={blocker !== null || busy} aria-busy={busy}>
                {busy ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
                {busy ? t('form.saving') : t('form.save')}
              </Button>
              {blocker && !busy ? (
                <p className="mt-2 text-center text-xs text-slate-500">{t(`form.blockers.${blocker}`)}</p>
              ) : null}
            </div>
          </form>
        </FormProvider>
      </div>

      <PinConflictDialog
        conflict={pinCheck.conflict}
        moving={pinCheck.moving}
        moveFailed={pinCheck.moveFailed}
        onKeepPin={() => void pinCheck.keepPin()}
        onMoveToTyped={() => void pinCheck.moveToTyped()}
        onEdit={pinCheck.edit}
        onCloseAutoFocus={pinCheck.onDialogClosed}
      />

      <ServiceNotAvailableDialog
        open={notAvailable !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) closeNotAvailable();
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
