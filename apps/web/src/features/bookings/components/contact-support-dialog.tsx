import { formatIndianMobile } from '@washday/core';
import { ChevronRight, Clock3, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { telLink, useSupportContact, whatsAppLink } from '@/lib/support-contact';

export interface ContactSupportDialogProps {
  /** The order the customer asks about; null keeps the dialog closed. */
  orderId: string | null;
  onOpenChange: (open: boolean) => void;
}

/** Support by phone (24/7) or WhatsApp, with the order id to quote. */
export function ContactSupportDialog({ orderId, onOpenChange }: ContactSupportDialogProps) {
  const { t } = useTranslation('bookings');
  const { phone, whatsapp } = useSupportContact();

  return (
    <Dialog open={orderId !== null} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-md">
        {orderId !== null ? (
          <div className="px-6 pt-6 pb-6">
            <DialogTitle className="pr-10 text-xl">{t('support.title')}</DialogTitle>
            <DialogDescription className="mt-1.5 text-[15px]">{t('support.description')}</DialogDescription>

            <div className="mt-4 flex items-center justify-between rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100">
              <span className="text-sm text-slate-500">{t('support.orderId')}</span>
              <span
                className="text-base font-extrabold tracking-tight text-ink tabular-nums"
                data-testid="support-order-id"
                translate="no"
              >
                {orderId}
              </span>
            </div>

            <ul className="mt-4 space-y-3">
              {phone ? (
                <li>
                  <a
                    href={telLink(phone)}
                    className="group flex min-h-16 items-center gap-4 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200 transition hover:bg-brand-50/50 hover:ring-brand-200"
                  >
                    <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-soft">
                      <Phone className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-[15px] font-bold text-ink tabular-nums">
                        {t('support.call', { phone: formatIndianMobile(phone) })}
                      </span>
                      <span className="mt-0.5 inline-flex items-center gap-1 text-[13px] text-slate-500">
                        <Clock3 className="h-3.5 w-3.5" aria-hidden="true" />
                        {t('support.available')}
                      </span>
                    </span>
                    <ChevronRight className="h-5 w-5 text-slate-500 transition group-hover:translate-x-0.5" aria-hidden="true" />
                  </a>
                </li>
              ) : null}
              {whatsapp ? (
                <li>
                  <a
                    href={whatsAppLink(whatsapp, t('support.whatsappMessage', { orderId }))}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group flex min-h-16 items-center gap-4 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200 transition hover:bg-emerald-50/50 hover:ring-emerald-200"
                  >
                    <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-[#25D366] text-white shadow-soft">
                      <MessageCircle className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-[15px] font-bold text-ink">{t('support.whatsapp')}</span>
                      <span className="mt-0.5 block text-[13px] text-slate-500">{t('support.quick')}</span>
                    </span>
                    <ChevronRight className="h-5 w-5 text-slate-500 transition group-hover:translate-x-0.5" aria-hidden="true" />
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
