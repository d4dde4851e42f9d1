import { AUTH_MESSAGES, BUSINESS_TIME_ZONE, formatIndianMobile, profileUpdateSchema, type User } from '@washday/core';
import { LoaderCircle, Lock, LogOut, Mail, PencilLine, Phone, ReceiptText, UserRound } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { applyServerError } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { useUpdateProfile } from '../api/update-profile';
import { displayName } from '../utils/auth-format';
import { UserAvatar } from './user-avatar';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

export interface ProfileDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogout: () => void;
  logoutPending?: boolean;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** Profile Settings: name, email and GSTIN (for tax invoices) can be edited; the phone number cannot. */
export function ProfileDialog({
  user,
  open,
  onOpenChange,
  onLogout,
  logoutPending = false,
  onCloseAutoFocus,
}: ProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" onCloseAutoFocus={onCloseAutoFocus}>
        <ProfileSettings user={user} onLogout={onLogout} logoutPending={logoutPending} />
      </DialogContent>
    </Dialog>
  );
}

function ProfileSettings({ user, onLogout, logoutPending }: { user: User; onLogout: () => void; logoutPending: boolean }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const memberSince = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
  const name = displayName(user);
  const joined = new Date(user.createdAt);

  return (
    <div className="px-6 pt-6 pb-6 min-[48rem]:px-8 min-[48rem]:pb-8">
      <DialogTitle className="pr-10 text-xl">{t('profile.title')}</DialogTitle>
      <DialogDescription className="mt-0.5">{t('profile.description')}</DialogDescription>

      <div className="mt-5 flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-50 to-emerald-50 p-4 ring-1 ring-brand-100">
        <UserAvatar name={name} size="lg" className="shadow-soft ring-4 ring-white" />
        <div className="min-w-0">
          <p translate="no" className="truncate text-lg font-bold text-ink">
            {name}
          </p>
          {Number.isNaN(joined.getTime()) ? null : (
            <p className="text-sm text-slate-600">{t('profile.customerSince', { date: memberSince.format(joined) })}</p>
          )}
        </div>
      </div>

      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="mt-5 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200/80">
            <DetailRow icon={<UserRound className="h-5 w-5" />} label={t('profile.nameLabel')} value={name} userData />
            <DetailRow
              icon={<Phone className="h-5 w-5" />}
              label={t('profile.phoneLabel')}
              value={<span className="tabular-nums">{formatIndianMobile(user.phone)}</span>}
              userData
              aside={
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-500">
                  <Lock className="h-3 w-3" aria-hidden="true" />
                  {t('profile.locked')}
                </span>
              }
            />
            <DetailRow
              icon={<Mail className="h-5 w-5" />}
              label={t('profile.emailLabel')}
              value={user.email ?? <span className="font-normal text-slate-500">{t('profile.notAdded')}</span>}
              userData={Boolean(user.email)}
            />
            <DetailRow
              icon={<ReceiptText className="h-5 w-5" />}
              label={t('profile.gstinLabel')}
              value={
                user.gstin ? (
                  <span className="tracking-wide tabular-nums">{user.gstin}</span>
                ) : (
                  <span className="font-normal text-slate-500">{t('profile.notAdded')}</span>
                )
              }
              userData={Boolean(user.gstin)}
            />
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 min-[28rem]:flex-row">
            <Button variant="danger-ghost" size="lg" className="min-[28rem]:mr-auto" onClick={onLogout} disabled={logoutPending}>
              <LogOut className="h-5 w-5" aria-hidden="true" />
              {t('profile.logOut')}
            </Button>
            <Button size="lg" onClick={() => setEditing(true)}>
              <PencilLine className="h-5 w-5" aria-hidden="true" />
              {t('profile.edit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** `userData`: the value is the customer's own (a name, a number), not interface text to translate. */
function DetailRow({
  icon,
  label,
  value,
  aside,
  userData = false,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  aside?: ReactNode;
  userData?: boolean;
}) {
  return (
    // The icon sits inside the <dt> and the aside inside the <dd>: a <dl>'s row may hold only its <dt> and <dd>.
    <div className="relative min-h-16 py-3.5 pr-4 pl-16">
      <dt className="text-xs font-semibold text-slate-500">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-xl bg-slate-50 text-slate-500"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="flex items-center justify-between gap-3">
        <span translate={userData ? 'no' : undefined} className="min-w-0 truncate text-[15px] font-semibold text-ink">
          {value}
        </span>
        {aside}
      </dd>
    </div>
  );
}

type ProfileValues = z.input<typeof profileUpdateSchema>;

function profileErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : PROFILE_UPDATE_FAILED;
}

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const ids = useId();
  const form = useZodForm(profileUpdateSchema, {
    defaultValues: { name: displayName(user), email: user.email ?? '', gstin: user.gstin ?? '' },
  });
  const updateProfile = useUpdateProfile();
  const toastError = (message: string) =>
    toast.error(t('profile.errorTitle'), { description: translateMessage(message), ...dialogToastOptions() });

  const submit = form.handleSubmit(
    async ({ name, email, gstin }) => {
      try {
        // The GSTIN goes only when it changed (left out, the server keeps it); null removes it.
        await updateProfile.mutateAsync({ name, email, ...(gstin === (user.gstin ?? null) ? {} : { gstin }) });
        toast.success(translateMessage(AUTH_MESSAGES.profileUpdated), dialogToastOptions());
        onDone();
      } catch (error) {
        // Whatever was typed stays in the form so the customer can try again.
        applyServerError(form.setError, error, { fields: ['name', 'email', 'gstin'], message: profileErrorMessage });
        toastError(profileErrorMessage(error));
      }
    },
    (errors) =>
      toastError(errors.name?.message ?? errors.email?.message ?? errors.gstin?.message ?? AUTH_MESSAGES.profileNameRequired),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-4">
        <TextField<ProfileValues>
          name="name"
          label={t('profile.nameLabel')}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={100}
          autoFocus
        />
        <div>
          <Label htmlFor={`${ids}-phone`}>{t('profile.phoneLabel')}</Label>
          <Input
            id={`${ids}-phone`}
            readOnly
            disabled
            value={formatIndianMobile(user.phone)}
            aria-describedby={`${ids}-phone-hint`}
            className="tabular-nums"
            translate="no"
          />
          <p id={`${ids}-phone-hint`} className="mt-1.5 flex items-center gap-1 text-xs text-slate-500">
            <Lock className="h-3 w-3" aria-hidden="true" />
            {t('profile.phoneLocked')}
          </p>
        </div>
        <TextField<ProfileValues>
          name="email"
          label={t('profile.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('profile.emailPlaceholder')}
        />
        <TextField<ProfileValues>
          name="gstin"
          label={t('profile.gstinLabel')}
          hint={t('profile.gstinHint')}
          placeholder={t('profile.gstinPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          clean={(raw) => raw.toUpperCase()}
          inputClassName="tracking-wide uppercase placeholder:normal-case placeholder:tracking-normal"
          translate="no"
        />
        <FormAlert />
        <div className="flex flex-col-reverse gap-2 pt-2 min-[28rem]:flex-row min-[28rem]:justify-end">
          <Button variant="secondary" size="lg" onClick={onDone} disabled={updateProfile.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={updateProfile.isPending} aria-busy={updateProfile.isPending}>
            {updateProfile.isPending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
