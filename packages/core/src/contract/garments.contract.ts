import { z } from 'zod';
import { LABEL_LAYOUT_IDS } from '../garments/label-layouts.js';
import { TAG_CODE_MESSAGES, parseTagCode } from '../garments/tag-code.js';
import { TAG_KINDS } from '../garments/tag-kind.js';
import { TAG_MESSAGES } from '../garments/tag-messages.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Garment tags (docs/decisions/0034-garment-tags-and-vendor-staff.md): the label sheets admins print, and the tags the
 * pickup rider puts on an order's bags or garments. Later stages (intake, packing, the door) scan through the API's
 * garments module.
 */

/** At most this many sheets in one print; at most this many tags on one order. */
export const TAG_SHEETS_PER_PRINT = 20;
export const TAGS_PER_ORDER_MAX = 200;

/** A typed or scanned code, read as printed (`wd 7k3f 02` → `WD-7K3F-02`), or the message saying what is wrong. */
export const tagCodeInput = z
  .string({ error: TAG_CODE_MESSAGES.required })
  .max(40, TAG_CODE_MESSAGES.malformed)
  .transform((text, ctx) => {
    const parsed = parseTagCode(text);
    if (parsed.ok) return parsed.code;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const tagSheetSchema = z.object({
  id: z.string(),
  /** The four characters every label of the sheet shares: `7K3F` in `WD-7K3F-02`. */
  code: z.string(),
  layout: z.enum(LABEL_LAYOUT_IDS),
  labels: z.number(),
  /** How many of its labels are on orders. */
  used: z.number(),
  printed_at: z.string(),
  printed_by: z.string().nullable(),
  retired_at: z.string().nullable(),
});
export type TagSheet = z.infer<typeof tagSheetSchema>;

export const bookingTagSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(TAG_KINDS),
  attached_at: z.string(),
});
export type BookingTag = z.infer<typeof bookingTagSchema>;

const orderId = z.uuid('Invalid order id');
const tagsAnswer = z.object({
  success: z.literal(true),
  /** What this order's tags stand for: a bag each when washed by weight, a garment each when priced per piece. */
  kind: z.enum(TAG_KINDS),
  tags: z.array(bookingTagSchema),
});

export const adminTagSheetsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/tag-sheets',
    summary: 'Label sheets printed, newest first, with how many of each sheet’s labels are on orders',
    tags: ['garment tags'],
    query: z.object({
      limit: z.coerce.number<number | string>().int().min(1).max(200, 'Limit must be at most 200').default(50),
    }),
    responses: { 200: z.object({ success: z.literal(true), sheets: z.array(tagSheetSchema) }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/tag-sheets',
    summary: 'Print new sheets of blank tag labels: each sheet gets a code unique among the sheets in use',
    tags: ['garment tags'],
    body: z.object({
      layout: z.enum(LABEL_LAYOUT_IDS, { error: TAG_MESSAGES.layoutInvalid }),
      sheets: z.coerce
        .number<number | string>({ error: TAG_MESSAGES.sheetsRange(TAG_SHEETS_PER_PRINT) })
        .int(TAG_MESSAGES.sheetsRange(TAG_SHEETS_PER_PRINT))
        .min(1, TAG_MESSAGES.sheetsRange(TAG_SHEETS_PER_PRINT))
        .max(TAG_SHEETS_PER_PRINT, TAG_MESSAGES.sheetsRange(TAG_SHEETS_PER_PRINT)),
    }),
    responses: { 201: z.object({ success: z.literal(true), message: z.string(), sheets: z.array(tagSheetSchema) }) },
  }),
  /** Answers an A4 PDF (application/pdf), one page per sheet, a QR and its code on every label. */
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/admin/tag-sheets/labels.pdf',
    summary: 'The label sheets as an A4 PDF to print (ids: the sheets, comma separated)',
    tags: ['garment tags'],
    query: z.object({
      ids: z
        .string({ error: TAG_MESSAGES.sheetsRequired })
        .transform((text) => [
          ...new Set(
            text
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          ),
        ])
        .pipe(
          z
            .array(z.uuid('Invalid sheet id'))
            .min(1, TAG_MESSAGES.sheetsRequired)
            .max(TAG_SHEETS_PER_PRINT, TAG_MESSAGES.sheetsRange(TAG_SHEETS_PER_PRINT)),
        ),
    }),
    responses: {},
  }),
};

export const riderTagsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/riders/orders/:orderId/tags',
    summary: 'The tags on your pickup, in the order you attached them',
    tags: ['rider orders'],
    params: z.object({ orderId }),
    responses: { 200: tagsAnswer },
  }),
  attach: defineEndpoint({
    method: 'POST',
    path: '/api/riders/orders/:orderId/tags',
    summary: 'Attach a scanned or typed label to your pickup (the same label again changes nothing)',
    tags: ['rider orders'],
    params: z.object({ orderId }),
    body: z.object({ code: tagCodeInput }),
    responses: {
      200: tagsAnswer.extend({ message: z.string(), tag: bookingTagSchema }),
      201: tagsAnswer.extend({ message: z.string(), tag: bookingTagSchema }),
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/riders/orders/:orderId/tags/:tagId',
    summary: 'Take a wrongly attached tag off your pickup, before it is completed',
    tags: ['rider orders'],
    params: z.object({ orderId, tagId: z.uuid('Invalid tag id') }),
    responses: { 200: tagsAnswer.extend({ message: z.string() }) },
  }),
};
