import { formatIndianMobile, vendorStaffInputSchema, type VendorRecord, type VendorStaff } from '@washday/core';
import { Power, PowerOff, UserPlus, Users } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { useAddVendorStaff, useSetVendorStaffStatus, useVendorStaff } from '../api/vendor-staff';
import { StatusBadge } from './vendor-cells';

type StaffForm = z.input<typeof vendorStaffInputSchema>;

/**
 * A vendor's staff accounts (decision 0034): who signs in at /vendor for this laundry. Add one with a name and an
 * Indian mobile; deactivating signs them out at once.
 */
export function VendorStaffDialog({ vendor, onClose }: { vendor: VendorRecord | null; onClose: () => void }) {
  return (
    <Dialog open={vendor !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {vendor ? (
        <DialogContent placement="right" widthClassName="min-[48rem]:max-w-lg">
          <div className="p-6">
            <DialogTitle className="flex items-center gap-2 text-lg font-bold">
              <Users className="h-5 w-5 text-brand-600" aria-hidden="true" />
              Staff of {vendor.name}
            </DialogTitle>
            <DialogDescription className="text-sm text-slate-600">
              They sign in at /vendor with a code sent to their mobile, and see only this vendor&apos;s orders.
            </DialogDescription>
            <StaffList vendorId={vendor.id} />
            <AddStaffForm vendorId={vendor.id} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StaffList({ vendorId }: { vendorId: string }) {
  const staff = useVendorStaff(vendorId);
  const setStatus = useSetVendorStaffStatus(vendorId);
  if (staff.isPending) return <div className="mt-5 h-24 animate-pulse rounded-2xl bg-slate-100" aria-label="Loading staff" />;
  if (staff.isError)
    return (
      <p role="alert" className="mt-5 rounded-2xl bg-red-50 p-4 text-sm text-red-700">
        {describeError(staff.error, 'Could not load the staff')}
      </p>
    );
  if (!staff.data.staff.length)
    return (
      <p className="mt-5 rounded-2xl border-2 border-dashed border-slate-200 p-5 text-center text-sm text-slate-500">
        No staff yet. Add the people who receive and pack orders at this laundry.
      </p>
    );
  const toggle = (member: VendorStaff) =>
    setStatus.mutate(
      { staffId: member.id, isActive: !member.isActive },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(describeError(error, 'Could not change the account')),
      },
    );
  return (
    <ul className="mt-5 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200/70" aria-label="Staff accounts">
      {staff.data.staff.map((member) => (
        <li key={member.id} className="flex items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink">{member.name}</p>
            <p className="text-sm whitespace-nowrap text-slate-500 tabular-nums">{formatIndianMobile(member.phone)}</p>
          </div>
          <StatusBadge active={member.isActive} />
          <Button
            size="sm"
            variant={member.isActive ? 'danger-ghost' : 'ghost'}
            disabled={setStatus.isPending}
            onClick={() => toggle(member)}
            aria-label={`${member.isActive ? 'Deactivate' : 'Reactivate'} ${member.name}`}
          >
            {member.isActive ? (
              <PowerOff className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Power className="h-4 w-4" aria-hidden="true" />
            )}
            {member.isActive ? 'Deactivate' : 'Reactivate'}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AddStaffForm({ vendorId }: { vendorId: string }) {
  const form = useZodForm(vendorStaffInputSchema, { defaultValues: { name: '', phone: '' } });
  const add = useAddVendorStaff(vendorId);
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      toast.success(answer.message);
      form.reset({ name: '', phone: '' });
    } catch (error) {
      applyServerError(form.setError, error, { fields: ['name', 'phone'] });
    }
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-6 space-y-4 border-t border-slate-100 pt-5"
        aria-label="Add a staff member"
      >
        <h3 className="font-bold text-ink">Add a staff member</h3>
        <FormAlert<StaffForm> />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField<StaffForm> name="name" label="Name" autoComplete="off" />
          <PhoneField<StaffForm> name="phone" label="Mobile number" />
        </div>
        <Button type="submit" disabled={add.isPending}>
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          {add.isPending ? 'Adding…' : 'Add staff member'}
        </Button>
      </form>
    </FormProvider>
  );
}
