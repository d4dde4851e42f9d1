import { QUICK_PICKUP_MESSAGES, type AddressRecord, type User } from '@washday/core';
import { LoaderCircle, LogIn, Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/i18n';
import { QuickPickupForm } from './quick-pickup-form';

export interface QuickPickupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in customer; null for a guest, undefined while the session is being read. */
  user: User | null | undefined;
  /** The customer's saved addresses; undefined while they load. */
  addresses: readonly AddressRecord[] | undefined;
  onSignIn: () => void;
  onViewBookings?: () => void;
}

/** The Quick Pickup dialog (customer-app.md §2, §5): a guest is asked to sign in first ('Login Required'). */
export function QuickPickupDialog({ open, onOpenChange, user, addresses, onSignIn, onViewBookings }: QuickPickupDialogProps) {
  const descriptionId = useId();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        mobileLayout="sheet"
        widthClassName="min-[48rem]:max-w-lg"
        aria-describedby={descriptionId}
        // The Login Required panel has its own Close button.
        showClose={user !== null}
      >
        {user === null ? (
          <LoginRequired descriptionId={descriptionId} onSignIn={onSignIn} />
        ) : user === undefined || addresses === undefined ? (
          <Loading descriptionId={descriptionId} />
        ) : (
          <QuickPickupForm
            user={user}
            addresses={addresses}
            onDone={close}
            onViewBookings={onViewBookings}
            descriptionId={descriptionId}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LoginRequired({ descriptionId, onSignIn }: { descriptionId: string; onSignIn: () => void }) {
  const { t } = useTranslation('account', { keyPrefix: 'quickPickup' });
  return (
    <div className="flex flex-col items-center px-6 pt-10 pb-8 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Zap className="h-7 w-7" aria-hidden="true" />
      </span>
      <DialogTitle className="mt-4 text-xl">{t('loginTitle')}</DialogTitle>
      <DialogDescription id={descriptionId} className="mt-1 max-w-xs">
        {translateMessage(QUICK_PICKUP_MESSAGES.loginRequired)}
      </DialogDescription>
      <div className="mt-6 flex w-full flex-col-reverse gap-2 min-[28rem]:flex-row min-[28rem]:justify-center">
        <DialogClose asChild>
          <Button variant="secondary" size="lg">
            {t('close')}
          </Button>
        </DialogClose>
        <Button size="lg" onClick={onSignIn}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          {t('signIn')}
        </Button>
      </div>
    </div>
  );
}

function Loading({ descriptionId }: { descriptionId: string }) {
  const { t } = useTranslation('account', { keyPrefix: 'quickPickup' });
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <DialogTitle className="text-xl">{t('title')}</DialogTitle>
      <DialogDescription id={descriptionId} className="mt-1 flex items-center gap-2">
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t('loading')}
      </DialogDescription>
    </div>
  );
}
