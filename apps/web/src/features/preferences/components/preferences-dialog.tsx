import { PREFERENCES_MESSAGES } from '@washday/core';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { translateMessage } from '@/lib/i18n';
import { usePreferences } from '../api/get-preferences';
import { PreferencesForm } from './preferences-form';

export interface PreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server erased the account: forget the session on this device. */
  onAccountDeleted: () => void | Promise<void>;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** Preferences (customer-app.md §2): Notifications, Scheduling, Communication, Privacy and Appearance, plus Close. */
export function PreferencesDialog({ open, onOpenChange, onAccountDeleted, onCloseAutoFocus }: PreferencesDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="px-6 pt-[max(1.5rem,env(safe-area-inset-top))] min-[48rem]:px-8 min-[48rem]:pt-8">
          <DialogTitle className="pr-10 text-xl">{t('preferences.title')}</DialogTitle>
          <DialogDescription className="mt-0.5">{t('preferences.description')}</DialogDescription>
          <PreferencesBody onClose={() => onOpenChange(false)} onAccountDeleted={onAccountDeleted} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PreferencesBody({ onClose, onAccountDeleted }: { onClose: () => void; onAccountDeleted: () => void | Promise<void> }) {
  const { t } = useTranslation('account');
  const preferences = usePreferences(true);
  if (preferences.data)
    return <PreferencesForm preferences={preferences.data} onClose={onClose} onAccountDeleted={onAccountDeleted} />;
  if (preferences.isError) {
    return (
      <div role="alert" className="my-8 flex flex-col items-center gap-3 text-center">
        <CircleAlert className="h-8 w-8 text-red-500" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-600">{translateMessage(PREFERENCES_MESSAGES.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void preferences.refetch()} disabled={preferences.isFetching}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('preferences.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t('preferences.loading')} className="mt-5 space-y-3 pb-6">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-36 rounded-2xl" />
      ))}
    </div>
  );
}
