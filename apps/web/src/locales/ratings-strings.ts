import { i18n } from '@/lib/i18n';
import enRatings from './en/ratings';

// The rating sheet's and the rider's tips card's English, added where they load (My Bookings' cards, the rider area),
// so the customer's first load does not carry it. Its Hindi comes with the rest of the Hindi (locales/hindi.ts).
i18n.addResourceBundle('en', 'ratings', enRatings, true, true);
