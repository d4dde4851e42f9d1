/**
 * How a clock time reads in the interface language: '5:00 PM' in English; in Hindi the part of the day, as Hindi
 * speakers say it ('शाम 5:00'), rather than hi-IN's Latin 'pm'.
 */
export function clockTimeOptions(locale: string): Intl.DateTimeFormatOptions {
  return locale.startsWith('en') ? { hour: 'numeric', minute: '2-digit', hour12: true } : { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' };
}
