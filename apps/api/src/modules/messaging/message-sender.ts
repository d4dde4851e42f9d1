import type { TranslatedLanguage } from '@washday/core';

export type MessageChannel = 'sms' | 'whatsapp';

export interface CodeMessage {
  channel: MessageChannel;
  /** 91 followed by the 10-digit mobile. */
  to: string;
  code: string;
  /** The text a person reads; providers with fixed templates send the code into their template instead. */
  text: string;
}

/** An informational message (an order update), not a code. */
export interface NoticeMessage {
  channel: MessageChannel;
  /** 91 followed by the 10-digit mobile. */
  to: string;
  title: string;
  text: string;
  /** The language title and text are in; English unless said. */
  language?: TranslatedLanguage;
  /** The notification this copy is of (its id), so a provider or the outbox can tell copies apart. */
  reference?: string;
}

/** One delivery channel. Each method resolves once the provider has accepted the message, and throws otherwise. */
export interface MessageSender {
  readonly name: string;
  send(message: CodeMessage): Promise<void>;
  sendNotice(message: NoticeMessage): Promise<void>;
  /**
   * The languages it can send notices in (Indian SMS and WhatsApp go through approved templates, one per language);
   * English only unless said.
   */
  readonly noticeLanguages?: readonly TranslatedLanguage[];
}

/** A file sent with an email (a customer's tax invoice as a PDF). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * An email: an admin's password reset (with the link to open), a customer's copy of a notification (no link; the
 * notification names the order), or a customer's tax invoice (its PDF attached).
 */
export interface EmailMessage {
  channel: 'email';
  to: string;
  subject: string;
  text: string;
  link?: string;
  attachments?: EmailAttachment[];
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export class MessageDeliveryError extends Error {
  constructor(provider: string, reason: string) {
    super(`${provider} did not accept the message: ${reason}`);
    this.name = 'MessageDeliveryError';
  }
}

export interface MessageSenders {
  sms: MessageSender;
  whatsapp: MessageSender;
  email: EmailSender;
}
