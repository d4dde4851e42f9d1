/** "XXXX XXXX 0123": only the last four digits of an Aadhaar number are shown. */
export function maskAadhaarNumber(aadhaarNumber: string): string {
  const digits = aadhaarNumber.replace(/\D/g, '');
  if (digits.length < 4) return 'XXXX XXXX XXXX';
  return `XXXX XXXX ${digits.slice(-4)}`;
}
