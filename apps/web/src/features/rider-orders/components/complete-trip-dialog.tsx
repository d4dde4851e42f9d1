import { ORDER_MESSAGES, type Rider, type RiderOrder } from '@washday/core';
import { KeyRound, LoaderCircle, Minus, PackageCheck, Plus, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FieldHint, Input, Label } from '@/components/ui/input';
import { useOrderAction } from '../hooks/use-order-action';
import { doorMessage } from '../utils/door-messages';
import { countMismatchMessage } from '../utils/tag-messages';
import { DoorScanPanel, type DoorState } from './door-scan-panel';
import { PickupPhotosField } from './pickup-photos-field';
import { PickupTagsPanel } from './pickup-tags-panel';

export interface CompleteTripDialogProps {
  order: RiderOrder;
  /** The signed-in rider; null or undefined is refused with the spec's "Rider information not found". */
  rider: Rider | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server completed the trip (the success toast is already shown). */
  onCompleted?: (message: string) => void;
}

export const MAX_ITEM_COUNT = 1000;
// In English, as FieldError translates what it shows (their Hindi is in locales/hi/messages-rider.ts).
const COUNT_RANGE_MESSAGE = `The count must be a whole number from 1 to ${MAX_ITEM_COUNT}`;
const HANDOVER_FORMAT_MESSAGE = 'The handover code is 4 digits';
const STEPPER =
  'inline-flex h-12 w-14 shrink-0 items-center justify-center rounded-2xl bg-white text-ink ring-1 ring-slate-200 transition-colors hover:bg-slate-50 active:bg-slate-100 disabled:opacity-40';

/**
 * Proof at the door, then complete. A pickup: the rider confirms the pieces or bags collected and may attach photos.
 * A delivery: the rider enters the customer's 4-digit handover code; a refusal is shown here and the dialog stays.
 */
