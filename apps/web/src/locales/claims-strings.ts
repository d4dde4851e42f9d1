import { i18n } from '@/lib/i18n';
import enClaims from './en/claims';

// The claim screens' English, added when My Bookings loads (the claim status on the cards imports this), so the
// customer's first load does not carry it. Its Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'claims', enClaims, true, true);
