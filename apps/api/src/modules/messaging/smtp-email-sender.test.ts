import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { createSenders } from './create-senders.js';
import { MessageDeliveryError } from './message-sender.js';
import { Outbox } from './outbox-sender.js';
import { createSmtpEmailSender } from './smtp-email-sender.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server on a free port: keeps what it is given and refuses recipients at refused.example. */
function localSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(
        address.address.endsWith('@refused.example')
          ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 })
          : null,
      );
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return {
    received,
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP email sender', () => {
  const smtp = localSmtp();
  let url = '';
  beforeAll(async () => {
    url = `smtp://127.0.0.1:${await smtp.start()}`;
  });
  afterAll(() => smtp.stop());

  it('delivers from the configured address to the recipient with the subject and text', async () => {
    const sender = createSmtpEmailSender({ url, from: 'Washday <no-reply@washday.example>', timeoutMs: 5000 });
    await sender.send({
      channel: 'email',
      to: 'asha@example.com',
      subject: 'Order ready',
      text: 'Your clothes are ready for delivery.',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'no-reply@washday.example', to: ['asha@example.com'] });
    expect(mail!.raw).toMatch(/^From: Washday <no-reply@washday\.example>$/m);
    expect(mail!.raw).toMatch(/^To: asha@example\.com$/m);
    expect(mail!.raw).toMatch(/^Subject: Order ready$/m);
    expect(mail!.raw).toContain('Your clothes are ready for delivery.');
  });

  it('sends an attachment (a tax invoice) as a named part of the message, its bytes intact', async () => {
    const sender = createSmtpEmailSender({ url, from: 'no-reply@washday.example', timeoutMs: 5000 });
    const pdf = Buffer.from('%PDF-1.7 invoice WD/26-27/000123');
    await sender.send({
      channel: 'email',
      to: 'ravi@example.com',
      subject: 'Tax invoice WD/26-27/000123',
      text: 'Attached.',
      attachments: [{ filename: 'WD-26-27-000123.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const mail = smtp.received.find((m) => m.to.includes('ravi@example.com'))!;
    expect(mail.raw).toMatch(/^Content-Type: application\/pdf; name=WD-26-27-000123\.pdf$/m);
    expect(mail.raw).toMatch(/^Content-Disposition: attachment; filename=WD-26-27-000123\.pdf$/m);
    expect(mail.raw).toContain(pdf.toString('base64'));
  });

  it('surfaces a refused recipient or an unreachable server as MessageDeliveryError', async () => {
    const sender = createSmtpEmailSender({ url, from: 'no-reply@washday.example', timeoutMs: 5000 });
    const refused = sender.send({ channel: 'email', to: 'nobody@refused.example', subject: 'x', text: 'y' });
    await expect(refused).rejects.toBeInstanceOf(MessageDeliveryError);
    await expect(refused).rejects.toThrow(/smtp did not accept the message: .*550/);

    const closed = createSmtpEmailSender({ url: 'smtp://127.0.0.1:1', from: 'no-reply@washday.example', timeoutMs: 2000 });
    await expect(closed.send({ channel: 'email', to: 'asha@example.com', subject: 'x', text: 'y' })).rejects.toBeInstanceOf(
      MessageDeliveryError,
    );
  });
});

describe('email configuration', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'x'.repeat(32),
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'k',
    MSG91_TEMPLATE_ID: 't',
    WHATSAPP_PROVIDER: 'cloud-api',
    WHATSAPP_ACCESS_TOKEN: 'a',
    WHATSAPP_PHONE_NUMBER_ID: 'p',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'k',
    RAZORPAY_KEY_SECRET: 's',
    RAZORPAY_WEBHOOK_SECRET: 'w',
  };

  it('refuses EMAIL_PROVIDER=smtp without SMTP_URL or EMAIL_FROM, a bad URL, and the outbox in production', () => {
    expect(() => loadEnv({ EMAIL_PROVIDER: 'smtp', EMAIL_FROM: 'no-reply@washday.example' })).toThrow(
      'SMTP_URL, EMAIL_FROM: required when EMAIL_PROVIDER=smtp',
    );
    expect(() => loadEnv({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      /EMAIL_FROM: required when EMAIL_PROVIDER=smtp/,
    );
    expect(() => loadEnv({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'https://mail.example', EMAIL_FROM: 'a@b.example' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadEnv({ ...production, EMAIL_PROVIDER: 'outbox' })).toThrow(/EMAIL_PROVIDER: the outbox is for development/);
  });

  it('picks SMTP when configured, the outbox in development, and a clear refusal in production without one', async () => {
    const now = () => new Date();
    const smtpEnv = loadEnv({
      ...production,
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://mail.example:587',
      EMAIL_FROM: 'no-reply@washday.example',
    });
    expect(createSenders(smtpEnv, new Outbox(), now).email.name).toBe('smtp');
    expect(createSenders(loadEnv({}), new Outbox(), now).email.name).toBe('outbox-email');
    const none = createSenders(loadEnv(production), new Outbox(), now).email;
    await expect(none.send({ channel: 'email', to: 'a@b.example', subject: 'x', text: 'y' })).rejects.toThrow(
      /no email provider is configured \(set EMAIL_PROVIDER=smtp\)/,
    );
  });
});