export function CompleteTripDialog({ order, rider, open, onOpenChange, onCompleted }: CompleteTripDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-lg">
        <CompleteTripForm
          order={order}
          rider={rider}
          onDone={(message) => {
            onOpenChange(false);
            onCompleted?.(message);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CompleteTripForm({
  order,
  rider,
  onDone,
}: {
  order: RiderOrder;
  rider: Rider | null | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('rider');
  const pickup = order.tripType === 'pickup';
  const fieldId = useId();
  const { run, running } = useOrderAction(rider);
  const [value, setValue] = useState(pickup && order.itemsCollected ? String(order.itemsCollected) : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The tags on the pickup (decision 0034): Complete waits until they match the count confirmed.
  const [tagged, setTagged] = useState<number | null>(null);
  // The delivery's tags at the door: the handover code waits until every one is scanned (null: not known yet).
  const [door, setDoor] = useState<DoorState | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function change(next: string) {
    setValue(next.replace(/\D/g, '').slice(0, 4));
    setFieldError(null);
    setServerError(null);
  }

  function step(by: number) {
    const current = Number(value) || 0;
    change(String(Math.min(MAX_ITEM_COUNT, Math.max(1, current + by))));
  }

  function validate(): string | null {
    if (!pickup) return /^\d{4}$/.test(value) ? null : value ? HANDOVER_FORMAT_MESSAGE : ORDER_MESSAGES.handoverCodeRequired;
    const count = Number(value);
    if (!value || count < 1) return ORDER_MESSAGES.itemCountRequired;
    return count > MAX_ITEM_COUNT ? COUNT_RANGE_MESSAGE : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (running) return;
    const problem = validate();
    setFieldError(problem);
    setServerError(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    const outcome = await run(order, 'complete', pickup ? { itemCount: Number(value) } : { handoverCode: value });
    if (outcome.ok) {
      // What was completed, in the interface language (the server's answer says the same in English).
      const done = pickup
        ? t('complete.pickupDone', { count: Number(value) })
        : t('complete.deliveryDone', { order: order.custom_order_id });
      toast.success(done);
      onDone(done);
      return;
    }
    setServerError(countMismatchMessage(outcome.message, t) ?? doorMessage(outcome.message, t) ?? outcome.message);
    input.current?.select();
  }

  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const busy = running !== null;
  // Unknown (the list not loaded): the server's guard decides.
  const untagged = pickup && tagged !== null && tagged !== Number(value);
  // Unknown (the tags not loaded): the server's guard decides, as for the pickup's count.
  const doorBlocked = !pickup && (door === 'checking' || door === 'stopped');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5 px-5 pt-6 pb-5 md:px-6">
      <div className="pr-10">
        <p
          translate="no"
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800 ring-1 ring-brand-100"
        >
          {pickup ? (
            <PackageCheck className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <KeyRound className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {order.custom_order_id}
        </p>
        <DialogTitle className="mt-2">{pickup ? t('complete.pickupTitle') : t('complete.deliveryTitle')}</DialogTitle>
        <DialogDescription className="mt-1 text-[15px]">
          <Trans
            t={t}
            i18nKey={pickup ? 'complete.pickupDescription' : 'complete.deliveryDescription'}
            values={{ name: order.customerName }}
            components={{ 1: <span translate="no" /> }}
          />
        </DialogDescription>
      </div>

      {pickup ? null : <DoorScanPanel orderId={order._id} onStateChange={setDoor} disabled={busy} />}

      {pickup ? (
        <div>
          <Label htmlFor={fieldId}>{t('complete.countLabel')}</Label>
          <div className="flex items-stretch gap-2">
            <button
              type="button"
              className={STEPPER}
              aria-label={t('complete.oneLess')}
              disabled={busy || Number(value) <= 1}
              onClick={() => step(-1)}
            >
              <Minus className="h-5 w-5" aria-hidden="true" />
            </button>
            <Input
              ref={input}
              id={fieldId}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder="0"
              value={value}
              onChange={(event) => change(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : hintId}
              className="text-center text-2xl font-extrabold tabular-nums"
            />
            <button
              type="button"
              className={STEPPER}
              aria-label={t('complete.oneMore')}
              disabled={busy || Number(value) >= MAX_ITEM_COUNT}
              onClick={() => step(1)}
            >
              <Plus className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
          {fieldError ? (
            <FieldError id={errorId}>{fieldError}</FieldError>
          ) : (
            <FieldHint id={hintId}>{t('complete.countHint')}</FieldHint>
          )}
        </div>
      ) : door === 'stopped' ? null : (
        <div>
          <Label htmlFor={fieldId}>{t('complete.codeLabel')}</Label>
          <Input
            ref={input}
            id={fieldId}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={4}
            placeholder="• • • •"
            value={value}
            disabled={doorBlocked}
            onChange={(event) => change(event.target.value)}
            aria-invalid={fieldError || serverError ? true : undefined}
            aria-describedby={fieldError ? errorId : hintId}
            className="h-16 text-center font-mono text-3xl font-extrabold tracking-[0.5em] tabular-nums"
          />
          {fieldError ? (
            <FieldError id={errorId}>{fieldError}</FieldError>
          ) : (
            <FieldHint id={hintId}>{doorBlocked ? t('door.codeLocked') : t('complete.codeHint')}</FieldHint>
          )}
        </div>
      )}

      {pickup ? (
        <PickupTagsPanel orderId={order._id} confirmed={Number(value) || 0} onTaggedChange={setTagged} disabled={busy} />
      ) : null}

      {pickup ? (
        <PickupPhotosField
          orderId={order._id}
          initialPhotos={order.pickup_photos}
          onUploadingChange={setUploading}
          disabled={busy}
        />
      ) : null}

      {serverError ? (
        <p
          role="alert"
          className="flex gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
          {serverError}
        </p>
      ) : null}

      {untagged && Number(value) > 0 ? (
        <p className="text-center text-sm font-medium text-amber-900" data-testid="tag-mismatch">
          {t('tags.countMismatch', { tagged, confirmed: Number(value) })}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="h-14 w-full text-base" disabled={busy || uploading || untagged || doorBlocked}>
        {busy ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
        {busy
          ? t('complete.completing')
          : uploading
            ? t('complete.waitingForPhoto')
            : pickup
              ? t('complete.pickupTitle')
              : t('complete.deliveryTitle')}
      </Button>
    </form>
  );
}
