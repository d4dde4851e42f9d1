import { z } from 'zod';
import { INSPECTION_ISSUES, INSPECTION_ISSUE_LABELS, type InspectionIssue } from './inspection.js';

/**
 * The customer's notice that the laundry asks before cleaning a garment (docs/decisions/0034), in English (stored) and
 * Hindi (composed by the app from the same data, as claim notices are; kept out of the first load's notice words).
 */
export const INSPECTION_NOTICE_TYPE = 'garment_inspection' as const;
/** The notification's action: answered by POST /api/bookings/:orderId/inspections/:inspectionId/decision. */
export const INSPECTION_NOTICE_ACTION = 'inspection_decision' as const;

export interface InspectionNoticeValues {
  order_number: string;
  tag_code: string;
  issues: readonly InspectionIssue[];
  note: string;
}

type Lang = 'en' | 'hi';

export const INSPECTION_NOTICE_TITLES: Record<Lang, string> = {
  en: 'The laundry needs your answer',
  hi: 'लॉन्ड्री को आपका जवाब चाहिए',
};

const ISSUE_LABELS_HI: Record<InspectionIssue, string> = {
  stain: 'दाग',
  damage: 'नुकसान',
  missing_button: 'बटन गायब',
  colour_run: 'रंग निकलने का खतरा',
};

/** The laundry's note as a sentence, so the question after it does not run on ('…temperature Shall we…'). */
const asSentence = (note: string, stop: string) => (/[.!?।]$/.test(note.trim()) ? note.trim() : `${note.trim()}${stop}`);

export function inspectionNoticeMessage(v: InspectionNoticeValues, lang: Lang = 'en'): string {
  if (lang === 'hi') {
    const found = v.issues.map((i) => ISSUE_LABELS_HI[i]).join(', ');
    return `ऑर्डर ${v.order_number} का कपड़ा ${v.tag_code}${found ? ` (${found})` : ''}: ${asSentence(v.note, '।')} क्या हम इसे बुकिंग के अनुसार साफ़ करें? मंज़ूर करें, या नामंज़ूर करें तो यह बिना धुले लौटेगा।`;
  }
  const found = v.issues.map((i) => INSPECTION_ISSUE_LABELS[i].toLowerCase()).join(', ');
  return `Garment ${v.tag_code} of order ${v.order_number}${found ? ` (${found})` : ''}: ${asSentence(v.note, '.')} Shall we clean it as booked? Approve, or decline and it comes back uncleaned.`;
}

const noticeData = z.object({
  order_number: z.string().min(1),
  tag_code: z.string().min(1),
  issues: z.array(z.enum(INSPECTION_ISSUES)),
  note: z.string(),
});

/**
 * The notice's copy (SMS, WhatsApp, push, email) in the customer's language: Hindi said again from its data when the
 * title is the type's own, else as stored.
 */
export function inspectionNoticeCopy(
  notice: { title: string; message: string; data: unknown },
  language: 'en' | 'hi',
): { title: string; text: string; language: 'en' | 'hi' } {
  const stored = { title: notice.title, text: notice.message, language: 'en' as const };
  if (language === 'en' || notice.title !== INSPECTION_NOTICE_TITLES.en) return stored;
  const parsed = noticeData.safeParse(notice.data);
  if (!parsed.success) return stored;
  return { title: INSPECTION_NOTICE_TITLES.hi, text: inspectionNoticeMessage(parsed.data, 'hi'), language: 'hi' };
}
