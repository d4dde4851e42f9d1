import { formatRupees, type AdminClaim } from '@washday/core';
import { adminColumnHelper } from '@/components/admin-table/columns';
import { DataTable } from '@/components/admin-table/data-table';
import { RowActions } from '@/components/admin-table/row-actions';
import { Button } from '@/components/ui/button';

const col = adminColumnHelper<AdminClaim>();

const STATUS_LOOK: Record<AdminClaim['status'], string> = {
  open: 'bg-amber-50 text-amber-800 ring-amber-200',
  rejected: 'bg-slate-100 text-slate-700 ring-slate-200',
  compensated: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** Open, rejected, or what was paid and how. */
export function ClaimStatusCell({ claim }: { claim: AdminClaim }) {
  const paid = claim.decision?.amount != null ? ` ${formatRupees(claim.decision.amount)} ${claim.decision.payout ?? ''}` : '';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${STATUS_LOOK[claim.status]}`}
    >
      {claim.status}
      {paid}
    </span>
  );
}

const columns = (onReview: (claim: AdminClaim) => void) =>
  col.columns([
    col.accessor('order_number', {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => (
        <div>
          <p className="font-semibold text-ink tabular-nums">{row.original.order_number}</p>
          <p className="text-xs text-slate-500">{new Date(row.original.created_at).toLocaleString('en-IN')}</p>
        </div>
      ),
    }),
    col.display({
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => (
        <div>
          <p className="font-medium text-ink">{row.original.customer.name}</p>
          <p className="text-xs text-slate-500 tabular-nums">{row.original.customer.phone}</p>
        </div>
      ),
    }),
    col.display({
      id: 'garment',
      header: 'Garment',
      cell: ({ row }) => (
        <div>
          <p className="font-medium text-ink capitalize">
            {row.original.kind} · {row.original.garment.service_name}
          </p>
          <p className="text-xs text-slate-500">{row.original.garment.tag_code ?? 'No tag'}</p>
        </div>
      ),
    }),
    col.accessor('cap', { id: 'cap', header: 'Cap', cell: ({ getValue }) => formatRupees(getValue()) }),
    col.accessor('status', { id: 'status', header: 'Status', cell: ({ row }) => <ClaimStatusCell claim={row.original} /> }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onReview(row.original)}
            aria-label={`Review claim on ${row.original.order_number}`}
          >
            Review
          </Button>
        </RowActions>
      ),
    }),
  ]);

/** The claims with who made them, the garment, the cap and the status. */
export function ClaimsTable({ claims, onReview }: { claims: AdminClaim[]; onReview: (claim: AdminClaim) => void }) {
  return (
    <DataTable
      label="Claims"
      columns={columns(onReview)}
      data={claims}
      getRowId={(row) => row.id}
      minWidth="min-w-[56rem]"
      columnClassName={{ actions: 'text-right' }}
    />
  );
}
