import { RiderVerificationBoard } from '@/features/admin-riders/components/rider-verification-board';

/** Riders › Verification: pending riders with their documents, approve or reject; approved and rejected under tabs. */
export function RiderVerificationPanel() {
  return <RiderVerificationBoard />;
}
