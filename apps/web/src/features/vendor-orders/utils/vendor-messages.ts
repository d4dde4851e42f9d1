import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';

type VendorT = TFunction<'vendor'>;

/**
 * The server's messages about scans, inspections and stages that carry codes or an order (their words are core's
 * SCAN_MESSAGES, INSPECTION_MESSAGES and VENDOR_STAFF_MESSAGES), rebuilt in Hindi; fixed ones are in messages-vendor.
 * [pattern, the vendor key of its Hindi, the names of its captures].
 */
const CODES = '([^.]+)';
const TEMPLATES: [RegExp, string, string[]][] = [
  [/^(\S+) scanned$/, 'messages.scanned', ['code']],
  [/^(\S+) was already scanned$/, 'messages.repeat', ['code']],
  [/^(\S+) is not a tag of this order\. Put it aside: operations have been told\.$/, 'messages.unexpected', ['code']],
  [
    /^(\S+) belongs to order (\S+), not this one\. Put it aside: operations have been told\.$/,
    'messages.unexpectedOther',
    ['code', 'order'],
  ],
  [
    new RegExp(`^\\d+ tags? not scanned in: ${CODES}\\. Operations and the rider have been told\\.$`),
    'messages.intakeMissing',
    ['codes'],
  ],
  [new RegExp(`^Pack every tag before marking ready\\. Not packed yet: ${CODES}$`), 'messages.packingIncomplete', ['codes']],
  [new RegExp(`^Waiting for the customer's answer on ${CODES} before cleaning$`), 'messages.awaitingCustomer', ['codes']],
  [/^(\S+) marked (received|processing|ready)$/, 'messages.stageSet', ['order', 'stage']],
];

const STAGE_SET_THEN = /^(\S+ marked (?:received|processing|ready))\.? (.+)$/;

function fromTemplate(message: string, t: VendorT): string | null {
  for (const [pattern, key, names] of TEMPLATES) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, found[index + 1] ?? '']));
    if (values.stage) values.stage = t(`order.stage.${values.stage}` as 'order.stage.ready');
    // The key comes from the table above, so i18next's typed keys cannot follow it.
    return (t as unknown as (key: string, values: Record<string, string>) => string)(key, values);
  }
  const fixed = translateMessage(message);
  return fixed !== message ? fixed : null;
}

/**
 * A server message in the interface language, as sent in English. One the server put together from two (the stage
 * moved, then what intake found missing) is read as two sentences.
 */
export function vendorMessage(message: string, t: VendorT): string {
  if (currentLanguage() === 'en') {
    // The API joins the stage move's words and what it flagged with a space: read as two sentences.
    const moved = STAGE_SET_THEN.exec(message);
    return moved ? `${moved[1]}. ${moved[2]}` : message;
  }
  const whole = fromTemplate(message, t);
  if (whole) return whole;
  const moved = STAGE_SET_THEN.exec(message);
  // Hindi ends a sentence with a danda.
  if (moved?.[1] && moved[2]) return `${fromTemplate(moved[1], t) ?? moved[1]}। ${vendorMessage(moved[2], t)}`;
  return translateMessage(message);
}

/** A refusal (or any failure) in the interface language: the server's words as sent, else the fallback. */
export function vendorErrorMessage(error: unknown, t: VendorT, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return vendorMessage(error.message, t);
  return describeError(error, fallback);
}
