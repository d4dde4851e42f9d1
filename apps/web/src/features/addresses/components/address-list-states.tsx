import { LogIn, MapPinHouse, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { addressErrorMessage } from '../utils/address-messages';

export function EmptyState({ text, detail, action }: { text: string; detail?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-10 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPinHouse className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-[15px] font-semibold text-ink">{text}</p>
      {detail ? <p className="mt-1 text-sm text-slate-500">{detail}</p> : null}
      {action}
    </div>
  );
}

export function AddressListSkeleton() {
  const { t } = useTranslation('addresses');
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1].map((key) => (
        <div key={key} className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-900/5">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * What an address list shows instead of its rows: a sign-in prompt for guests, a skeleton while loading,
 * a retry on failure, or the empty text. Renders `children` (the rows) otherwise.
 */
export function AddressListStates({
  signedIn,
  onSignIn,
  addresses,
  emptyText,
  emptyDetail,
  children,
}: {
  signedIn: boolean;
  onSignIn?: (() => void) | undefined;
  addresses: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: readonly unknown[] | undefined;
    refetch: () => unknown;
  };
  emptyText: string;
  emptyDetail?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('addresses');
  if (!signedIn) {
    return (
      <EmptyState
        text={t('list.emptyGuest')}
        action={
          onSignIn ? (
            <Button onClick={onSignIn} className="mt-4">
              <LogIn className="h-4 w-4" aria-hidden="true" />
              {t('list.signIn')}
            </Button>
          ) : null
        }
      />
    );
  }
  if (addresses.isPending) return <AddressListSkeleton />;
  if (addresses.isError) {
    return (
      <EmptyState
        text={t('list.loadFailed')}
        detail={addressErrorMessage(addresses.error, t('list.checkConnection'))}
        action={
          <Button variant="secondary" className="mt-4" onClick={() => void addresses.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('list.tryAgain')}
          </Button>
        }
      />
    );
  }
  if ((addresses.data ?? []).length === 0)
    return <EmptyState text={emptyText} {...(emptyDetail ? { detail: emptyDetail } : {})} />;
  return <>{children}</>;
}
