import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Clock, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { useNow } from '@/hooks/use-now';
import type { AdminSession } from '../api/get-admin-session';
import { formatTimeRemaining } from '../utils/session-time';

/** The spec refreshes the remaining time every 60 s. */
export const REMAINING_REFRESH_MS = 60 * 1000;

interface AdminSessionHeaderProps {
  session: AdminSession;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Welcome, time left in the 8-hour session and the admin menu (admin-and-backend.md §2). */
export function AdminSessionHeader({ session, onLogout, loggingOut }: AdminSessionHeaderProps) {
  const now = useNow(REMAINING_REFRESH_MS);
  const remaining = formatTimeRemaining(new Date(session.expiresAt).getTime() - now.getTime());
  const initial = session.username.trim().charAt(0).toUpperCase() || 'A';

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/95 backdrop-blur">
      {/* Phones: logo and menu on the first line, the welcome and time left on the second. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-3 sm:h-16 sm:flex-nowrap sm:py-0 md:px-6">
        {/* Named by what it shows, 'Washday Admin Portal' (WCAG 2.5.3, label in name). */}
        <Link to="/admin" className="order-1 rounded-xl">
          <Logo tagline="Admin Portal" />
        </Link>
        <div className="order-3 flex basis-full items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm sm:order-2 sm:ml-auto sm:basis-auto sm:flex-col sm:items-end sm:gap-0 sm:bg-transparent sm:p-0">
          <p className="truncate text-slate-600">
            Welcome, <span className="font-semibold text-ink">{session.username}</span>
          </p>
          <p className="flex shrink-0 items-center gap-1 text-xs font-medium text-slate-500">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {remaining}
          </p>
        </div>
        <div className="order-2 ml-auto sm:order-3 sm:ml-0">
          {/* Not modal, as the shared menu (components/ui/dropdown-menu.tsx). */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger
              aria-label="Admin menu"
              className="inline-flex h-10 items-center gap-1.5 rounded-full bg-white py-1 pr-2.5 pl-1 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 data-[state=open]:ring-brand-300"
            >
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-emerald-500 text-sm font-bold text-white">
                {initial}
              </span>
              <ChevronDown className="h-4 w-4 text-slate-500" aria-hidden="true" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={8}
                className="z-50 min-w-56 rounded-2xl bg-white p-1.5 shadow-lift ring-1 ring-slate-900/10"
              >
                <DropdownMenu.Label className="px-3 py-2">
                  <span className="block text-xs text-slate-500">Signed in as</span>
                  <span className="block truncate text-sm font-semibold text-ink">{session.username}</span>
                </DropdownMenu.Label>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                <DropdownMenu.Item
                  disabled={loggingOut}
                  onSelect={onLogout}
                  className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-red-700 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-red-50"
                >
                  <LogOut className="h-4 w-4" aria-hidden="true" />
                  {loggingOut ? 'Logging out...' : 'Log out'}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </div>
    </header>
  );
}
