import { useTranslation } from 'react-i18next';
import { useBottomBar } from '@/hooks/use-bottom-bar';
import { useSupportContact, whatsAppLink } from '@/lib/support-contact';

function WhatsAppGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <path
        fill="currentColor"
        d="M16 3.2A12.8 12.8 0 0 0 5.1 22.7L3.3 28.8l6.3-1.7A12.8 12.8 0 1 0 16 3.2Zm0 23.3c-2 0-3.9-.5-5.5-1.5l-.4-.2-3.7 1 1-3.6-.3-.4A10.6 10.6 0 1 1 16 26.5Zm5.8-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2l-1 1.2c-.2.2-.4.2-.7.1a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4-.3.3-1 1-1 2.5s1.1 2.9 1.2 3.1c.2.2 2.1 3.3 5.2 4.6 1.9.8 2.7.9 3.6.7.6-.1 1.9-.8 2.1-1.5.3-.7.3-1.4.2-1.5l-.4-.2Z"
      />
    </svg>
  );
}

/** Shown only when the server has a support WhatsApp number. */
export function WhatsAppHelpButton() {
  const { whatsapp } = useSupportContact();
  const { t } = useTranslation('common');
  const buttonRef = useBottomBar<HTMLAnchorElement>();
  if (!whatsapp) return null;
  return (
    <a
      ref={buttonRef}
      href={whatsAppLink(whatsapp, t('help.whatsappMessage'))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('help.whatsappLabel')}
      className="fixed right-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-30 inline-flex h-14 items-center gap-2 rounded-full bg-[#25D366] px-4 text-white shadow-lift transition hover:bg-[#1ebe5b] focus-visible:outline-offset-4 md:right-6 md:bottom-6 md:px-5"
    >
      <WhatsAppGlyph className="h-6 w-6" />
      <span className="hidden text-sm font-semibold md:inline">{t('help.short')}</span>
    </a>
  );
}
