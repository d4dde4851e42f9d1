import { SCAN_MESSAGES, type ScanOutcome } from '@washday/core';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/lib/i18n';

// The door check's answers (decision 0034) that carry codes or an order, rebuilt in the interface language from the
// server's English (core's SCAN_MESSAGES); the fixed ones are looked up in messages-rider.
const OTHER_ORDER = /^(\S+) belongs to order (\S+), not this one\./;
const INCOMPLETE = /^Scan every tag before the handover\. Not scanned yet: (.+)$/;
const STOPPED = /^Delivery stopped: (.+) missing\. Operations have been told/;

type RiderT = TFunction<'rider'>;

/** What a scan at the door answered, in the interface language. */
export function doorScanMessage(answer: { outcome: ScanOutcome; message: string }, code: string, t: RiderT): string {
  if (answer.outcome === 'ok') return t('door.scanned', { code });
  if (answer.outcome === 'repeat') return t('door.repeat', { code });
  if (answer.message === SCAN_MESSAGES.unexpected(code)) return t('door.unexpected', { code });
  const other = OTHER_ORDER.exec(answer.message);
  if (other) return t('door.unexpectedOther', { code: other[1] ?? code, order: other[2] ?? '' });
  return translateMessage(answer.message);
}

/**
 * A door-check message from the server (the missing report's answer, or the handover refused while tags are not
 * scanned) in the interface language; null for any other message.
 */
export function doorMessage(serverMessage: string, t: RiderT): string | null {
  const stopped = STOPPED.exec(serverMessage);
  if (stopped) return t('door.stopped', { codes: stopped[1] ?? '' });
  const incomplete = INCOMPLETE.exec(serverMessage);
  if (incomplete) return t('door.incomplete', { codes: incomplete[1] ?? '' });
  return null;
}
