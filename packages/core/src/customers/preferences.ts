// The customer's preferences (customer-app.md §3 Preferences): the schema the API checks a save with, the defaults,
// the merge of a stored partial over the defaults, and the rules that apply them (which channel an order message goes
// out on, which pickup slots the preferred time slot means, when a pickup reminder goes out). Each card's options and
// labels are in preference-options.ts, which the home screen imports without zod.
import { z } from 'zod';
import { istMoment, parseSlotTime } from '../ordering/slots.js';
import {
  COLOR_SCHEMES,
  COMMUNICATION_METHODS,
  PREFERENCE_LANGUAGES,
  PREFERRED_TIME_SLOT_RANGES,
  PREFERRED_TIME_SLOTS,
  REMINDER_LEAD_MINUTES,
  REMINDER_TIMES,
  type PreferredTimeSlot,
  type ReminderTime,
} from './preference-options.js';

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

/** Whether the customer wants messages on this topic at all (orderUpdates or promotions). */
function topicSwitchOn({ notifications }: Preferences, topic: MessageTopic): boolean {
  return topic === 'order' ? notifications.orderUpdates : notifications.promotions;
}

/**
 * Whether a customer's notification also goes out as an email (their address is the caller's to check): the email
 * switch and the topic's switch must both be on. It is independent of the SMS/WhatsApp choice.
 */
export function sendsEmailCopy(preferences: Preferences, topic: MessageTopic): boolean {
  return preferences.notifications.email && topicSwitchOn(preferences, topic);
}

/**
 * The channel a customer's SMS or WhatsApp copy goes out on, or null for none (the in-app notification is kept
 * either way): the topic's switch must be on; 'call' means nobody is messaged automatically; SMS needs its switch.
 */
export function outgoingMessageChannel(preferences: Preferences, topic: MessageTopic): 'sms' | 'whatsapp' | null {
  const { notifications, communication } = preferences;
  if (!topicSwitchOn(preferences, topic)) return null;
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
