import { createContext, lazy, useContext, useMemo, useState, type ReactNode } from 'react';
import { MountOnceOpen } from '@/components/mount-once-open';
import { useSession } from '@/features/auth/api/get-session';
import { useVerifications } from '@/features/verifications/api/get-verifications';
import { PendingChangesBanner } from '@/features/verifications/components/pending-changes-banner';
import { pendingVerifications } from '@/features/verifications/utils/pending-verifications';

// Loaded when a change is first reviewed; most visits have none waiting.
const VerificationDialog = lazy(async () => ({
  default: (await import('@/features/verifications/components/verification-dialog')).VerificationDialog,
}));

type VerificationReview = { pendingIds: string[]; review: (id: string) => void };
const VerificationReviewContext = createContext<VerificationReview>({ pendingIds: [], review: () => {} });

/** Opens the Customer Verification dialog from a notification or the banner. */
export const useVerificationReview = () => useContext(VerificationReviewContext);

/**
 * The signed-in customer's verifications of rider changes: which wait for a decision, and the one dialog that shows a
 * proposal. Live events refresh the list (customer-live-events.tsx), so a new proposal appears without a reload.
 */
export function CustomerVerifications({ children }: { children: ReactNode }) {
  const session = useSession();
  const list = useVerifications(session.data?.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const pendingIds = useMemo(() => pendingVerifications(list.data ?? []).map((v) => v.id), [list.data]);
  const value = useMemo(() => ({ pendingIds, review: setOpenId }), [pendingIds]);
  const verification = (openId && list.data?.find((v) => v.id === openId)) || null;
  return (
    <VerificationReviewContext value={value}>
      {children}
      <MountOnceOpen open={verification !== null}>
        <VerificationDialog key={openId} verification={verification} onOpenChange={(open) => !open && setOpenId(null)} />
      </MountOnceOpen>
    </VerificationReviewContext>
  );
}

/** The banner for the screen it sits on; Review Now opens the first change waiting (high priority, oldest first). */
export function PendingChangesNotice({ className }: { className?: string }) {
  const { pendingIds, review } = useVerificationReview();
  return (
    <div className={pendingIds.length ? className : undefined}>
      <PendingChangesBanner pendingIds={pendingIds} onReview={() => pendingIds[0] && review(pendingIds[0])} />
    </div>
  );
}
