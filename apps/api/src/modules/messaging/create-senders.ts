import type { Env } from '../../config/env.js';
import { MessageDeliveryError, type EmailSender, type MessageSenders } from './message-sender.js';
import { createMsg91Sender } from './msg91-sender.js';
import { createSmtpEmailSender } from './smtp-email-sender.js';
import type { Outbox } from './outbox-sender.js';
import { createWhatsAppCloudSender } from './whatsapp-cloud-sender.js';

/** Picks each channel's provider from configuration (env has already checked the credentials). */
export function createSenders(env: Env, outbox: Outbox, now: () => Date): MessageSenders {
  const sms =
    env.SMS_PROVIDER === 'msg91'
      ? createMsg91Sender({
          authKey: env.MSG91_AUTH_KEY!,
          templateId: env.MSG91_TEMPLATE_ID!,
          ...(env.MSG91_NOTICE_TEMPLATE_ID ? { noticeTemplateId: env.MSG91_NOTICE_TEMPLATE_ID } : {}),
          ...(env.MSG91_NOTICE_TEMPLATE_ID_HI ? { noticeTemplateIdHindi: env.MSG91_NOTICE_TEMPLATE_ID_HI } : {}),
          baseUrl: env.MSG91_BASE_URL,
          timeoutMs: env.PROVIDER_TIMEOUT_MS,
        })
      : outbox.sender('sms', now);
  const whatsapp =
    env.WHATSAPP_PROVIDER === 'cloud-api'
      ? createWhatsAppCloudSender({
          accessToken: env.WHATSAPP_ACCESS_TOKEN!,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
          templateName: env.WHATSAPP_TEMPLATE_NAME,
          templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
          noticeTemplateName: env.WHATSAPP_NOTICE_TEMPLATE_NAME,
          noticeTemplateHindi: env.WHATSAPP_NOTICE_TEMPLATE_HINDI === 'true',
          baseUrl: env.WHATSAPP_BASE_URL,
          timeoutMs: env.PROVIDER_TIMEOUT_MS,
        })
      : outbox.sender('whatsapp', now);
  const email =
    env.EMAIL_PROVIDER === 'smtp'
      ? createSmtpEmailSender({ url: env.SMTP_URL!, from: env.EMAIL_FROM!, timeoutMs: env.PROVIDER_TIMEOUT_MS })
      : env.EMAIL_PROVIDER === 'outbox' || env.NODE_ENV !== 'production'
        ? outbox.emailSender(now)
        : noEmailProvider;
  return { sms, whatsapp, email };
}

/** Production without EMAIL_PROVIDER: a reset link or an email copy cannot be delivered, and the log says so. */
const noEmailProvider: EmailSender = {
  name: 'none',
  send: async () => {
    throw new MessageDeliveryError(
      'email',
      'no email provider is configured (set EMAIL_PROVIDER=smtp); reset an admin password with npm run admin:create -- --reset',
    );
  },
};
