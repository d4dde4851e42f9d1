import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogClose } from '@/components/ui/dialog';

/** The dialogs' close button at the rider portal's 48 px (the shared one is 40 px). */
export function CloseButton() {
  const { t } = useTranslation('common');
  return (
    <DialogClose
      aria-label={t('actions.close')}
      className="absolute top-[max(0.5rem,env(safe-area-inset-top))] right-2 inline-flex h-12 w-12 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink"
    >
      <X className="h-5 w-5" aria-hidden="true" />
    </DialogClose>
  );
}
