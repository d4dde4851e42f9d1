// PLACEHOLDER: Washday's real support WhatsApp number has not been given yet. Set VITE_SUPPORT_PHONE at build
// time (country code + number, digits only, e.g. 91XXXXXXXXXX) before going live; the default is not a real line.
export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE ?? '919999999999';

export function whatsAppLink(message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${SUPPORT_PHONE}${text}`;
}
