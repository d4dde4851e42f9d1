import { describe, expect, it } from 'vitest';
import { pickupSlots } from '../ordering/slots.js';
import {
  DEFAULT_PREFERENCES,
  firstPreferredSlot,
  inPreferredTimeSlot,
  mergePreferences,
  outgoingMessageChannel,
  sendsEmailCopy,
  pickupReminderAt,
  preferencesPatchSchema,
  preferencesSchema,
  resolvePreferences,
  type Preferences,
} from './preferences.js';

const prefs = (patch: Parameters<typeof mergePreferences>[1]): Preferences => mergePreferences(DEFAULT_PREFERENCES, patch);

describe('preferences', () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      notifications: { push: true, sms: true, email: false, orderUpdates: true, promotions: false },
      scheduling: { preferredTimeSlot: 'morning', reminderTime: '1hour', autoRebook: false },
      privacy: { shareLocation: true, dataCollection: false, personalizedAds: false },
      communication: { language: 'english', communicationMethod: 'sms' },
      theme: { darkMode: false, colorScheme: 'green' },
    });
    expect(preferencesSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });

  it('reads a stored partial over the defaults, and an invalid or unknown stored value as its default', () => {
    expect(resolvePreferences({})).toEqual(DEFAULT_PREFERENCES);
    expect(resolvePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    const stored = {
      communication: { communicationMethod: 'whatsapp' },
      theme: { colorScheme: 'magenta', darkMode: true },
      privacy: { shareData: true },
      scheduling: 'evening',
    };
    expect(resolvePreferences(stored)).toEqual({
      ...DEFAULT_PREFERENCES,
      communication: { language: 'english', communicationMethod: 'whatsapp' },
      theme: { darkMode: true, colorScheme: 'green' },
    });
  });

  it('merges a save card by card, keeping the fields it does not name', () => {
    const saved = mergePreferences(DEFAULT_PREFERENCES, {
      scheduling: { preferredTimeSlot: 'evening' },
      theme: { darkMode: true },
    });
    expect(saved.scheduling).toEqual({ preferredTimeSlot: 'evening', reminderTime: '1hour', autoRebook: false });
    expect(saved.theme).toEqual({ darkMode: true, colorScheme: 'green' });
    expect(saved.notifications).toEqual(DEFAULT_PREFERENCES.notifications);
  });

  it('refuses unknown cards, unknown fields and values outside the options, naming them', () => {
    const message = (value: unknown) => preferencesPatchSchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ layout: {} })).toBe('Unknown preferences: layout');
    expect(message({ privacy: { shareData: true } })).toBe('Unknown privacy preference: shareData');
    expect(message({ scheduling: { preferredTimeSlot: 'night' } })).toBe(
      'Preferred time slot must be one of: morning, afternoon, evening',
    );
    expect(message({ theme: { colorScheme: 'red' } })).toBe('Color scheme must be one of: green, blue, purple, orange');
    expect(message({ communication: { communicationMethod: 'email' } })).toBe(
      'Communication method must be one of: sms, whatsapp, call',
    );
    expect(message({ notifications: { sms: 'yes' } })).toBe('SMS notifications must be true or false');
    expect(message({ scheduling: { reminderTime: '3hours' } })).toBe('Reminder time must be one of: 30min, 1hour, 2hours, 1day');
    expect(message({ communication: { language: 'french' } })).toBe('Language must be one of: english, hindi, tamil, telugu');
    expect(preferencesPatchSchema.parse({ theme: { colorScheme: 'purple' } })).toEqual({ theme: { colorScheme: 'purple' } });
  });

  it('picks the message channel from the method and the switches', () => {
    expect(outgoingMessageChannel(DEFAULT_PREFERENCES, 'order')).toBe('sms');
    expect(outgoingMessageChannel(prefs({ communication: { communicationMethod: 'whatsapp' } }), 'order')).toBe('whatsapp');
    expect(outgoingMessageChannel(prefs({ communication: { communicationMethod: 'call' } }), 'order')).toBeNull();
    expect(outgoingMessageChannel(prefs({ notifications: { orderUpdates: false } }), 'order')).toBeNull();
    expect(outgoingMessageChannel(prefs({ notifications: { sms: false } }), 'order')).toBeNull();
    expect(
      outgoingMessageChannel(
        prefs({ notifications: { sms: false }, communication: { communicationMethod: 'whatsapp' } }),
        'order',
      ),
    ).toBe('whatsapp');
    // Promotions are off by default.
    expect(outgoingMessageChannel(DEFAULT_PREFERENCES, 'promotion')).toBeNull();
    expect(outgoingMessageChannel(prefs({ notifications: { promotions: true } }), 'promotion')).toBe('sms');
  });

  it('sends an email copy only with the email switch and the topic switch on', () => {
    expect(sendsEmailCopy(DEFAULT_PREFERENCES, 'order')).toBe(false);
    expect(sendsEmailCopy(prefs({ notifications: { email: true } }), 'order')).toBe(true);
    expect(sendsEmailCopy(prefs({ notifications: { email: true, orderUpdates: false } }), 'order')).toBe(false);
    expect(sendsEmailCopy(prefs({ notifications: { email: true } }), 'promotion')).toBe(false);
    expect(sendsEmailCopy(prefs({ notifications: { email: true, promotions: true } }), 'promotion')).toBe(true);
    // 'call' stops SMS and WhatsApp, not the email the customer switched on.
    expect(
      sendsEmailCopy(prefs({ notifications: { email: true }, communication: { communicationMethod: 'call' } }), 'order'),
    ).toBe(true);
  });

  it('maps the preferred time slot to its range of pickup hours', () => {
    expect(['08:00', '11:00'].every((t) => inPreferredTimeSlot(t, 'morning'))).toBe(true);
    expect(inPreferredTimeSlot('12:00', 'morning')).toBe(false);
    expect(['12:00', '15:00'].every((t) => inPreferredTimeSlot(t, 'afternoon'))).toBe(true);
    expect(['16:00', '19:00'].every((t) => inPreferredTimeSlot(t, 'evening'))).toBe(true);
    expect(inPreferredTimeSlot('20:00', 'evening')).toBe(false);
    expect(inPreferredTimeSlot('7:30', 'morning')).toBe(false);
  });

  it('finds the first free slot in the range', () => {
    // 2026-11-22 11:00 IST: today's slots start at noon.
    const now = new Date('2026-11-22T05:30:00Z');
    const today = pickupSlots('2026-11-22', now);
    expect(firstPreferredSlot(today, 'morning')).toBeNull();
    expect(firstPreferredSlot(today, 'afternoon')?.value).toBe('12:00');
    expect(firstPreferredSlot(today, 'afternoon', new Set(['12:00', '13:00']))?.value).toBe('14:00');
    expect(firstPreferredSlot(today, 'evening', new Set(['16:00', '17:00', '18:00', '19:00']))).toBeNull();
  });

  it('puts the pickup reminder its lead before the slot starts, in India time', () => {
    // 10:00 IST on 2026-11-25 is 04:30 UTC.
    expect(pickupReminderAt('2026-11-25', '10:00', '30min')?.toISOString()).toBe('2026-11-25T04:00:00.000Z');
    expect(pickupReminderAt('2026-11-25', '10:00', '1hour')?.toISOString()).toBe('2026-11-25T03:30:00.000Z');
    expect(pickupReminderAt('2026-11-25', '10:00', '2hours')?.toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(pickupReminderAt('2026-11-25', '10:00', '1day')?.toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(pickupReminderAt('2026-11-25', '10:30', '1hour')).toBeNull();
  });
});
