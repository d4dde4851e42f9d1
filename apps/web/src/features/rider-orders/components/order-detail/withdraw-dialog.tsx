import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before withdrawing the request the customer has (rider-portal.md §4.4: 'Cancelled by rider'). */
export function WithdrawDialog({ open, onOpenChange, onConfirm }: WithdrawDialogProps) {
  const { t } = useTranslation('rider');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" showClose={false} className="p-5 min-[48rem]:p-6">
        <DialogTitle className="text-xl">{t('withdraw.title')}</DialogTitle>
        <DialogDescription className="mt-1.5 text-[15px]">{t('withdraw.body')}</DialogDescription>
        <div className="mt-5 grid gap-2">
          <Button size="lg" className="bg-red-600 hover:bg-red-700 active:bg-red-800" onClick={onConfirm}>
            {t('withdraw.confirm')}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => onOpenChange(false)}>
            {t('withdraw.keep')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
