import { i18n } from '@/lib/i18n';
import enNotices from './en/notices';

// The notification bodies' English (core's own words), added when a body is first composed (notification-body.ts
// imports this), so the home's first load carries neither it nor core's notice texts. Its Hindi comes with the rest
// of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'notices', enNotices, true, true);
