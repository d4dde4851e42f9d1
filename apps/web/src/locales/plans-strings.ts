import { i18n } from '@/lib/i18n';
import enPlans from './en/plans';

// The plans screen's and the bill's plan lines' English, added where they load (the Plans screen, My Bookings), so
// the customer's first load does not carry it. Its Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'plans', enPlans, true, true);
