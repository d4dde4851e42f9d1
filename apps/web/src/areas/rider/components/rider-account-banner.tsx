import type { Rider } from '@washday/core';
import { AUTH_MESSAGES, formatIndianMobile } from '@washday/core';
import { Clock, MessageCircle, OctagonX, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { telLink, useSupportContact, whatsAppLink } from '@/lib/support-contact';

function SupportActions({ rider, pending }: { rider: Rider; pending: boolean }) {
  const { t } = useTranslation('rider');
  const { phone, whatsapp } = useSupportContact();
  // Written in the rider's language: support reads both.
  const message = t(pending ? 'account.pendingMessage' : 'account.rejectedMessage', {
    name: rider.name,
    phone: formatIndianMobile(rider.phone),
  });
  if (!phone && !whatsapp) return null;
  return (
    <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
      {phone ? (
        <a href={telLink(phone)} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Phone className="h-4 w-4" aria-hidden="true" />
          {t('account.callSupport')}
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsAppLink(whatsapp, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'lg' })}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {pending ? t('account.whatsappSupport') : t('account.resubmitOnWhatsapp')}
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
  const { t } = useTranslation('rider');
  if (rider.status === 'approved') return null;
  const pending = rider.status === 'pending';
  // The admin's reason is shown as they wrote it; only the spec's fallback is ours to translate.
  const given = rider.rejectionReason?.trim();
  const steps = pending
    ? [t('account.pendingSteps.checking'), t('account.pendingSteps.approved'), t('account.pendingSteps.questions')]
    : [t('account.rejectedSteps.contact'), t('account.rejectedSteps.resubmit')];
  const title = pending ? t('account.pendingTitle') : t('account.rejectedTitle');
  return (
    <section
      aria-label={title}
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
          <h2 className="text-base font-extrabold">{title}</h2>
          {pending ? (
            <p className="mt-0.5">{t('account.pendingBody')}</p>
          ) : (
            <p className="mt-0.5">
              <span className="font-semibold">{t('account.reason')}</span>
              {given ? <span translate="no">{given}</span> : translateMessage(AUTH_MESSAGES.riderRejectedFallback)}
            </p>
          )}
          <p className="mt-3 text-xs font-bold tracking-wide uppercase opacity-70">{t('account.nextSteps')}</p>
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
