import { formatIndianMobile } from '@washday/core';
import { BadgeCheck, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The last step: the account waits for an admin's approval. */
export function RiderRegistrationSuccess({ name, phone, onGoToLogin }: { name: string; phone: string; onGoToLogin: () => void }) {
  return (
    <div className="space-y-5 text-center" role="status">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
        <BadgeCheck className="h-9 w-9 text-emerald-600" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-xl font-extrabold text-ink">Registration submitted</h2>
        <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-slate-600">
          Thanks, {name.split(/\s+/)[0]}! An admin will verify your details before you can log in. Once your account is approved, log in
          with <span className="font-semibold whitespace-nowrap text-ink">{formatIndianMobile(phone)}</span>.
        </p>
      </div>
      <Button size="lg" className="w-full" onClick={onGoToLogin}>
        <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
        Go to Login
      </Button>
    </div>
  );
}
