import { formatNumberIn, formatRupeesIn } from '../money.js';

// How a language writes the values in notification bodies, for the app's screens and the server's copies in the
// customer's language alike: 'सोमवार, 23 नवंबर', 'सुबह 10:00', '₹210'; English days are en-IN's 'Mon, 23 Nov'.

/** How one language writes the values in notification bodies. */
export interface NoticeFormats {
  /** A YYYY-MM-DD day. */
  date(isoDay: string): string;
  /** A slot's hour (0–23). */
  hour(hour: number): string;
  rupees(rupees: number): string;
  number(value: number): string;
  /** A value someone named (an order id, a person, a coupon, a reason): written as it is, and marked as data. */
  data(value: string): string;
}

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

/**
 * Days, slot hours, rupees and counts as a reader of `locale` writes them. `days` is how a day is named: 'long'
 * ('सोमवार, 23 नवंबर') or 'short' ('Mon, 23 Nov', English's).
 */
export function intlNoticeFormats(locale: string, days: 'long' | 'short' = 'long'): Formats {
  const key = `${locale} ${days}`;
  let found = formats.get(key);
  if (!found) {
    const day = new Intl.DateTimeFormat(locale, { weekday: days, day: 'numeric', month: days, timeZone: 'UTC' });
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
    formats.set(key, found);
  }
  return found;
}
