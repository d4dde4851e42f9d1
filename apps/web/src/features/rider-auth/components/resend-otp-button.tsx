import { RotateCw } from 'lucide-react';

interface ResendOtpButtonProps {
  secondsLeft: number;
  pending: boolean;
  onResend: () => void;
}

/** "Resend OTP", disabled with a countdown until the server allows another code. */
export function ResendOtpButton({ secondsLeft, pending, onResend }: ResendOtpButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={waiting || pending}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
    >
      <RotateCw className={pending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
      {pending ? 'Sending...' : waiting ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
    </button>
  );
}
