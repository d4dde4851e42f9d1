import { languageOfPreference, PREFERENCES_MESSAGES, preferencesSchema, type Preferences } from '@washday/core';
import { LoaderCircle } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { dialogToastOptions } from '@/components/ui/dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { setAppLanguage, translateMessage } from '@/lib/i18n';
import { useSavePreferences } from '../api/save-preferences';
import { failureMessage } from '../utils/failure-message';
import { AccountDataSection } from './account-data-section';
import { AppearanceCard, CommunicationCard, NotificationsCard, PrivacyCard, SchedulingCard } from './preference-cards';

export interface PreferencesFormProps {
  preferences: Preferences;
  onClose: () => void;
  onAccountDeleted: () => void | Promise<void>;
}

/** The five cards, saved together on the server. A failed save keeps every choice on screen and says so. */
export function PreferencesForm({ preferences, onClose, onAccountDeleted }: PreferencesFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(preferencesSchema, { defaultValues: preferences });
  const save = useSavePreferences();
  const { isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const languageBefore = form.formState.defaultValues?.communication?.language;
    try {
      const { preferences: saved } = await save.mutateAsync(values);
      form.reset(saved);
      // A new language applies at once (usePreferenceLanguage follows the cache as well); this toast is already in it.
      if (saved.communication.language !== languageBefore)
        await setAppLanguage(languageOfPreference(saved.communication.language));
      toast.success(translateMessage(PREFERENCES_MESSAGES.saved), dialogToastOptions());
    } catch (error) {
      const message = failureMessage(error, PREFERENCES_MESSAGES.saveFailed);
      form.setError('root.server', { type: 'server', message });
      toast.error(t('preferences.errorTitle'), { description: translateMessage(message), ...dialogToastOptions() });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('preferences.title')} onSubmit={(event) => void submit(event)} className="mt-5">
        <div className="space-y-3">
          <NotificationsCard />
          <SchedulingCard />
          <CommunicationCard />
          <PrivacyCard>
            <AccountDataSection onDeleted={onAccountDeleted} />
          </PrivacyCard>
          <AppearanceCard />
        </div>
        <div className="sticky bottom-0 -mx-6 mt-4 space-y-3 border-t border-slate-100 bg-white px-6 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] min-[48rem]:-mx-8 min-[48rem]:px-8">
          <FormAlert />
          <div className="flex flex-col-reverse gap-2 min-[28rem]:flex-row min-[28rem]:justify-end">
            <Button variant="secondary" size="lg" onClick={onClose} disabled={save.isPending}>
              {t('preferences.close')}
            </Button>
            <Button type="submit" size="lg" disabled={save.isPending || !isDirty} aria-busy={save.isPending}>
              {save.isPending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
              {t('preferences.save')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
