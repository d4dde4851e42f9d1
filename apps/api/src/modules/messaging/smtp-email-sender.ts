import nodemailer from 'nodemailer';
import { MessageDeliveryError, type EmailSender } from './message-sender.js';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS from the start). */
  url: string;
  /** The From address, e.g. "Washday <no-reply@washday.example>". */
  from: string;
  timeoutMs: number;
}

/** Email through any SMTP relay (a provider's SMTP endpoint or the operator's own server), via nodemailer. */
export function createSmtpEmailSender(options: SmtpOptions): EmailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      let info: { accepted: unknown[]; rejected: unknown[] };
      try {
        info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        });
      } catch (error) {
        throw new MessageDeliveryError('smtp', error instanceof Error ? error.message : String(error));
      }
      // The relay took the message but refused this recipient: nothing was delivered.
      if (info.accepted.length === 0) throw new MessageDeliveryError('smtp', `recipient refused: ${message.to}`);
    },
  };
}
