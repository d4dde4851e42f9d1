import { i18n } from '@/lib/i18n';
import enRider from './en/rider';
import enRiderNotices from './en/rider-notices';

// The rider screens' English, added when the rider area loads (its index imports this), so a customer never
// downloads it. Their Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'rider', enRider, true, true);
i18n.addResourceBundle('en', 'riderNotices', enRiderNotices, true, true);
