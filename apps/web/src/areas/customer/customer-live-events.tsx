import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSession } from '@/features/auth/api/get-session';
import { LivePollContext } from '@/hooks/use-live-poll-interval';

// The stream's code loads for a signed-in customer only: a guest's first load does not carry it (decision 0039).
const CustomerLiveStream = lazy(async () => ({ default: (await import('./customer-live-stream')).CustomerLiveStream }));

/**
 * The signed-in customer's live stream (customer-live-stream.tsx) and what it tells the screens: while the stream is
 * down, or not open yet, they poll (LivePollContext).
 */
export function CustomerLiveEvents({ children }: { children: ReactNode }) {
  const session = useSession();
  const [connected, setConnected] = useState(false);
  const pollInterval = (ms: number): number | false => (connected ? false : ms);
  return (
    <LivePollContext value={pollInterval}>
      {session.data ? (
        <Suspense fallback={null}>
          <CustomerLiveStream onConnected={setConnected} />
        </Suspense>
      ) : null}
      {children}
    </LivePollContext>
  );
}
