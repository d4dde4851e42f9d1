import { z } from 'zod';
import { TAG_KINDS } from './tag-kind.js';

/**
 * Scans after the pickup (docs/decisions/0034): the laundry's intake and packing, and the delivery rider's check at the
 * door. A stage is complete when every tag of the order has an 'ok' scan at it; what each stage gates lives here.
 */
export const LATER_SCAN_STAGES = ['intake', 'packing', 'delivery'] as const;
export type LaterScanStage = (typeof LATER_SCAN_STAGES)[number];
export const VENDOR_SCAN_STAGES = ['intake', 'packing'] as const;
export type VendorScanStage = (typeof VENDOR_SCAN_STAGES)[number];

/** ok: a tag of this order; repeat: already scanned at this stage; unexpected: another order's tag, or no tag of ours. */
export const SCAN_OUTCOMES = ['ok', 'repeat', 'unexpected'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export const SCAN_MESSAGES = {
  scanned: (code: string) => `${code} scanned`,
  repeat: (code: string) => `${code} was already scanned`,
  unexpected: (code: string) => `${code} is not a tag of this order. Put it aside: operations have been told.`,
  unexpectedOther: (code: string, orderNumber: string) =>
    `${code} belongs to order ${orderNumber}, not this one. Put it aside: operations have been told.`,
  /** Marking received closes intake: tags not scanned are recorded missing and operations and the rider are told. */
  intakeMissing: (codes: readonly string[]) =>
    `${codes.length} tag${codes.length === 1 ? '' : 's'} not scanned in: ${codes.join(', ')}. Operations and the rider have been told.`,
  /** Operations may mark ready without the laundry's packing scans (a laundry not on its screens): flagged, not refused. */
  packingSkipped: (codes: readonly string[]) =>
    `Marked ready by operations with ${codes.length} tag${codes.length === 1 ? '' : 's'} not packed by scan: ${codes.join(', ')}. The rider checks every tag at the door.`,
  packingIncomplete: (codes: readonly string[]) => `Pack every tag before marking ready. Not packed yet: ${codes.join(', ')}`,
  doorIncomplete: (codes: readonly string[]) => `Scan every tag before the handover. Not scanned yet: ${codes.join(', ')}`,
  doorMissingReported: (codes: readonly string[]) =>
    `Delivery stopped: ${codes.join(', ')} missing. Operations have been told and will call you.`,
  nothingMissing: 'Every tag of this order has been scanned',
  notYourStage: 'Tags are scanned in at intake (before the order is marked received) and packed before it is ready',
  doorNotNow: 'Tags are checked at the door once the delivery has started',
  deliveryRiderOnly: 'Only the rider delivering this order can scan its tags at the door',
} as const;

export const stageScanSchema = z.object({
  stage: z.enum(LATER_SCAN_STAGES),
  kind: z.enum(TAG_KINDS),
  /** Every tag of the order, with when it was scanned at this stage (null: not yet). */
  tags: z.array(z.object({ id: z.string(), code: z.string(), scanned_at: z.string().nullable() })),
  /** Codes scanned at this stage that are not the order's tags, latest first. */
  unexpected: z.array(z.object({ code: z.string(), at: z.string() })),
  /** Codes of the order's tags not yet scanned at this stage. */
  missing: z.array(z.string()),
  complete: z.boolean(),
});
export type StageScan = z.infer<typeof stageScanSchema>;

/** The codes of an order's tags not yet scanned at a stage, in the tags' order. */
export function missingCodes(tags: readonly { code: string; scanned_at: string | null }[]): string[] {
  return tags.filter((tag) => tag.scanned_at === null).map((tag) => tag.code);
}
