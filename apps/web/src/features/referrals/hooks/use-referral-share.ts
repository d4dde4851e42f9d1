import { REFERRAL_MESSAGES } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { dialogToastOptions } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/i18n';
import { shareLinkFor, shareMessage, smsUrl, whatsappUrl } from '../utils/share-links';

async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the browser offers its own share sheet. */
export const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The Share & Earn actions, each with the spec's message (customer-app.md §8 Referral sharing), in the interface
 * language; so is the text the friend receives.
 */
export function useReferralShare(code: string | null, refereePercent: number | null) {
  const { t } = useTranslation('account');
  const notify = (message: string) => toast.success(translateMessage(message), dialogToastOptions());
  const notReady = () => {
    toast.error(translateMessage(REFERRAL_MESSAGES.notReady), dialogToastOptions());
    return null;
  };
  const say = (ok: boolean, success: string) =>
    ok ? notify(success) : toast.error(translateMessage(REFERRAL_MESSAGES.copyFailed), dialogToastOptions());
  const text = () => (code && refereePercent !== null ? shareMessage(code, refereePercent, t) : null);

  return {
    copyCode: async () => (code ? say(await copy(code), REFERRAL_MESSAGES.codeCopied) : notReady()),
    copyLink: async () => (code ? say(await copy(shareLinkFor(code)), REFERRAL_MESSAGES.linkCopied) : notReady()),
    whatsapp: () => {
      const message = text();
      if (!message) return notReady();
      window.open(whatsappUrl(message), '_blank', 'noopener,noreferrer');
      return notify(REFERRAL_MESSAGES.whatsappOpened);
    },
    sms: () => {
      const message = text();
      if (!message) return notReady();
      window.open(smsUrl(message), '_self');
      return notify(REFERRAL_MESSAGES.smsOpened);
    },
    share: async () => {
      const message = text();
      if (!code || !message) return notReady();
      try {
        await navigator.share({ title: 'Washday', text: message, url: shareLinkFor(code) });
        return notify(REFERRAL_MESSAGES.shared);
      } catch (error) {
        // Closing the share sheet is not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return null;
        return say(await copy(shareLinkFor(code)), REFERRAL_MESSAGES.linkCopied);
      }
    },
  };
}
