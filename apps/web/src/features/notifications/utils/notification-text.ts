import { i18n, translateMessage } from '@/lib/i18n';

// A notification's words as the customer reads them. The server stores them in English: its fixed titles ('Rider
// Assigned', 'Order Ready', ...) have Hindi under their English text (locales/hi/messages-bookings.ts); the bodies,
// which carry names, order ids and slots, are put together again from the notification's data (notification-body.ts).

/** The title in the interface language when it is one of the server's fixed titles; `known` false means data. */
export function notificationTitle(title: string): { text: string; known: boolean } {
  // Any other title is data (an admin's words, a newer server's title): it is shown as written, not looked up.
  const known = i18n.exists(title, { ns: 'messages', lng: 'hi', keySeparator: false, nsSeparator: false });
  return { text: known ? translateMessage(title) : title, known };
}

const TIME_AGO = /^(\d+) (day|hour|minute)s? ago$/;
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * The server's time_ago ('3 hours ago', 'just now', from its clock) in `locale`: '3 hours ago' in en-IN,
 * '3 घंटे पहले' in hi-IN. Null when it is none of those shapes (shown as the server wrote it).
 */
export function localTimeAgo(timeAgo: string, locale: string, justNow: string): string | null {
  if (timeAgo === 'just now') return justNow;
  const match = TIME_AGO.exec(timeAgo);
  if (!match) return null;
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format.format(-Number(match[1]), match[2] as 'day' | 'hour' | 'minute');
}
