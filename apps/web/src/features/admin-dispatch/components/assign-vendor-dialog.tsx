import type { DispatchVendor } from '@washday/core';
import { Factory, Info, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { describeError } from '@/lib/request-errors';
import { useAssignVendor } from '../api/assign-vendor';
import { useOrderVendors, type OrderVendorsAnswer } from '../api/get-order-vendors';
import { DISPATCH_TOASTS, describeFailure } from '../utils/dispatch-format';
import { ListEmpty, ListError, TableSkeleton } from '@/components/table-states';
import { VendorCandidateRow } from './vendor-candidate-row';

export interface VendorTarget {
  orderId: string;
  custom_order_id: string;
  customerName: string;
  address: string;
}

/** Choose the vendor: those that handle everything the order needs, nearest to the customer first. */
export function AssignVendorDialog({ target, onClose }: { target: VendorTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-3xl" className="p-0">
        {target ? <AssignVendorBody key={target.orderId} target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AssignVendorBody({ target, onDone }: { target: VendorTarget; onDone: () => void }) {
  const answer = useOrderVendors(target.orderId);
  const assign = useAssignVendor();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const reached = answer.data?.order.vendor_stage != null;

  function choose(vendor: DispatchVendor) {
    setRefusal(null);
    setChoosing(vendor.id);
    assign.mutate(
      {
        orderId: target.orderId,
        vendorData: {
          vendorId: vendor.id,
          vendorName: vendor.name,
          vendorAddress: vendor.address,
          ...(vendor.distance !== null ? { distance: vendor.distance } : {}),
          estimatedTime: vendor.estimatedTime,
        },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message, { description: `${target.custom_order_id} → ${vendor.name}`, ...dialogToastOptions() });
          onDone();
        },
        onError: (error) => {
          const failure = describeFailure(error, DISPATCH_TOASTS.vendorFailed);
          setRefusal(failure.detail ?? failure.title);
          toast.error(failure.title, { ...(failure.detail ? { description: failure.detail } : {}), ...dialogToastOptions() });
        },
        onSettled: () => setChoosing(null),
      },
    );
  }

  return (
    <div className="flex min-h-0 flex-col">
      <header className="border-b border-slate-100 px-6 pt-6 pb-4 pr-14">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">
          Vendor · <span className="font-mono">{target.custom_order_id}</span>
        </p>
        <DialogTitle className="mt-1 text-xl">Assign a vendor</DialogTitle>
        <DialogDescription className="mt-1 line-clamp-1">
          {target.customerName} · {target.address}
        </DialogDescription>
      </header>

      <div className="space-y-2 px-6 pt-4">
        {answer.data ? <NeedsNote order={answer.data.order} /> : null}
        {reached ? (
          <p className="rounded-2xl bg-amber-50 px-4 py-2.5 text-sm text-amber-800">
            The order has reached its vendor: the vendor can no longer change.
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className="flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-2.5 text-sm font-medium text-red-700">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {refusal}
          </p>
        ) : null}
      </div>

      <div className="mt-3 min-h-0 flex-1 overflow-y-auto border-t border-slate-100">
        {answer.isPending ? (
          <TableSkeleton rows={2} label="Loading vendors" />
        ) : answer.isError ? (
          <ListError
            message={describeError(answer.error, 'Could not load vendors')}
            onRetry={() => void answer.refetch()}
            retrying={answer.isFetching}
          />
        ) : answer.data.vendors.length === 0 ? (
          <ListEmpty icon={<Factory className="h-5 w-5" aria-hidden="true" />} title="No vendor handles this order">
            No active vendor handles every service in this order. Add the missing services to a vendor in the Vendors tab.
          </ListEmpty>
        ) : (
          <ol aria-label="Vendors, nearest first" className="divide-y divide-slate-100">
            {answer.data.vendors.map((vendor) => (
              <VendorCandidateRow
                key={vendor.id}
                vendor={vendor}
                disabled={assign.isPending || reached}
                assigning={choosing === vendor.id}
                onAssign={() => choose(vendor)}
              />
            ))}
          </ol>
        )}
        {answer.data?.excluded.length ? (
          <div className="border-t border-slate-100 bg-slate-50/60 px-6 py-3">
            <p className="text-[11px] font-bold tracking-wider text-slate-500 uppercase">Not offered</p>
            <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
              {answer.data.excluded.map((v) => (
                <li key={v.id}>
                  <span className="font-semibold">{v.name}</span> does not handle {v.missing.map((m) => m.name).join(', ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function NeedsNote({ order }: { order: OrderVendorsAnswer['order'] }) {
  const text = order.isQuickPickup
    ? 'Quick pickup: the items are counted at the door, so every active vendor is offered.'
    : `Needs ${order.needs.map((n) => n.name).join(', ') || 'no particular service'}.`;
  return (
    <p className="flex items-center gap-2 text-xs text-slate-500">
      <Info className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {text} Nearest to the customer first
      {order.coordinates ? '' : ' (this address has no map position, so distances are unknown)'}; time is 30 min plus the round
      trip at 20 km/h.
    </p>
  );
}
