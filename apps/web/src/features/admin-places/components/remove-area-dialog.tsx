import type { ServiceArea } from '@washday/core';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { describeError } from '@/lib/request-errors';
import { useDeleteServiceArea } from '../api/delete-service-area';

/** Asks before an area (and its outline) is removed; disabling keeps it for later. */
export function RemoveAreaDialog({ area, onClose }: { area: ServiceArea | null; onClose: () => void }) {
  const remove = useDeleteServiceArea();
  const confirm = () => {
    if (!area) return;
    remove.mutate(area.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => toast.error(describeError(error, 'Could not remove the area. Please try again.'), dialogToastOptions()),
    });
  };
  return (
    <Dialog open={area !== null} onOpenChange={(open) => (!open && !remove.isPending ? onClose() : null)}>
      <DialogContent role="alertdialog" widthClassName="min-[48rem]:max-w-md" className="gap-5 p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <DialogTitle className="text-xl">Remove {area?.area}?</DialogTitle>
            <DialogDescription className="mt-1">
              Places in it are no longer served unless another area or location covers them{area?.outline ? ', and its outline is lost' : ''}. To pause
              it instead, switch it off.
            </DialogDescription>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={remove.isPending} className="bg-red-600 hover:bg-red-700 active:bg-red-800">
            {remove.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
            Remove
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
