import type { Rider } from '@washday/core';
import { LogOut, Wifi, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cn } from '@/lib/cn';

function ConnectionStatus() {
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
      {online ? 'Online' : 'Offline'}
    </span>
  );
}

interface RiderShellProps {
  rider: Rider;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/** The signed-in rider's frame (rider-portal.md §2): logo, connection badge, welcome and logout. */
export function RiderShell({ rider, onLogout, loggingOut, children }: RiderShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 md:px-6">
          <Link to="/rider/dashboard" aria-label="Rider dashboard" className="rounded-xl">
            <Logo tagline="Rider Portal" />
          </Link>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <ConnectionStatus />
            <p className="hidden max-w-[14rem] truncate text-sm text-slate-600 md:block">
              Welcome, <span className="font-semibold text-ink">{rider.name}</span>
            </p>
            <button
              type="button"
              onClick={onLogout}
              disabled={loggingOut}
              className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-slate-600 ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:text-ink disabled:opacity-60"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {loggingOut ? 'Logging out...' : 'Logout'}
            </button>
          </div>
        </div>
        {/* On phones the welcome line gets its own row rather than crowding the first. */}
        <div className="mx-auto max-w-5xl px-4 pb-3 md:hidden">
          <p className="truncate rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600">
            Welcome, <span className="font-semibold text-ink">{rider.name}</span>
          </p>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-6 md:px-6 md:py-10">
        {children}
      </main>
    </div>
  );
}
