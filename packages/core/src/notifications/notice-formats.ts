import { formatNumberIn, formatRupeesIn } from '../money.js';
import type { NoticeFormats } from './notice-words.js';

// How a language other than the server's stored English writes the values in notification bodies, for the app's
// screens and the server's copies in the customer's language alike: 'सोमवार, 23 नवंबर', 'सुबह 10:00', '₹210'.

/**
 * How a clock time reads in a language: '5:00 PM' in English; in Hindi the part of the day, as Hindi speakers say it
 * ('शाम 5:00'), rather than hi-IN's Latin 'pm'.
 */
export function clockTimeOptions(locale: string): Intl.DateTimeFormatOptions {
  return locale.startsWith('en')
    ? { hour: 'numeric', minute: '2-digit', hour12: true }
    : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
}

type Formats = Omit<NoticeFormats, 'data'>;
const formats = new Map<string, Formats>();

/** Days, slot hours, rupees and counts as a reader of `locale` writes them. */
export function intlNoticeFormats(locale: string): Formats {
  let found = formats.get(locale);
  if (!found) {
    const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    const clock = new Intl.DateTimeFormat(locale, { ...clockTimeOptions(locale), timeZone: 'UTC' });
    found = {
      date: (isoDay) => {
        const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
        return match ? day.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : isoDay;
      },
      hour: (hour) => clock.format(Date.UTC(2000, 0, 1, hour)),
      rupees: (rupees) => formatRupeesIn(locale, rupees),
      number: (value) => formatNumberIn(locale, value),
    };
    formats.set(locale, found);
  }
  return found;
}
