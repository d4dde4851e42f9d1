import { RotateCcw } from 'lucide-react';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** The spec's first screen: a loading screen while the admin session is checked. */
export function AdminSessionLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <LogoMark className="h-12 w-12 animate-pulse" />
        <span className="text-sm font-medium text-slate-500">Checking your session…</span>
      </div>
    </div>
  );
}

/** The check itself failed (no connection, server down): we cannot tell whether the admin is signed in. */
export function AdminSessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-slate-900/5">
        <LogoMark className="mx-auto h-12 w-12" />
        <h1 className="mt-4 text-xl font-bold text-ink">Connection Issues</h1>
        <p className="mt-1 text-sm text-slate-500">Unable to connect to server. Please try again later.</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    </div>
  );
}
