import { RIDER_ACTIVITY_MESSAGES, type Rider, type RiderOrder, type RiderOrderAction } from '@washday/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { translateMessage } from '@/lib/i18n';
import { ACTION_POSITION_WAIT_MS, directionsUrl, NAVIGATION_DELAY_MS, openInNewTab, readCurrentPosition } from '@/lib/navigation';
import { useRiderOrderAction } from '../api/rider-order-action';
import { actionErrorMessage, actionRefusal, navigationDestination } from '../utils/order-actions';

/** The message is in the interface language, ready for a toast or the dialog. */
export type OrderActionOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface OrderActionExtras {
  /** Pieces or bags collected, when a pickup is completed. */
  itemCount?: number;
  /** The customer's 4-digit code, when a delivery is completed. */
  handoverCode?: string;
}

/**
 * Runs accept, start and complete on a job (rider-portal.md §5.3, §7, §8.5): the spec's checks, the rider's position
 * with the request, and for accept and start the map 1 s after success. Answers the outcome; the caller shows it
 * (a toast on a card, a message inside the complete dialog).
 *
 * The map opens after the answer rather than in the click itself, so the rider sees the result on this screen
 * first. Browsers usually still allow the tab then (the click is a second or two old); when one refuses,
 * `navigationLink` holds the link for the screen to offer as a plain 'Open navigation' link, which always works.
 */
export function useOrderAction(rider: Rider | null | undefined) {
  const { t } = useTranslation('rider');
  const mutation = useRiderOrderAction();
  const [running, setRunning] = useState<RiderOrderAction | null>(null);
  const [navigationLink, setNavigationLink] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function navigateLater(destination: ReturnType<typeof navigationDestination>, origin: { lat: number; lng: number } | null) {
    if (!destination) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!origin) {
        toast.error(translateMessage(RIDER_ACTIVITY_MESSAGES.navigationNeedsLocation));
        return;
      }
      const url = directionsUrl(origin, destination);
      setNavigationLink(openInNewTab(url) ? null : url);
    }, NAVIGATION_DELAY_MS);
  }

  async function run(order: RiderOrder, action: RiderOrderAction, extras: OrderActionExtras = {}): Promise<OrderActionOutcome> {
    const refusal = actionRefusal(rider, action);
    if (refusal || !rider) return { ok: false, message: translateMessage(refusal ?? '') };
    setRunning(action);
    setNavigationLink(null);
    try {
      const position = await readCurrentPosition(undefined, ACTION_POSITION_WAIT_MS);
      const { message } = await mutation.mutateAsync({
        orderId: order._id,
        action,
        riderId: rider._id,
        location: position,
        timestamp: new Date().toISOString(),
        ...extras,
      });
      navigateLater(navigationDestination(order, action), position);
      return { ok: true, message: translateMessage(message) };
    } catch (error) {
      return { ok: false, message: actionErrorMessage(error, action, t) };
    } finally {
      setRunning(null);
    }
  }

  return { run, running, navigationLink, dismissNavigationLink: () => setNavigationLink(null) };
}
