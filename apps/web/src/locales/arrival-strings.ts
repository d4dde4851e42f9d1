import { i18n } from '@/lib/i18n';
import enArrival from './en/arrival';

// The arrival line's English, added when it loads (it imports this), so the customer's first load does not carry it.
// Its Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'arrival', enArrival, true, true);
