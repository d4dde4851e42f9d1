// The customer's preferences (customer-app.md §3 Preferences): five cards with every option and default, the
// schema the API checks a save with, the merge of a stored partial over the defaults, and the rules that apply them
// (which channel an order message goes out on, which pickup slots the preferred time slot means, when a pickup
// reminder goes out).
import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/otp-rules.js';
import { istMoment, parseSlotTime } from '../ordering/slots.js';

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

const choice = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });
const flag = (what: string) => z.boolean({ error: `${what} must be true or false` });
/** A card refuses keys it does not know, naming them (a typo must not be stored silently). */
const card = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown ${name} preference: ${issue.keys.join(', ')}`
        : `${name} preferences must be an object`,
  });

const notificationsCard = card('notifications', {
  push: flag('Push notifications'),
  sms: flag('SMS notifications'),
  email: flag('Email notifications'),
  orderUpdates: flag('Order updates'),
  promotions: flag('Promotions'),
});
const schedulingCard = card('scheduling', {
  preferredTimeSlot: choice(PREFERRED_TIME_SLOTS, 'Preferred time slot'),
  reminderTime: choice(REMINDER_TIMES, 'Reminder time'),
  autoRebook: flag('Auto rebook'),
});
const privacyCard = card('privacy', {
  shareLocation: flag('Share location'),
  dataCollection: flag('Data collection'),
  personalizedAds: flag('Personalized ads'),
});
const communicationCard = card('communication', {
  language: choice(PREFERENCE_LANGUAGES, 'Language'),
  communicationMethod: choice(COMMUNICATION_METHODS, 'Communication method'),
});
const themeCard = card('theme', {
  darkMode: flag('Dark mode'),
  colorScheme: choice(COLOR_SCHEMES, 'Color scheme'),
});

const CARDS = {
  notifications: notificationsCard,
  scheduling: schedulingCard,
  privacy: privacyCard,
  communication: communicationCard,
  theme: themeCard,
};
export type PreferenceCard = keyof typeof CARDS;
export const PREFERENCE_CARDS = Object.keys(CARDS) as PreferenceCard[];

const unknownCard = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Unknown preferences: ${issue.keys?.join(', ')}` : 'Preferences must be an object';

/** Every preference, complete (what the API answers). */
export const preferencesSchema = z.strictObject(CARDS, { error: unknownCard });
export type Preferences = z.infer<typeof preferencesSchema>;

/** A save: any cards, each with any of its fields; unknown cards or fields are refused. */
export const preferencesPatchSchema = z.strictObject(
  {
    notifications: notificationsCard.partial().optional(),
    scheduling: schedulingCard.partial().optional(),
    privacy: privacyCard.partial().optional(),
    communication: communicationCard.partial().optional(),
    theme: themeCard.partial().optional(),
  },
  { error: unknownCard },
);
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/** The spec's defaults. */
export const DEFAULT_PREFERENCES: Preferences = {
  notifications: { push: true, sms: true, email: false, orderUpdates: true, promotions: false },
  scheduling: { preferredTimeSlot: 'morning', reminderTime: '1hour', autoRebook: false },
  privacy: { shareLocation: true, dataCollection: false, personalizedAds: false },
  communication: { language: 'english', communicationMethod: 'sms' },
  theme: { darkMode: false, colorScheme: 'green' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is stored, merged over the defaults field by field. A new account stores `{}`; a field that is missing or no
 * longer valid (an older layout's value) reads as its default, so reading never fails.
 */
export function resolvePreferences(stored: unknown): Preferences {
  const source = isRecord(stored) ? stored : {};
  const resolved: Record<string, Record<string, unknown>> = {};
  for (const name of PREFERENCE_CARDS) {
    const storedCard = isRecord(source[name]) ? source[name] : {};
    const defaults = DEFAULT_PREFERENCES[name] as Record<string, unknown>;
    const fields = CARDS[name].shape as Record<string, z.ZodType>;
    resolved[name] = Object.fromEntries(
      Object.entries(fields).map(([key, schema]) => {
        const parsed = schema.safeParse(storedCard[key]);
        return [key, parsed.success ? parsed.data : defaults[key]];
      }),
    );
  }
  return resolved as Preferences;
}

/** A save applied to the current preferences: the fields it names change, every other stays. */
export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  return {
    notifications: { ...current.notifications, ...patch.notifications },
    scheduling: { ...current.scheduling, ...patch.scheduling },
    privacy: { ...current.privacy, ...patch.privacy },
    communication: { ...current.communication, ...patch.communication },
    theme: { ...current.theme, ...patch.theme },
  };
}

/** What a customer's message is about: order updates and promotions each have their own switch. */
export type MessageTopic = 'order' | 'promotion';

/**
 * The channel a customer's SMS or WhatsApp copy goes out on, or null for none (the in-app notification is kept
 * either way): the topic's switch must be on; 'call' means nobody is messaged automatically; SMS needs its switch.
 */
export function outgoingMessageChannel(preferences: Preferences, topic: MessageTopic): 'sms' | 'whatsapp' | null {
  const { notifications, communication } = preferences;
  if (topic === 'order' && !notifications.orderUpdates) return null;
  if (topic === 'promotion' && !notifications.promotions) return null;
  switch (communication.communicationMethod) {
    case 'whatsapp':
      return 'whatsapp';
    case 'sms':
      return notifications.sms ? 'sms' : null;
    case 'call':
      return null;
  }
}

/**
 * When a pickup's reminder goes out: the start of its hourly slot in India time less the customer's reminder time.
 * Null for a time that is not a listed slot hour. The caller sends none when this moment has passed.
 */
export function pickupReminderAt(pickupDate: string, pickupTime: string, reminderTime: ReminderTime): Date | null {
  if (parseSlotTime(pickupTime) === null) return null;
  return new Date(istMoment(pickupDate, pickupTime).getTime() - REMINDER_LEAD_MINUTES[reminderTime] * 60_000);
}

/** Whether a pickup slot ('HH:00') falls in the preferred range. */
export function inPreferredTimeSlot(time: string, preferred: PreferredTimeSlot): boolean {
  const hour = parseSlotTime(time);
  const { fromHour, toHour } = PREFERRED_TIME_SLOT_RANGES[preferred];
  return hour !== null && hour >= fromHour && hour < toHour;
}

/** The first slot in the preferred range that is not unavailable (full), or null when the range has none. */
export function firstPreferredSlot<S extends { value: string }>(
  options: readonly S[],
  preferred: PreferredTimeSlot,
  unavailable: ReadonlySet<string> = new Set(),
): S | null {
  return options.find((slot) => inPreferredTimeSlot(slot.value, preferred) && !unavailable.has(slot.value)) ?? null;
}
