import { eq } from 'drizzle-orm';
import {
  customerNoticeCopy,
  languageOfPreference,
  resolvePreferences,
  riderNoticeCopy,
  type TranslatedLanguage,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { notifications, riders, userPreferences } from '../../db/schema/index.js';
import type { NotificationRow } from './notification-dto.js';

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

type CopyRow = Pick<NotificationRow, 'type' | 'title' | 'message' | 'data' | 'createdAt' | 'userId' | 'riderId'>;

/** The language a customer chose for the app and their messages; English when they chose none or one not written yet. */
export async function customerLanguage(db: DbOrTx, userId: string): Promise<TranslatedLanguage> {
  const [row] = await db.select({ preferences: userPreferences.preferences }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return languageOfPreference(resolvePreferences(row?.preferences).communication.language);
}

/** The language of a notification's reader. */
export async function readerLanguage(db: DbOrTx, row: Pick<CopyRow, 'userId' | 'riderId'>): Promise<TranslatedLanguage> {
  if (row.userId) return customerLanguage(db, row.userId);
  if (!row.riderId) return 'en';
  const [rider] = await db.select({ language: riders.language }).from(riders).where(eq(riders.id, row.riderId));
  return rider?.language === 'hi' ? 'hi' : 'en';
}

/**
 * A notification's title and text for a copy to its reader in `language`, when the channel can carry it
 * (`channelLanguages`: an SMS or WhatsApp template approved in it); otherwise as stored.
 */
export function noticeCopy(row: CopyRow, language: TranslatedLanguage, channelLanguages: readonly TranslatedLanguage[] = ['en', 'hi']) {
  const said = channelLanguages.includes(language) ? language : 'en';
  return row.riderId ? riderNoticeCopy(row, said) : customerNoticeCopy(row, said);
}
