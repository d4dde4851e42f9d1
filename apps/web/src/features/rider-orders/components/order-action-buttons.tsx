import type { Rider, RiderOrder } from '@washday/core';
import { Ban, CircleCheckBig, LoaderCircle, Navigation, PlayCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSavedCopy } from '@/hooks/use-saved-copy';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { useOrderAction } from '../hooks/use-order-action';
import { acceptBlocker, nextAction } from '../utils/order-actions';
import { CompleteTripDialog } from './complete-trip-dialog';

export interface OrderActionButtonsProps {
  order: RiderOrder;
  /** The signed-in rider; null or undefined is refused with the spec's "Rider information not found". */
  rider: Rider | null | undefined;
  /** After the trip was completed through the dialog, e.g. to leave the order page. */
  onCompleted?: (message: string) => void;
  /** Why 'Complete …' is held for now (a delivery with money still to collect), or null. */
  completeHold?: string | null;
  className?: string;
}

const ACTION_ICONS = { accept: Navigation, start: PlayCircle, complete: CircleCheckBig } as const;

/**
 * The job's next step by rider status (rider-portal.md §2.3): 'Accept & Navigate' (or a disabled 'Cannot Accept' with
 * the reason), 'Start & Navigate', or 'Complete …', which opens the CompleteTripDialog. Renders nothing once the trip
 * is completed. Success and failures are toasts (§8.5).
 */
export function OrderActionButtons({ order, rider, onCompleted, completeHold = null, className }: OrderActionButtonsProps) {
  const { t } = useTranslation('rider');
  const reasonId = useId();
  const next = nextAction(order, t);
  const { run, running, navigationLink, dismissNavigationLink } = useOrderAction(rider);
  const [completing, setCompleting] = useState(false);
  const savedCopy = useSavedCopy() !== null;

  if (!next) return null;
  const Icon = ACTION_ICONS[next.action];
  const blocker = next.action === 'accept' ? acceptBlocker(rider) : null;
  // A copy saved on the phone (offline) is not the server's word on the job or the rider: nothing is sent from it.
  const held = blocker
    ? { label: t('actions.cannotAccept'), reason: translateMessage(blocker), Icon: Ban }
    : savedCopy
      ? { label: next.label, reason: t('session.needsConnection'), Icon }
      : next.action === 'complete' && completeHold
        ? { label: next.label, reason: completeHold, Icon }
        : null;

  async function act() {
    if (!next) return;
    if (next.action === 'complete') {
      setCompleting(true);
      return;
    }
    const outcome = await run(order, next.action);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
  }

  return (
    <div className={cn('grid gap-2', className)}>
      {held ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={reasonId}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-slate-100 px-6 text-base font-semibold text-slate-500 ring-1 ring-slate-200"
          >
            <held.Icon className="h-5 w-5" aria-hidden="true" />
            {held.label}
          </button>
          <p
            id={reasonId}
            className="rounded-xl bg-amber-50 px-3 py-2 text-[13px] leading-snug font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {held.reason}
          </p>
        </>
      ) : (
        <Button size="lg" className="w-full" disabled={running !== null} onClick={() => void act()}>
          {running ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Icon className="h-5 w-5" aria-hidden="true" />
          )}
          {next.label}
        </Button>
      )}

      {navigationLink ? (
        <div className="flex items-center gap-2 rounded-xl bg-brand-50 py-1.5 pr-1.5 pl-3 ring-1 ring-brand-100">
          <p className="flex-1 text-[13px] font-medium text-brand-900">{t('actions.mapDidNotOpen')}</p>
          <a
            href={navigationLink}
            target="_blank"
            rel="noreferrer"
            onClick={dismissNavigationLink}
            className="inline-flex h-12 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <Navigation className="h-4 w-4" aria-hidden="true" />
            {t('actions.openNavigation')}
          </a>
          <button
            type="button"
            aria-label={t('actions.dismissNavigation')}
            onClick={dismissNavigationLink}
            className="inline-flex h-12 w-12 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      {next.action === 'complete' ? (
        <CompleteTripDialog
          order={order}
          rider={rider}
          open={completing}
          onOpenChange={setCompleting}
          onCompleted={onCompleted}
        />
      ) : null}
    </div>
  );
}
