import { z } from 'zod';

/**
 * The laundry's inspection before cleaning (docs/decisions/0034): per tagged garment, what it found, with photos; a
 * garment that should not be cleaned as booked waits for the customer's answer, and the order cannot go to
 * processing while any such answer is awaited.
 */
export const INSPECTION_ISSUES = ['stain', 'damage', 'missing_button', 'colour_run'] as const;
export type InspectionIssue = (typeof INSPECTION_ISSUES)[number];
export const INSPECTION_ISSUE_LABELS: Record<InspectionIssue, string> = {
  stain: 'Stain',
  damage: 'Damage',
  missing_button: 'Missing button',
  colour_run: 'Colour-run risk',
};
/** pending: the customer has not answered yet; approved: clean as booked; declined: return it uncleaned. */
export const INSPECTION_DECISIONS = ['pending', 'approved', 'declined'] as const;
export type InspectionDecision = (typeof INSPECTION_DECISIONS)[number];

export const INSPECTION_NOTE_MAX = 500;
export const INSPECTION_PHOTO_LIMIT = 4;
export const INSPECTION_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const INSPECTION_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const INSPECTION_MESSAGES = {
  tagRequired: 'Choose the garment (its tag)',
  tagNotOnOrder: 'That tag is not on this order',
  somethingToNote: 'Tick what you found, or write a note',
  noteLong: `Keep the note under ${INSPECTION_NOTE_MAX} characters`,
  holdNeedsNote: 'Say why it should not be cleaned as booked, for the customer',
  saved: 'Inspection saved',
  savedAsking: 'Inspection saved. The customer has been asked before cleaning.',
  notNow: 'Garments are inspected after the order is received and before processing starts',
  notFound: 'Inspection not found',
  photoLimit: `At most ${INSPECTION_PHOTO_LIMIT} photos per garment`,
  photoMissing: 'Attach a photo',
  photoTooLarge: 'Photos must be under 5MB',
  photoWrongType: 'Photos must be JPEG, PNG or WebP',
  /** The processing guard (the order rule book). */
  awaitingCustomer: (codes: readonly string[]) => `Waiting for the customer's answer on ${codes.join(', ')} before cleaning`,
  approved: 'Thanks. The laundry will clean it as booked.',
  declined: 'Noted. The laundry will return it to you uncleaned.',
  alreadyDecided: (decision: InspectionDecision) => `You have already ${decision} this`,
  decisionInvalid: 'Choose approve or decline',
} as const;

export const inspectionBodySchema = z
  .object({
    tagId: z.uuid(INSPECTION_MESSAGES.tagRequired),
    issues: z.array(z.enum(INSPECTION_ISSUES)).max(INSPECTION_ISSUES.length).default([]),
    note: z.string().trim().max(INSPECTION_NOTE_MAX, INSPECTION_MESSAGES.noteLong).default(''),
    /** Should not be cleaned as booked (e.g. colour will run at this temperature): the customer is asked first. */
    askCustomer: z.boolean().default(false),
  })
  .refine((body) => body.issues.length > 0 || body.note.length > 0, {
    message: INSPECTION_MESSAGES.somethingToNote,
    path: ['issues'],
  })
  .refine((body) => !body.askCustomer || body.note.length >= 3, {
    message: INSPECTION_MESSAGES.holdNeedsNote,
    path: ['note'],
  });
export type InspectionBody = z.input<typeof inspectionBodySchema>;

export const inspectionViewSchema = z.object({
  id: z.string(),
  tag_id: z.string(),
  tag_code: z.string(),
  issues: z.array(z.enum(INSPECTION_ISSUES)),
  note: z.string(),
  /** Private photos, served only to the order's customer, operations and the vendor's staff. */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  /** null when the customer was not asked. */
  decision: z.enum(INSPECTION_DECISIONS).nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type InspectionView = z.infer<typeof inspectionViewSchema>;

export const inspectionDecisionBodySchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: INSPECTION_MESSAGES.decisionInvalid }),
});
