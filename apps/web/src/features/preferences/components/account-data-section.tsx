import { ACCOUNT_MESSAGES } from '@washday/core';
import { Download, LoaderCircle, Trash2, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { dialogToastOptions } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/i18n';
import { useDeleteMyAccount, useDownloadMyData } from '../api/account-data';
import { failureMessage, openOrdersIn } from '../utils/failure-message';

/** 'Your data' (DPDP): download everything we hold as JSON, or delete the account after a confirmation. */
export function AccountDataSection({ onDeleted }: { onDeleted: () => void | Promise<void> }) {
  const { t } = useTranslation('account', { keyPrefix: 'data' });
  // Kept in core's English and worded at display, so a switch of language rewords it too.
  const say = (message: string) => {
    const open = openOrdersIn(message);
    return open === null ? translateMessage(message) : t('openOrders', { count: open });
  };
  const download = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteMyAccount({
    onDeleted: async () => {
      setConfirming(false);
      await onDeleted();
    },
  });

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(translateMessage(ACCOUNT_MESSAGES.exportReady), dialogToastOptions()),
      onError: (error) =>
        toast.error(t('errorTitle'), {
          description: say(failureMessage(error, ACCOUNT_MESSAGES.exportFailed)),
          ...dialogToastOptions(),
        }),
    });

  const confirmDelete = () => {
    setRefusal(null);
    remove.mutate(undefined, {
      // An open order (or a failure) keeps the dialog open with the reason.
      onError: (error) => setRefusal(failureMessage(error, ACCOUNT_MESSAGES.deleteFailed)),
    });
  };

  return (
    <div className="py-3">
      <p className="text-[15px] font-semibold text-ink">{t('title')}</p>
      <p className="text-sm text-slate-500">{t('description')}</p>
      <div className="mt-3 flex flex-col gap-2 min-[28rem]:flex-row">
        <Button variant="secondary" onClick={startDownload} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="h-4 w-4" aria-hidden="true" />
          )}
          {t('download')}
        </Button>
        <Button
          variant="danger-ghost"
          onClick={() => {
            setRefusal(null);
            setConfirming(true);
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('delete')}
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        icon={UserX}
        tone="danger"
        title={t('confirmTitle')}
        description={t('confirmDescription')}
        note={t('confirmNote')}
        confirmLabel={t('delete')}
        pendingLabel={t('deleting')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        {refusal ? (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100">
            {say(refusal)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
