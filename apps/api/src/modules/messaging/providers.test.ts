import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MessageDeliveryError } from './message-sender.js';
import { createMsg91Sender } from './msg91-sender.js';
import { createWhatsAppCloudSender } from './whatsapp-cloud-sender.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A local stand-in for the provider: records each request and answers as told. */
function fakeProvider() {
  const seen: Seen[] = [];
  let answer: { status: number; body: unknown; hang?: boolean } = { status: 200, body: {} };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (answer.hang) return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  return {
    seen,
    answer: (a: typeof answer) => (answer = a),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const message = {
  channel: 'sms' as const,
  to: '919876543210',
  code: '482913',
  text: '482913 is your Washday verification code.',
};

describe('MSG91 OTP adapter', () => {
  const fake = fakeProvider();
  let baseUrl = '';
  beforeAll(async () => (baseUrl = await fake.start()));
  afterAll(() => fake.stop());
  beforeEach(() => (fake.seen.length = 0));
  const sender = () => createMsg91Sender({ authKey: 'test-key', templateId: 'tpl-1', baseUrl, timeoutMs: 300 });

  it('posts the code to the OTP API with the auth key and template', async () => {
    fake.answer({ status: 200, body: { type: 'success', request_id: 'abc' } });
    await sender().send(message);
    const request = fake.seen[0]!;
    expect(request.method).toBe('POST');
    const url = new URL(request.url, baseUrl);
    expect(url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ template_id: 'tpl-1', mobile: '919876543210', otp: '482913' });
    expect(request.headers.authkey).toBe('test-key');
  });

  it.each([
    [{ status: 200, body: { type: 'error', message: 'Invalid template' } }],
    [{ status: 401, body: { type: 'error', message: 'Unauthorized' } }],
    [{ status: 500, body: 'oops' }],
  ])('fails when the provider refuses (%o)', async (answer) => {
    fake.answer(answer);
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageDeliveryError);
  });

  it('fails when the provider does not answer in time', async () => {
    fake.answer({ status: 200, body: {}, hang: true });
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageDeliveryError);
  });

  it('sends a notice through the Flow API with its template, and refuses without one', async () => {
    fake.answer({ status: 200, body: { type: 'success', message: 'sent' } });
    const notice = { channel: 'sms' as const, to: '919876543210', title: 'Order ready', text: 'Your clothes are ready.' };
    await createMsg91Sender({
      authKey: 'test-key',
      templateId: 'tpl-1',
      noticeTemplateId: 'flow-1',
      baseUrl,
      timeoutMs: 300,
    }).sendNotice(notice);
    const request = fake.seen[0]!;
    expect(new URL(request.url, baseUrl).pathname).toBe('/api/v5/flow');
    expect(JSON.parse(request.body)).toEqual({
      template_id: 'flow-1',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', title: 'Order ready', message: 'Your clothes are ready.' }],
    });
    await expect(sender().sendNotice(notice)).rejects.toThrow(/MSG91_NOTICE_TEMPLATE_ID/);
  });

  it('sends a Hindi notice through the Hindi template when one is approved; says it has none otherwise', async () => {
    fake.answer({ status: 200, body: { type: 'success', message: 'sent' } });
    const options = { authKey: 'test-key', templateId: 'tpl-1', noticeTemplateId: 'flow-1', baseUrl, timeoutMs: 300 };
    expect(createMsg91Sender(options).noticeLanguages).toEqual(['en']);
    const both = createMsg91Sender({ ...options, noticeTemplateIdHindi: 'flow-hi' });
    expect(both.noticeLanguages).toEqual(['en', 'hi']);
    await both.sendNotice({
      channel: 'sms',
      to: '919876543210',
      title: 'ऑर्डर तैयार है',
      text: 'आपका ऑर्डर तैयार है।',
      language: 'hi',
    });
    await both.sendNotice({
      channel: 'sms',
      to: '919876543210',
      title: 'Order Ready',
      text: 'Your order is ready.',
      language: 'en',
    });
    expect(fake.seen.map((request) => JSON.parse(request.body).template_id)).toEqual(['flow-hi', 'flow-1']);
    expect(JSON.parse(fake.seen[0]!.body).recipients[0].message).toBe('आपका ऑर्डर तैयार है।');
  });
});

describe('WhatsApp Cloud API adapter', () => {
  const fake = fakeProvider();
  let baseUrl = '';
  beforeAll(async () => (baseUrl = await fake.start()));
  afterAll(() => fake.stop());
  beforeEach(() => (fake.seen.length = 0));
  const options = () => ({
    accessToken: 'wa-token',
    phoneNumberId: '1234567890',
    templateName: 'washday_login_code',
    templateLanguage: 'en',
    baseUrl: `${baseUrl}/v21.0`,
    timeoutMs: 300,
  });
  const sender = () => createWhatsAppCloudSender(options());
  const withNoticeTemplate = () => ({ ...options(), noticeTemplateName: 'washday_order_update' });

  it('sends the authentication template with the code in the body and the copy-code button', async () => {
    fake.answer({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.1' }] } });
    await sender().send({ ...message, channel: 'whatsapp' });
    const request = fake.seen[0]!;
    expect(request.url).toBe('/v21.0/1234567890/messages');
    expect(request.headers.authorization).toBe('Bearer wa-token');
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'washday_login_code',
        language: { code: 'en' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
  });

  it('sends a notice through its own template with the title and text in the body', async () => {
    fake.answer({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.2' }] } });
    await createWhatsAppCloudSender(withNoticeTemplate()).sendNotice({
      channel: 'whatsapp',
      to: '919876543210',
      title: 'Order ready',
      text: 'Your clothes are ready.',
    });
    expect(JSON.parse(fake.seen[0]!.body).template).toEqual({
      name: 'washday_order_update',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Order ready' },
            { type: 'text', text: 'Your clothes are ready.' },
          ],
        },
      ],
    });
  });

  it("sends a Hindi notice with the template's Hindi version when it has one", async () => {
    fake.answer({ status: 200, body: { messaging_product: 'whatsapp', messages: [{ id: 'wamid.3' }] } });
    const options = withNoticeTemplate();
    expect(createWhatsAppCloudSender(options).noticeLanguages).toEqual(['en']);
    const both = createWhatsAppCloudSender({ ...options, noticeTemplateHindi: true });
    expect(both.noticeLanguages).toEqual(['en', 'hi']);
    await both.sendNotice({
      channel: 'whatsapp',
      to: '919876543210',
      title: 'ऑर्डर तैयार है',
      text: 'आपका ऑर्डर तैयार है।',
      language: 'hi',
    });
    await both.sendNotice({ channel: 'whatsapp', to: '919876543210', title: 'Order Ready', text: 'Your order is ready.' });
    expect(fake.seen.map((request) => JSON.parse(request.body).template.language.code)).toEqual(['hi', 'en']);
  });

  it('fails on an error answer or a timeout', async () => {
    fake.answer({ status: 400, body: { error: { message: 'Template name does not exist' } } });
    await expect(sender().send(message)).rejects.toThrow(/Template name does not exist/);
    fake.answer({ status: 200, body: {}, hang: true });
    await expect(sender().send(message)).rejects.toBeInstanceOf(MessageDeliveryError);
  });
});
