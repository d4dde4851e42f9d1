import { formatIndianMobile, type User } from '@washday/core';
import { ClipboardList, Gift, LogOut, MapPinHouse, SlidersHorizontal, Sparkles, UserRoundCog } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cn } from '@/lib/cn';
import { useLogout } from '../api/logout';
import { displayName, initialsOf } from '../utils/auth-format';
import { ProfileDialog } from './profile-dialog';
import { UserAvatar } from './user-avatar';

interface UserMenuProps {
  user: User;
  /** Entries that belong to other features; the area passes them in and each shows only when given. */
  onMyBookings?: () => void;
  onPlans?: () => void;
  onSavedAddresses?: () => void;
  onPreferences?: () => void;
  onReferAndEarn?: () => void;
  /** The Refer & Earn badge ('50% OFF'), from the server's terms. */
  referBadge?: string | undefined;
}

/** The signed-in customer's avatar button and account menu (with the Profile Settings dialog). */
export function UserMenu({
  user,
  onMyBookings,
  onPlans,
  onSavedAddresses,
  onPreferences,
  onReferAndEarn,
  referBadge,
}: UserMenuProps) {
  const { t } = useTranslation('auth');
  const [profileOpen, setProfileOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const name = displayName(user);
  const initials = initialsOf(name);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={triggerRef}
          aria-label={initials ? t('userMenu.labelWithInitials', { initials }) : t('userMenu.label')}
          className="relative inline-flex rounded-full shadow-soft ring-2 ring-white transition hover:brightness-105 data-[state=open]:ring-brand-200"
        >
          <UserAvatar name={name} />
          <OnlineDot className="absolute -right-0.5 -bottom-0.5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-72">
          <DropdownMenuLabel className="flex items-center gap-3 px-2.5 pt-2.5 pb-3">
            <UserAvatar name={name} size="md" />
            <span className="min-w-0">
              <span translate="no" className="block truncate text-[15px] font-bold text-ink">
                {name}
              </span>
              <span translate="no" className="block text-sm text-slate-500 tabular-nums">
                {formatIndianMobile(user.phone)}
              </span>
              <OnlineStatus />
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {onMyBookings ? (
            <DropdownMenuItem onSelect={onMyBookings}>
              <ClipboardList className="h-5 w-5 text-slate-500" aria-hidden="true" />
              {t('userMenu.myBookings')}
            </DropdownMenuItem>
          ) : null}
          {onPlans ? (
            <DropdownMenuItem onSelect={onPlans}>
              <Sparkles className="h-5 w-5 text-slate-500" aria-hidden="true" />
              {t('userMenu.plans')}
            </DropdownMenuItem>
          ) : null}
          {onSavedAddresses ? (
            <DropdownMenuItem onSelect={onSavedAddresses}>
              <MapPinHouse className="h-5 w-5 text-slate-500" aria-hidden="true" />
              {t('userMenu.savedAddresses')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
            <UserRoundCog className="h-5 w-5 text-slate-500" aria-hidden="true" />
            {t('userMenu.profile')}
          </DropdownMenuItem>
          {onPreferences ? (
            <DropdownMenuItem onSelect={onPreferences}>
              <SlidersHorizontal className="h-5 w-5 text-slate-500" aria-hidden="true" />
              {t('userMenu.preferences')}
            </DropdownMenuItem>
          ) : null}
          {onReferAndEarn ? (
            <DropdownMenuItem onSelect={onReferAndEarn}>
              <Gift className="h-5 w-5 text-slate-500" aria-hidden="true" />
              {t('userMenu.referAndEarn')}
              {referBadge ? (
                <span className="ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-[11px] font-extrabold text-amber-950">
                  {referBadge}
                </span>
              ) : null}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" disabled={logout.isPending} onSelect={() => logout.mutate()}>
            <LogOut className="h-5 w-5" aria-hidden="true" />
            {t('userMenu.logOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <ProfileDialog
        user={user}
        open={profileOpen}
        onOpenChange={setProfileOpen}
        onLogout={() => {
          setProfileOpen(false);
          logout.mutate();
        }}
        logoutPending={logout.isPending}
        onCloseAutoFocus={(event) => {
          // The dialog opened from a menu item that no longer exists; return focus to the avatar instead.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      />
    </>
  );
}

function OnlineDot({ className }: { className?: string }) {
  const online = useOnlineStatus();
  return (
    <span
      aria-hidden="true"
      className={cn('h-3 w-3 rounded-full ring-2 ring-white', online ? 'bg-emerald-500' : 'bg-slate-400', className)}
    />
  );
}

/** The spec's "Online" indicator, tied to the real connection so it never claims online while offline. */
function OnlineStatus() {
  const { t } = useTranslation('auth');
  const online = useOnlineStatus();
  return (
    <span
      className={cn(
        'mt-1 inline-flex items-center gap-1.5 text-xs font-semibold',
        online ? 'text-emerald-700' : 'text-slate-500',
      )}
    >
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', online ? 'bg-emerald-500' : 'bg-slate-400')} />
      {online ? t('userMenu.online') : t('userMenu.offline')}
    </span>
  );
}
