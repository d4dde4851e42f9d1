import { PLACE_MESSAGES, type ServiceLocation } from '@washday/core';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { describeError } from '@/lib/request-errors';
import { useDeleteServiceLocation } from '../api/delete-service-location';

/** The spec's confirmation before a location is deleted. */
export function DeleteLocationDialog({ location, onClose }: { location: ServiceLocation | null; onClose: () => void }) {
  const remove = useDeleteServiceLocation();
  const confirm = () => {
    if (!location) return;
    remove.mutate(location.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => toast.error(describeError(error, 'Could not delete the location. Please try again.'), dialogToastOptions()),
    });
  };

  return (
    <Dialog open={location !== null} onOpenChange={(open) => (!open && !remove.isPending ? onClose() : null)}>
      <DialogContent role="alertdialog" widthClassName="min-[48rem]:max-w-md" className="gap-5 p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <DialogTitle className="text-xl">Delete {location?.name}?</DialogTitle>
            <DialogDescription className="mt-1">{PLACE_MESSAGES.deleteConfirm}</DialogDescription>
            <p className="mt-2 text-sm text-slate-500">Addresses it matched are no longer served unless another area or location covers them. To pause it instead, switch it off.</p>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={remove.isPending} className="bg-red-600 hover:bg-red-700 active:bg-red-800">
            {remove.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
