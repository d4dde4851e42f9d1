import { OTP_LENGTH, OTP_TTL_SECONDS } from '@washday/core';
import { LoaderCircle, MessageSquareText } from 'lucide-react';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { DialogDescription } from '@/components/ui/dialog';
import type { SignInDetails } from '../utils/sign-in-form';

/** The phone step's fields (the form and its state live in the flow, so Back finds them filled in). */
export function SignInDetailsStep({ sending }: { sending: boolean }) {
  return (
    <>
      <DialogDescription className="text-[15px]">Book pickups and track your orders with your mobile number.</DialogDescription>

      <div className="mt-6 space-y-4">
        <TextField<SignInDetails>
          name="name"
          label="Full Name"
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={100}
          placeholder="e.g. Asha Verma"
        />
        <PhoneField<SignInDetails> name="phone" label="Mobile Number" enterKeyHint="send" />
      </div>

      <div className="pt-8">
        <Button type="submit" size="lg" className="w-full" disabled={sending} aria-busy={sending || undefined}>
          {sending ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <MessageSquareText className="h-5 w-5" aria-hidden="true" />
          )}
          Send OTP
        </Button>
        <p className="mt-3 text-center text-xs text-slate-500">
          We'll text you a {OTP_LENGTH}-digit code. It's valid for {OTP_TTL_SECONDS / 60} minutes.
        </p>
      </div>
    </>
  );
}
