import { i18n } from '@/lib/i18n';
import enGarments from './en/garments';

// The garment timeline's English, added when the Track sheet's 'Your garments' section loads (it imports this), so
// the customer's first load does not carry it. Its Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'garments', enGarments, true, true);
