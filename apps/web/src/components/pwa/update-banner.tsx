import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAppUpdate } from '@/hooks/use-app-update';

/**
 * rider-portal.md §2.5 and §9: a new version is waiting. Update asks first, because the reload drops anything
 * not yet saved on the screen.
 */
export function UpdateBanner({ appName }: { appName: string }) {
  const { t } = useTranslation('common');
  const { available, update, dismiss } = useAppUpdate();
  const [confirming, setConfirming] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!available) return null;

  return (
    <section
      aria-label={t('update.region')}
      className="pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-2xl bg-ink p-3 pl-4 text-white shadow-lift"
    >
      <RefreshCw className="h-5 w-5 shrink-0 text-brand-300" aria-hidden="true" />
      <p role="status" className="min-w-0 flex-1 text-sm font-semibold">
        {t('update.available')}
      </p>
      <Button size="sm" variant="ghost" className="text-slate-300 hover:bg-white/10 hover:text-white" onClick={dismiss}>
        {t('update.later')}
      </Button>
      <Button size="sm" onClick={() => setConfirming(true)} disabled={updating}>
        {updating ? t('update.updating') : t('update.update')}
      </Button>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent showClose={false} className="gap-2 p-6" widthClassName="min-[48rem]:max-w-sm">
          <DialogTitle className="text-xl">{t('update.confirmTitle', { appName })}</DialogTitle>
          <DialogDescription>{t('update.confirmBody')}</DialogDescription>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                setUpdating(true);
                update();
              }}
            >
              {t('update.updateNow')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
