import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before withdrawing the request the customer has (rider-portal.md §4.4: 'Cancelled by rider'). */
export function WithdrawDialog({ open, onOpenChange, onConfirm }: WithdrawDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" showClose={false} className="p-5 min-[48rem]:p-6">
        <DialogTitle className="text-xl">Cancel the verification request?</DialogTitle>
        <DialogDescription className="mt-1.5 text-[15px]">
          The customer will no longer be asked to approve these changes, and the order keeps its current items.
        </DialogDescription>
        <div className="mt-5 grid gap-2">
          <Button size="lg" className="bg-red-600 hover:bg-red-700 active:bg-red-800" onClick={onConfirm}>
            Yes, Cancel Request
          </Button>
          <Button variant="secondary" size="lg" onClick={() => onOpenChange(false)}>
            Keep Waiting
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
