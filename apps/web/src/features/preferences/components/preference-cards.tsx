import {
  COLOR_SCHEMES,
  COMMUNICATION_METHODS,
  PREFERRED_TIME_SLOTS,
  REMINDER_TIMES,
  type ColorScheme,
  type PreferenceLanguage,
  type Preferences,
} from '@washday/core';
import { Bell, CalendarClock, MessageSquare, Palette, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PushSwitch } from '@/components/pwa/push-switch';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup, PreferenceCard, SelectRow, SwitchRow } from './preference-fields';

/**
 * The languages offered here: the spec also lists Tamil and Telugu, which are offered once the screens are translated
 * into them (issue 12). Saved values outside this list still read back (the server accepts all four).
 */
export const OFFERED_LANGUAGES: readonly PreferenceLanguage[] = ['english', 'hindi'];

/** Each language by its own name, in its own script, whatever the interface language (so it can be found). */
const LANGUAGE_NAMES: Record<PreferenceLanguage, { name: string; lang: string }> = {
  english: { name: 'English', lang: 'en' },
  hindi: { name: 'हिन्दी', lang: 'hi' },
  tamil: { name: 'தமிழ்', lang: 'ta' },
  telugu: { name: 'తెలుగు', lang: 'te' },
};

/** Each scheme's main brand colour, for its swatch (theme-schemes.css holds the full palettes). */
const SWATCHES: Record<ColorScheme, string> = {
  green: '#0d8078',
  blue: 'oklch(54.6% 0.245 262.881)',
  purple: 'oklch(55.8% 0.288 302.321)',
  orange: 'oklch(64.6% 0.222 41.116)',
};

export function NotificationsCard() {
  const { t } = useTranslation('account', { keyPrefix: 'preferences.notifications' });
  return (
    <PreferenceCard icon={Bell} title={t('title')} description={t('description')}>
      <SwitchRow name="notifications.push" label={t('push')} hint={t('pushHint')} />
      <PushSwitch as="customer" label={t('device')} description={t('deviceHint')} className="rounded-2xl bg-slate-50 p-3" />
      <SwitchRow name="notifications.sms" label={t('sms')} hint={t('smsHint')} />
      <SwitchRow name="notifications.email" label={t('email')} hint={t('emailHint')} />
      <SwitchRow name="notifications.orderUpdates" label={t('orderUpdates')} hint={t('orderUpdatesHint')} />
      <SwitchRow name="notifications.promotions" label={t('promotions')} hint={t('promotionsHint')} />
    </PreferenceCard>
  );
}

export function SchedulingCard() {
  const { t } = useTranslation('account', { keyPrefix: 'preferences.scheduling' });
  return (
    <PreferenceCard icon={CalendarClock} title={t('title')} description={t('description')}>
      <ChoiceGroup
        name="scheduling.preferredTimeSlot"
        legend={t('slot')}
        choices={PREFERRED_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`slots.${slot}`), detail: t(`ranges.${slot}`) }))}
        hint={t('slotHint')}
      />
      <SelectRow
        name="scheduling.reminderTime"
        label={t('reminder')}
        choices={REMINDER_TIMES.map((time) => ({ value: time, label: t(`reminders.${time}`) }))}
      />
      <SwitchRow name="scheduling.autoRebook" label={t('autoRebook')} />
    </PreferenceCard>
  );
}

export function CommunicationCard() {
  const { t } = useTranslation('account', { keyPrefix: 'preferences.communication' });
  const method = useWatch<Preferences, 'communication.communicationMethod'>({ name: 'communication.communicationMethod' });
  const language = useWatch<Preferences, 'communication.language'>({ name: 'communication.language' });
  const languages = OFFERED_LANGUAGES.includes(language) ? OFFERED_LANGUAGES : [...OFFERED_LANGUAGES, language];
  return (
    <PreferenceCard icon={MessageSquare} title={t('title')} description={t('description')}>
      <SelectRow
        name="communication.language"
        label={t('language')}
        choices={languages.map((value) => ({ value, label: LANGUAGE_NAMES[value].name, lang: LANGUAGE_NAMES[value].lang }))}
      />
      <ChoiceGroup
        name="communication.communicationMethod"
        legend={t('method')}
        choices={COMMUNICATION_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
        hint={t(`methodHints.${method}`)}
      />
    </PreferenceCard>
  );
}

export function PrivacyCard({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account', { keyPrefix: 'preferences.privacy' });
  return (
    <PreferenceCard icon={ShieldCheck} title={t('title')} description={t('description')}>
      <SwitchRow name="privacy.shareLocation" label={t('shareLocation')} />
      <SwitchRow name="privacy.dataCollection" label={t('dataCollection')} />
      <SwitchRow name="privacy.personalizedAds" label={t('personalizedAds')} />
      {children}
    </PreferenceCard>
  );
}

export function AppearanceCard() {
  const { t } = useTranslation('account', { keyPrefix: 'preferences.appearance' });
  return (
    <PreferenceCard icon={Palette} title={t('title')} description={t('description')}>
      <SwitchRow name="theme.darkMode" label={t('darkMode')} hint={t('darkModeHint')} />
      <ChoiceGroup
        name="theme.colorScheme"
        legend={t('colorScheme')}
        columns={4}
        choices={COLOR_SCHEMES.map((value) => ({ value, label: t(`colors.${value}`), swatch: SWATCHES[value] }))}
      />
    </PreferenceCard>
  );
}
