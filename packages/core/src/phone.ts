// Indian mobile numbers: 10 digits starting 6-9 once non-digits are stripped; stored with prefix 91.

export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** Strips everything but digits and a leading 91/0 country or trunk prefix; returns the 10-digit number or null. */
export function normalizeIndianMobile(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return INDIAN_MOBILE_PATTERN.test(digits) ? digits : null;
}

export function toStoredPhone(tenDigits: string): string {
  return `91${tenDigits}`;
}

/** +91 XXXXX XXXXX */
export function formatIndianMobile(phone: string): string {
  const ten = normalizeIndianMobile(phone) ?? phone;
  return ten.length === 10 ? `+91 ${ten.slice(0, 5)} ${ten.slice(5)}` : phone;
}
