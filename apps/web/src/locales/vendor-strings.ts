import { i18n } from '@/lib/i18n';
import enVendor from './en/vendor';

// The laundry screens' English, added when the vendor area loads (its index imports this), so a customer never
// downloads it. Their Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'vendor', enVendor, true, true);
