import { i18n } from '@/lib/i18n';
import enRecurring from './en/recurring';

// The recurring pickups' English, added when a screen that uses them loads (it imports this), so the customer's first
// load does not carry it. Its Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'recurring', enRecurring, true, true);
