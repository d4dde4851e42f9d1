import type { Rider } from '@washday/core';
import { AUTH_MESSAGES, formatIndianMobile } from '@washday/core';
import { Clock, MessageCircle, OctagonX, Phone } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { telLink, useSupportContact, whatsAppLink } from '@/lib/support-contact';

function SupportActions({ rider, pending }: { rider: Rider; pending: boolean }) {
  const { phone, whatsapp } = useSupportContact();
  const message = pending
    ? `Hi Washday, I'm rider ${rider.name} (${formatIndianMobile(rider.phone)}). My account is pending approval.`
    : `Hi Washday, I'm rider ${rider.name} (${formatIndianMobile(rider.phone)}). My account was rejected and I'd like to resubmit my documents.`;
  if (!phone && !whatsapp) return null;
  return (
    <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
      {phone ? (
        <a href={telLink(phone)} className={buttonClasses({ variant: 'secondary' })}>
          <Phone className="h-4 w-4" aria-hidden="true" />
          Call support
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsAppLink(whatsapp, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary' })}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {pending ? 'WhatsApp support' : 'Resubmit on WhatsApp'}
        </a>
      ) : null}
    </div>
  );
}

/**
 * Shown when an admin has not (or no longer) approved the rider (rider-portal.md §2.3): why, and what to do next.
 * There is no resubmission form; support takes new documents and an admin reviews the account again.
 */
export function RiderAccountBanner({ rider }: { rider: Rider }) {
  if (rider.status === 'approved') return null;
  const pending = rider.status === 'pending';
  const reason = rider.rejectionReason?.trim() || AUTH_MESSAGES.riderRejectedFallback;
  const steps = pending
    ? [
        'An admin is checking your Aadhar card and selfie.',
        'Once approved you can go active and receive orders.',
        'Questions? Contact support.',
      ]
    : [
        'Contact support to find out what needs fixing.',
        'Resubmit: send a clear Aadhar card photo and a new selfie to support, and an admin reviews your account again.',
      ];
  return (
    <section
      aria-label={pending ? 'Account Pending Approval' : 'Account Rejected'}
      className={cn(
        'rounded-3xl px-4 py-4 text-sm ring-1 sm:px-5',
        pending ? 'bg-amber-50 text-amber-950 ring-amber-200' : 'bg-red-50 text-red-950 ring-red-200',
      )}
    >
      <div className="flex gap-3">
        {pending ? (
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-amber-500" aria-hidden="true" />
        ) : (
          <OctagonX className="mt-0.5 h-5 w-5 shrink-0 text-red-500" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-extrabold">{pending ? 'Account Pending Approval' : 'Account Rejected'}</h2>
          {pending ? (
            <p className="mt-0.5">You can take orders once an admin approves your account.</p>
          ) : (
            <p className="mt-0.5">
              <span className="font-semibold">Reason: </span>
              {reason}
            </p>
          )}
          <p className="mt-3 text-xs font-bold tracking-wide uppercase opacity-70">Next steps</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <SupportActions rider={rider} pending={pending} />
        </div>
      </div>
    </section>
  );
}
