import { AUTH_MESSAGES, BUSINESS_TIME_ZONE, formatIndianMobile, profileUpdateSchema, type User } from '@washday/core';
import { CircleAlert, LoaderCircle, Lock, LogOut, Mail, PencilLine, Phone, UserRound } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
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

/** Profile Settings: name and email can be edited; the phone number cannot. */
export function ProfileDialog({ user, open, onOpenChange, onLogout, logoutPending = false, onCloseAutoFocus }: ProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" onCloseAutoFocus={onCloseAutoFocus}>
        <ProfileSettings user={user} onLogout={onLogout} logoutPending={logoutPending} />
      </DialogContent>
    </Dialog>
  );
}

const memberSince = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });

function ProfileSettings({ user, onLogout, logoutPending }: { user: User; onLogout: () => void; logoutPending: boolean }) {
  const [editing, setEditing] = useState(false);
  const name = displayName(user);
  const joined = new Date(user.createdAt);

  return (
    <div className="px-6 pt-6 pb-6 min-[48rem]:px-8 min-[48rem]:pb-8">
      <DialogTitle className="pr-10 text-xl">Profile Settings</DialogTitle>
      <DialogDescription className="mt-0.5">Your account details</DialogDescription>

      <div className="mt-5 flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-50 to-emerald-50 p-4 ring-1 ring-brand-100">
        <UserAvatar name={name} size="lg" className="shadow-soft ring-4 ring-white" />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-ink">{name}</p>
          {Number.isNaN(joined.getTime()) ? null : (
            <p className="text-sm text-slate-600">Customer since {memberSince.format(joined)}</p>
          )}
        </div>
      </div>

      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="mt-5 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200/80">
            <DetailRow icon={<UserRound className="h-5 w-5" />} label="Full Name" value={name} />
            <DetailRow
              icon={<Phone className="h-5 w-5" />}
              label="Mobile Number"
              value={<span className="tabular-nums">{formatIndianMobile(user.phone)}</span>}
              aside={
                <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-500">
                  <Lock className="h-3 w-3" aria-hidden="true" />
                  Can't be changed
                </span>
              }
            />
            <DetailRow
              icon={<Mail className="h-5 w-5" />}
              label="Email"
              value={user.email ?? <span className="font-normal text-slate-400">Not added</span>}
            />
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 min-[28rem]:flex-row">
            <Button
              variant="danger-ghost"
              size="lg"
              className="min-[28rem]:mr-auto"
              onClick={onLogout}
              disabled={logoutPending}
            >
              <LogOut className="h-5 w-5" aria-hidden="true" />
              Log Out
            </Button>
            <Button size="lg" onClick={() => setEditing(true)}>
              <PencilLine className="h-5 w-5" aria-hidden="true" />
              Edit
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function DetailRow({ icon, label, value, aside }: { icon: ReactNode; label: string; value: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 px-4 py-3.5">
      <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-slate-50 text-slate-500">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <dt className="text-xs font-semibold text-slate-500">{label}</dt>
        <dd className="truncate text-[15px] font-semibold text-ink">{value}</dd>
      </div>
      {aside}
    </div>
  );
}

interface EditErrors {
  name?: string | undefined;
  email?: string | undefined;
}

function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const ids = useId();
  const [name, setName] = useState(displayName(user));
  const [email, setEmail] = useState(user.email ?? '');
  const [errors, setErrors] = useState<EditErrors>({});
  /** A refusal that is not about one field, kept on screen after its toast has gone. */
  const [formError, setFormError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const updateProfile = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (updateProfile.isPending) return;
    const parsed = profileUpdateSchema.safeParse({ name, email: email.trim() });
    if (!parsed.success) {
      const next: EditErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'email') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = next.name ?? next.email ?? AUTH_MESSAGES.profileNameRequired;
      toast.error('Error', { description: first, ...dialogToastOptions() });
      (next.name ? nameRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    updateProfile.mutate(
      { name: parsed.data.name, email: parsed.data.email },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.profileUpdated, dialogToastOptions());
          onDone();
        },
        onError: (error) => {
          // Whatever was typed stays in the form so the customer can try again.
          const message = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : PROFILE_UPDATE_FAILED;
          if (error instanceof ApiError && (error.field === 'name' || error.field === 'email')) {
            setErrors({ [error.field]: message });
          } else {
            setFormError(message);
          }
          toast.error('Error', { description: message, ...dialogToastOptions() });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      <div>
        <Label htmlFor={`${ids}-name`}>Full Name</Label>
        <Input
          ref={nameRef}
          id={`${ids}-name`}
          autoComplete="name"
          autoCapitalize="words"
          maxLength={100}
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (errors.name) setErrors((current) => ({ ...current, name: undefined }));
          }}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
        />
        <FieldError id={`${ids}-name-error`}>{errors.name}</FieldError>
      </div>
      <div>
        <Label htmlFor={`${ids}-phone`}>Mobile Number</Label>
        <Input
          id={`${ids}-phone`}
          readOnly
          disabled
          value={formatIndianMobile(user.phone)}
          aria-describedby={`${ids}-phone-hint`}
          className="tabular-nums"
        />
        <p id={`${ids}-phone-hint`} className="mt-1.5 flex items-center gap-1 text-xs text-slate-500">
          <Lock className="h-3 w-3" aria-hidden="true" />
          Your mobile number can't be changed.
        </p>
      </div>
      <div>
        <Label htmlFor={`${ids}-email`}>Email</Label>
        <Input
          ref={emailRef}
          id={`${ids}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com (optional)"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${ids}-email-error` : undefined}
        />
        <FieldError id={`${ids}-email-error`}>{errors.email}</FieldError>
      </div>
      {formError ? (
        <p role="alert" className="flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 min-[28rem]:flex-row min-[28rem]:justify-end">
        <Button variant="secondary" size="lg" onClick={onDone} disabled={updateProfile.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={updateProfile.isPending} aria-busy={updateProfile.isPending}>
          {updateProfile.isPending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
