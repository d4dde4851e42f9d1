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

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,240 for whole rupees, ₹12.50 otherwise. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees);
}
