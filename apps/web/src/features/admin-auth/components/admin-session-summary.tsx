import { CalendarClock, LogIn, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSession } from '../api/get-admin-session';
import { formatSessionTime } from '../utils/session-time';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 py-3">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        {icon}
      </span>
      <dt className="w-28 shrink-0 text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** The signed-in session, in India time: who, since when, until when. */
export function AdminSessionSummary({ session }: { session: AdminSession }) {
  return (
    <section
      aria-labelledby="admin-session-title"
      className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5 md:p-6"
    >
      <h2 id="admin-session-title" className="text-sm font-bold tracking-wide text-slate-500 uppercase">
        Your session
      </h2>
      <dl className="mt-2 divide-y divide-slate-100">
        <Row icon={<UserRound className="h-4 w-4" aria-hidden="true" />} label="Signed in as">
          {session.username}
        </Row>
        <Row icon={<LogIn className="h-4 w-4" aria-hidden="true" />} label="Since">
          <time dateTime={session.loginTime}>{formatSessionTime(session.loginTime)}</time>
        </Row>
        <Row icon={<CalendarClock className="h-4 w-4" aria-hidden="true" />} label="Until">
          <time dateTime={session.expiresAt}>{formatSessionTime(session.expiresAt)}</time>
        </Row>
      </dl>
    </section>
  );
}
