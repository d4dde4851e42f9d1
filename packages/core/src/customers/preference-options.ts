// The options of the customer's preference cards (customer-app.md §3 Preferences) with their labels and messages:
// plain values, apart from the schemas built from them (preferences.ts), so the home screen's theme needs no zod.
import { AUTH_MESSAGES } from '../auth/otp-rules.js';

export const PREFERRED_TIME_SLOTS = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTimeSlot = (typeof PREFERRED_TIME_SLOTS)[number];

/** The spec's ranges: a pickup slot belongs to a range when its hour is in [fromHour, toHour). */
export const PREFERRED_TIME_SLOT_RANGES: Record<
  PreferredTimeSlot,
  { label: string; range: string; fromHour: number; toHour: number }
> = {
  morning: { label: 'Morning', range: '8AM-12PM', fromHour: 8, toHour: 12 },
  afternoon: { label: 'Afternoon', range: '12PM-4PM', fromHour: 12, toHour: 16 },
  evening: { label: 'Evening', range: '4PM-8PM', fromHour: 16, toHour: 20 },
};

export const REMINDER_TIMES = ['30min', '1hour', '2hours', '1day'] as const;
export type ReminderTime = (typeof REMINDER_TIMES)[number];
export const REMINDER_TIME_LABELS: Record<ReminderTime, string> = {
  '30min': '30 minutes before',
  '1hour': '1 hour before',
  '2hours': '2 hours before',
  '1day': '1 day before',
};
/** How long before the pickup slot starts each reminder goes out. */
export const REMINDER_LEAD_MINUTES: Record<ReminderTime, number> = { '30min': 30, '1hour': 60, '2hours': 120, '1day': 24 * 60 };

export const PREFERENCE_LANGUAGES = ['english', 'hindi', 'tamil', 'telugu'] as const;
export type PreferenceLanguage = (typeof PREFERENCE_LANGUAGES)[number];
export const PREFERENCE_LANGUAGE_LABELS: Record<PreferenceLanguage, string> = {
  english: 'English',
  hindi: 'हिन्दी (Hindi)',
  tamil: 'தமிழ் (Tamil)',
  telugu: 'తెలుగు (Telugu)',
};

/** The languages the app and the server's messages are written in (docs/decisions/0021); the others are pending. */
export const TRANSLATED_LANGUAGES = ['en', 'hi'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A Preferences language as one that is written; one not translated yet reads as English. */
export function languageOfPreference(preference: PreferenceLanguage | undefined): TranslatedLanguage {
  return preference === 'hindi' ? 'hi' : 'en';
}

export const COMMUNICATION_METHODS = ['sms', 'whatsapp', 'call'] as const;
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];
export const COMMUNICATION_METHOD_LABELS: Record<CommunicationMethod, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  call: 'Phone call',
};

export const COLOR_SCHEMES = ['green', 'blue', 'purple', 'orange'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const COLOR_SCHEME_LABELS: Record<ColorScheme, string> = {
  green: 'Green',
  blue: 'Blue',
  purple: 'Purple',
  orange: 'Orange',
};

export const PREFERENCES_MESSAGES = {
  saved: 'Preferences saved successfully',
  savedLocally: 'Preferences saved locally',
  saveFailed: 'Failed to save preferences. Please try again.',
  loadFailed: "Couldn't load your preferences. Please try again.",
  nameRequired: AUTH_MESSAGES.profileNameRequired,
  profileUpdated: AUTH_MESSAGES.profileUpdated,
  profileUpdateFailed: 'Failed to update profile',
} as const;
