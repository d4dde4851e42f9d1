// Rupees in the interface's Intl locale (useLocale(): 'en-IN' or 'hi-IN'). Core's formatRupees is fixed to en-IN;
// this is the same shape (₹1,240 for whole rupees, ₹12.50 otherwise) in whichever locale the screen is in.

const formatters = new Map<string, { whole: Intl.NumberFormat; paise: Intl.NumberFormat }>();

function formattersFor(locale: string) {
  let pair = formatters.get(locale);
  if (!pair) {
    pair = {
      whole: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
      paise: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
    };
    formatters.set(locale, pair);
  }
  return pair;
}

/** ₹1,240 for whole rupees, ₹12.50 otherwise, in `locale`. */
export function formatRupeesIn(locale: string, rupees: number): string {
  const { whole, paise } = formattersFor(locale);
  return Number.isInteger(rupees) ? whole.format(rupees) : paise.format(rupees);
}

/** A count or quantity in `locale` (grouping as Indians write it: 1,00,000). */
export function formatNumberIn(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}
