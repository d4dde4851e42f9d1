import type { Rider } from '@washday/core';
import { Bell, LayoutDashboard, LogOut, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { formatUnreadBadge } from '@/features/rider-notifications/utils/notification-details';
import { useBottomBar } from '@/hooks/use-bottom-bar';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cn } from '@/lib/cn';
import { RiderLanguageSwitch } from './rider-language-switch';

export const RIDER_NAV = {
  dashboard: '/rider/dashboard',
  notifications: '/rider/notifications',
} as const;

function ConnectionStatus() {
  const { t } = useTranslation('rider');
  const online = useOnlineStatus();
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        online ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-800 ring-amber-200',
      )}
    >
      {online ? <Wifi className="h-3.5 w-3.5" aria-hidden="true" /> : <WifiOff className="h-3.5 w-3.5" aria-hidden="true" />}
      {online ? t('shell.online') : t('shell.offline')}
    </span>
  );
}

function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="rider-unread-badge"
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums',
        className,
      )}
    >
      {formatUnreadBadge(count)}
    </span>
  );
}

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  badge?: number;
}

/**
 * The rider's pages as links in a nav. A link's name is its label, then what its badge shows ('Notifications, 9+
 * unread'): read once from a hidden line, while the drawn label and badge are hidden from screen readers, so the
 * name starts with the words on the screen (WCAG 2.5.3) and reads the same in every browser.
 */
function RiderNav({
  ref,
  items,
  className,
  innerClassName,
  linkClassName,
  children,
}: {
  ref?: Ref<HTMLElement>;
  items: NavItem[];
  className: string;
  /** A box the links sit in, inside the nav. */
  innerClassName?: string;
  linkClassName: (isActive: boolean) => string;
  children: (item: NavItem, isActive: boolean) => ReactNode;
}) {
  const { t } = useTranslation('rider');
  const links = items.map((item) => (
    <NavLink key={item.to} to={item.to} className={({ isActive }) => linkClassName(isActive)}>
      {({ isActive }) => (
        <>
          <span className="sr-only">
            {item.badge && item.badge > 0
              ? t('shell.withUnread', { label: item.label, unread: formatUnreadBadge(item.badge) })
              : item.label}
          </span>
          {children(item, isActive)}
        </>
      )}
    </NavLink>
  ));
  return (
    <nav ref={ref} aria-label={t('shell.navLabel')} className={className}>
      {innerClassName ? <div className={innerClassName}>{links}</div> : links}
    </nav>
  );
}

/** Desktop: links in the header. */
function HeaderNav({ items }: { items: NavItem[] }) {
  return (
    <RiderNav
      items={items}
      className="hidden items-center gap-1 md:flex"
      linkClassName={(isActive) =>
        cn(
          'relative inline-flex h-12 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-50 hover:text-ink',
        )
      }
    >
      {(item) => (
        <>
          <item.icon className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{item.label}</span>
          <UnreadBadge count={item.badge ?? 0} />
        </>
      )}
    </RiderNav>
  );
}

/** Phones: a bottom bar within the thumb's reach, with large targets. */
function BottomNav({ items }: { items: NavItem[] }) {
  // The install and update banners keep above it.
  const navRef = useBottomBar<HTMLElement>();
  return (
    <RiderNav
      ref={navRef}
      items={items}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200/70 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      innerClassName="mx-auto flex max-w-md"
      linkClassName={(isActive) =>
        cn(
          'flex h-16 flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
          isActive ? 'text-brand-700' : 'text-slate-500 active:bg-slate-50',
        )
      }
    >
      {(item, isActive) => (
        <>
          <span
            aria-hidden="true"
            className={cn('relative inline-flex h-8 w-14 items-center justify-center rounded-full', isActive && 'bg-brand-50')}
          >
            <item.icon className="h-5 w-5" />
            <UnreadBadge count={item.badge ?? 0} className="absolute -top-1 right-1.5" />
          </span>
          <span aria-hidden="true">{item.label}</span>
        </>
      )}
    </RiderNav>
  );
}

interface RiderShellProps {
  rider: Rider;
  /** Unread notifications for the badge (0 while the notifications page is open). */
  unreadCount: number;
  onLogout: () => void;
  loggingOut: boolean;
  /** Shown under the header on every page (location sharing trouble). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in rider's frame (rider-portal.md §2): logo, navigation with the unread badge (9+ above 9), connection
 * badge, welcome and logout. On phones the navigation is a bottom bar for one-handed use.
 */
export function RiderShell({ rider, unreadCount, onLogout, loggingOut, notice, children }: RiderShellProps) {
  const { t } = useTranslation('rider');
  const items: NavItem[] = [
    { to: RIDER_NAV.dashboard, label: t('shell.dashboard'), icon: LayoutDashboard },
    { to: RIDER_NAV.notifications, label: t('shell.notifications'), icon: Bell, badge: unreadCount },
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 md:px-6">
          {/* Named by what it shows, 'Washday Rider Portal' (WCAG 2.5.3, label in name). */}
          <Link to={RIDER_NAV.dashboard} className="inline-flex min-h-12 items-center rounded-xl">
            <Logo tagline={t('portal.title')} />
          </Link>
          <HeaderNav items={items} />
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <ConnectionStatus />
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="inline-flex h-12 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-slate-600 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-ink disabled:opacity-60"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {loggingOut ? t('shell.loggingOut') : t('shell.logout')}
            </button>
          </div>
        </div>
        {/* The welcome line and the language switch get their own row rather than crowding the first. */}
        <div className="mx-auto flex max-w-5xl items-center gap-2 px-4 pb-3 md:px-6">
          <p className="min-w-0 flex-1 truncate rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="shell.welcome"
              values={{ name: rider.name }}
              components={{ 1: <span translate="no" className="font-semibold text-ink" /> }}
            />
          </p>
          <RiderLanguageSwitch />
        </div>
      </header>
      {notice ? <div className="mx-auto w-full max-w-5xl px-4 pt-4 md:px-6">{notice}</div> : null}
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 pt-5 pb-28 md:px-6 md:py-10">{children}</main>
      <BottomNav items={items} />
    </div>
  );
}
