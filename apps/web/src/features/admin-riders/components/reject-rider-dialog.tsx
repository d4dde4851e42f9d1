import { ADMIN_RIDER_MESSAGES } from '@washday/core';
import { LoaderCircle, UserX } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useZodForm } from '@/hooks/use-zod-form';

// The same rule the server applies to the verify body: a reason, at most 500 characters.
const rejectSchema = z.object({
  reason: z.string().trim().min(1, ADMIN_RIDER_MESSAGES.reasonRequired).max(500, ADMIN_RIDER_MESSAGES.reasonTooLong),
});
type RejectValues = z.input<typeof rejectSchema>;

/** Reasons operations give most often; one tap fills the field, which stays editable. */
const COMMON_REASONS = [
  'The ID card photo is unreadable',
  'The selfie does not match the ID card',
  'The Aadhaar number does not match the card',
  'The documents are incomplete',
];

export interface RejectRiderDialogProps {
  riderName: string | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => void;
}

/** Reject with a required reason: the rider is told it by SMS and in the app. */
export function RejectRiderDialog({ riderName, pending, onOpenChange, onReject }: RejectRiderDialogProps) {
  const form = useZodForm(rejectSchema, { defaultValues: { reason: '' } });
  return (
    <Dialog
      open={riderName !== null}
      onOpenChange={(open) => {
        if (!open) form.reset({ reason: '' });
        onOpenChange(open);
      }}
    >
      <DialogContent widthClassName="min-[48rem]:max-w-lg" className="gap-5 p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
            <UserX className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <DialogTitle className="text-xl">Reject {riderName}?</DialogTitle>
            <DialogDescription className="mt-1">
              They will not be able to log in. The reason is sent to them by SMS and shown in the rider app.
            </DialogDescription>
          </div>
        </div>
        <FormProvider {...form}>
          <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ reason }) => onReject(reason))}>
            <div className="flex flex-wrap gap-2" role="group" aria-label="Common reasons">
              {COMMON_REASONS.map((reason) => (
                <button
                  key={reason}
                  type="button"
                  onClick={() => form.setValue('reason', reason, { shouldValidate: false })}
                  className="rounded-full bg-slate-100 px-3 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 transition-colors hover:bg-slate-200"
                >
                  {reason}
                </button>
              ))}
            </div>
            <TextAreaField<RejectValues>
              name="reason"
              label="Reason for rejecting"
              maxLength={500}
              placeholder="Tell the rider what to fix"
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
                Cancel
              </Button>
              <Button
                type="submit"
                className="bg-red-600 hover:bg-red-700 active:bg-red-800"
                disabled={pending}
                aria-busy={pending}
              >
                {pending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                Reject rider
              </Button>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
