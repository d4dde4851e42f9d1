import type { DispatchVendor } from '@washday/core';
import { Factory, Info } from 'lucide-react';
import { ListEmpty } from '@/components/admin-table/table-states';
import { AssignBody, AssignDialog, useAssignChoice } from '@/components/assign-dialog';
import { useAssignVendor } from '../api/assign-vendor';
import { useOrderVendors, type OrderVendorsAnswer } from '../api/get-order-vendors';
import { DISPATCH_TOASTS } from '../utils/dispatch-format';
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
    <AssignDialog target={target} onClose={onClose} targetKey={(t) => t.orderId}>
      {(t) => <AssignVendorBody target={t} onDone={onClose} />}
    </AssignDialog>
  );
}

function AssignVendorBody({ target, onDone }: { target: VendorTarget; onDone: () => void }) {
  const answer = useOrderVendors(target.orderId);
  const assign = useAssignVendor();
  const { refusal, choosing, callbacks } = useAssignChoice(onDone, DISPATCH_TOASTS.vendorFailed);
  const reached = answer.data?.order.vendor_stage != null;

  const choose = (vendor: DispatchVendor) =>
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
      callbacks(vendor.id, `${target.custom_order_id} → ${vendor.name}`),
    );

  return (
    <AssignBody
      eyebrow={
        <>
          Vendor · <span className="font-mono">{target.custom_order_id}</span>
        </>
      }
      title="Assign a vendor"
      description={`${target.customerName} · ${target.address}`}
      notes={
        <>
          {answer.data ? <NeedsNote order={answer.data.order} /> : null}
          {reached ? (
            <p className="rounded-2xl bg-amber-50 px-4 py-2.5 text-sm text-amber-800">
              The order has reached its vendor: the vendor can no longer change.
            </p>
          ) : null}
        </>
      }
      refusal={refusal}
      query={answer}
      loadingLabel="Loading vendors"
      loadingRows={2}
      errorMessage="Could not load vendors"
      isEmpty={(data) => data.vendors.length === 0}
      empty={() => (
        <ListEmpty icon={<Factory className="h-5 w-5" aria-hidden="true" />} title="No vendor handles this order">
          No active vendor handles every service in this order. Add the missing services to a vendor in the Vendors tab.
        </ListEmpty>
      )}
      listLabel="Vendors, nearest first"
      footer={(data) => (data?.excluded.length ? <NotOffered excluded={data.excluded} /> : null)}
    >
      {(data) =>
        data.vendors.map((vendor) => (
          <VendorCandidateRow
            key={vendor.id}
            vendor={vendor}
            disabled={assign.isPending || reached}
            assigning={choosing === vendor.id}
            onAssign={() => choose(vendor)}
          />
        ))
      }
    </AssignBody>
  );
}

function NotOffered({ excluded }: { excluded: OrderVendorsAnswer['excluded'] }) {
  return (
    <div className="border-t border-slate-100 bg-slate-50/60 px-6 py-3">
      <p className="text-[11px] font-bold tracking-wider text-slate-500 uppercase">Not offered</p>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
        {excluded.map((v) => (
          <li key={v.id}>
            <span className="font-semibold">{v.name}</span> does not handle {v.missing.map((m) => m.name).join(', ')}
          </li>
        ))}
      </ul>
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
