// Money is kept as integer paise everywhere it is stored or computed; rupees exist only at the edges
// (API answers and screens), so no floating-point sum ever decides an amount.

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount: ${rupees}`);
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const formatters = new Map<string, { whole: Intl.NumberFormat; paise: Intl.NumberFormat }>();

function rupeeFormatsFor(locale: string) {
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

/** ₹1,240 for whole rupees, ₹12.50 otherwise, in `locale` ('en-IN', 'hi-IN'). */
export function formatRupeesIn(locale: string, rupees: number): string {
  const { whole, paise } = rupeeFormatsFor(locale);
  return Number.isInteger(rupees) ? whole.format(rupees) : paise.format(rupees);
}

/** ₹1,240 for whole rupees, ₹12.50 otherwise (en-IN: the server's and the contract's way). */
export function formatRupees(rupees: number): string {
  return formatRupeesIn('en-IN', rupees);
}

/** A count or quantity in `locale` (grouping as Indians write it: 1,00,000). */
export function formatNumberIn(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}
