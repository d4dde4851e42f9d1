import { Eye, EyeOff, LoaderCircle, RotateCcw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRiderKeys } from '../api/admin-rider-keys';
import { useAdminRider } from '../api/get-admin-rider';
import { groupAadhaar } from '../utils/rider-format';

/**
 * The Aadhaar number masked, and in full on request: the verifying admin compares it with the card image.
 * The full number is fetched only then, and forgotten when hidden.
 */
export function AadhaarReveal({ riderId, masked }: { riderId: string; masked: string }) {
  const [revealed, setRevealed] = useState(false);
  const queryClient = useQueryClient();
  const full = useAdminRider(riderId, { enabled: revealed });
  const toggle = () => {
    // Hidden again: the full number leaves the cache too.
    if (revealed) queryClient.removeQueries({ queryKey: adminRiderKeys.detail(riderId) });
    setRevealed(!revealed);
  };
  const shown = revealed && full.data ? full.data.rider.aadharNumber : masked;

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono text-[15px] font-semibold tracking-wide text-ink tabular-nums" aria-live="polite">
        {groupAadhaar(shown)}
      </span>
      {revealed && full.isError ? (
        <button
          type="button"
          onClick={() => void full.refetch()}
          className="inline-flex items-center gap-1 text-xs font-semibold text-red-600 hover:underline"
        >
          <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />
          Could not load the number. Retry
        </button>
      ) : (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={revealed}
          className="inline-flex items-center gap-1 rounded-lg px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
        >
          {revealed && full.isFetching ? (
            <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
          ) : revealed ? (
            <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {revealed ? 'Hide number' : 'Show full number'}
        </button>
      )}
    </div>
  );
}
