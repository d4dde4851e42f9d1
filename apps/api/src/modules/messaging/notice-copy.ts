import { eq } from 'drizzle-orm';
import {
  INSPECTION_NOTICE_TYPE,
  customerNoticeCopy,
  inspectionNoticeCopy,
  languageOfPreference,
  resolvePreferences,
  riderNoticeCopy,
  type TranslatedLanguage,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { notifications, riders } from '../../db/schema/index.js';

// The words of a notification's copies (SMS, WhatsApp, push, email) in the language its reader chose: a customer's in
// Preferences, a rider's on their screens (riders.language). Core says the notification again from its data; admins'
// go as stored (English).

/** The columns a copy is said again from (select or return them with the row). */
export const COPY_COLUMNS = {
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  data: notifications.data,
  createdAt: notifications.createdAt,
  userId: notifications.userId,
  riderId: notifications.riderId,
};

type CopyRow = Pick<typeof notifications.$inferSelect, keyof typeof COPY_COLUMNS>;

/** The language a customer chose for the app and their messages (their stored preferences); English when none or one not written yet. */
export function customerLanguageOf(preferences: unknown): TranslatedLanguage {
  return languageOfPreference(resolvePreferences(preferences).communication.language);
}

/** The language a rider chose on their screens (riders.language). */
export function riderLanguageOf(language: string | null | undefined): TranslatedLanguage {
  return language === 'hi' ? 'hi' : 'en';
}

/** The language a rider chose, read for a copy that has no other reason to read the rider. */
export async function riderLanguage(db: DbOrTx, riderId: string): Promise<TranslatedLanguage> {
  const [rider] = await db.select({ language: riders.language }).from(riders).where(eq(riders.id, riderId));
  return riderLanguageOf(rider?.language);
}

/**
 * A notification's title and text for a copy to its reader in `language`, when the channel can carry it
 * (`channelLanguages`: an SMS or WhatsApp template approved in it); otherwise as stored.
 */
export function noticeCopy(
  row: CopyRow,
  language: TranslatedLanguage,
  channelLanguages: readonly TranslatedLanguage[] = ['en', 'hi'],
) {
  const said = channelLanguages.includes(language) ? language : 'en';
  if (row.riderId) return riderNoticeCopy(row, said);
  // The laundry's question is said by its own words (core's inspection-notices.ts), outside the app's first load.
  return row.type === INSPECTION_NOTICE_TYPE ? inspectionNoticeCopy(row, said) : customerNoticeCopy(row, said);
}
