import type { ServiceArea } from '@washday/core';
import { Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { dialogToastOptions } from '@/components/ui/dialog';
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
    <ConfirmDialog
      open={area !== null}
      onClose={onClose}
      icon={Trash2}
      tone="danger"
      title={<>Remove {area?.area}?</>}
      description={`Places in it are no longer served unless another area or location covers them${area?.outline ? ', and its outline is lost' : ''}. To pause it instead, switch it off.`}
      confirmLabel="Remove"
      confirmIcon={Trash2}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
