import { PLACE_MESSAGES, type ServiceLocation } from '@washday/core';
import { Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { dialogToastOptions } from '@/components/ui/dialog';
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
      onError: (error) =>
        toast.error(describeError(error, 'Could not delete the location. Please try again.'), dialogToastOptions()),
    });
  };

  return (
    <ConfirmDialog
      open={location !== null}
      onClose={onClose}
      icon={Trash2}
      tone="danger"
      title={<>Delete {location?.name}?</>}
      description={PLACE_MESSAGES.deleteConfirm}
      note="Addresses it matched are no longer served unless another area or location covers them. To pause it instead, switch it off."
      confirmLabel="Delete"
      confirmIcon={Trash2}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
