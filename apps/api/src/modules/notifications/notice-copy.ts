import { eq } from 'drizzle-orm';
import { customerNoticeCopy, languageOfPreference, resolvePreferences, type TranslatedLanguage } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { notifications, userPreferences } from '../../db/schema/index.js';
import type { NotificationRow } from './notification-dto.js';

// The words of a notification's copies (SMS, WhatsApp, push, email): a customer's in the language they chose in
// Preferences, said again by core from the notification's data; riders and admins choose their language only in their
// browser, so theirs go as stored (English).

/** The columns a copy is said again from (select or return them with the row). */
export const COPY_COLUMNS = {
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  data: notifications.data,
  createdAt: notifications.createdAt,
  userId: notifications.userId,
};

/** The language a customer chose for the app and their messages; English when they chose none or one not written yet. */
export async function customerLanguage(db: DbOrTx, userId: string): Promise<TranslatedLanguage> {
  const [row] = await db.select({ preferences: userPreferences.preferences }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return languageOfPreference(resolvePreferences(row?.preferences).communication.language);
}

/**
 * A notification's title and text for a copy to its recipient in `language`, when the channel can carry it
 * (`channelLanguages`: an SMS or WhatsApp template approved in it); otherwise as stored.
 */
export function noticeCopy(
  row: Pick<NotificationRow, 'type' | 'title' | 'message' | 'data' | 'createdAt'>,
  language: TranslatedLanguage,
  channelLanguages: readonly TranslatedLanguage[] = ['en', 'hi'],
) {
  return customerNoticeCopy(row, channelLanguages.includes(language) ? language : 'en');
}
