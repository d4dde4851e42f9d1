import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/request-errors';
import type { TFunction } from 'i18next';

// Messages of the tag endpoints that carry a number or an order, rebuilt in the interface language from the server's
// English (their words are core's TAG_MESSAGES); the fixed ones are looked up in messages-rider.
const ON_OTHER_ORDER = /^This label is already on order (\S+)\. Use another label\.$/;
const NOT_ON_SHEET = /^This sheet has (\d+) labels; the number at the end is not one of them\.$/;
const COUNT_MISMATCH = /^(\d+) tags? attached but (\d+) items? confirmed\./;

type RiderT = TFunction<'rider'>;

/** A tag's refusal (or any failure) in the interface language. */
export function tagErrorMessage(error: unknown, t: RiderT): string {
  const message = error instanceof ApiError && typeof error.body.message === 'string' ? error.body.message : '';
  const other = ON_OTHER_ORDER.exec(message);
  if (other) return t('tags.onOtherOrder', { order: other[1] ?? '' });
  const sheet = NOT_ON_SHEET.exec(message);
  if (sheet) return t('tags.notOnSheet', { count: Number(sheet[1]) });
  return describeError(error, 'The tag could not be saved. Please try again.');
}

/** The pickup's guard refusing a count (TAG_COUNT_MISMATCH), in the interface language; null for other messages. */
export function countMismatchMessage(serverMessage: string, t: RiderT): string | null {
  const mismatch = COUNT_MISMATCH.exec(serverMessage);
  if (!mismatch) return null;
  return t('tags.countMismatch', { tagged: Number(mismatch[1]), confirmed: Number(mismatch[2]) });
}
