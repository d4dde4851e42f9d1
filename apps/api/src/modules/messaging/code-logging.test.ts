import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { PRODUCTION_ENV, testEnv } from '../../test/test-app.js';
import { resetDatabase, workerDatabase } from '../../test/test-database.js';
import { MessageDeliveryError, type MessageSender } from './message-sender.js';

/** Builds the app with a logger that writes every line into `lines`. */
async function appWithCapturedLog(env: Record<string, string>, sender?: MessageSender) {
  const lines: string[] = [];
  const database = await workerDatabase();
  await resetDatabase(database);
  const app = await buildApp({
    env: testEnv(env),
    database,
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    ...(sender ? { senders: { sms: sender, whatsapp: sender, email: { name: 'quiet', send: async () => {} } } } : {}),
  });
  await app.ready();
  return { app, lines };
}

const sendCode = (app: FastifyInstance, phone: string) =>
  app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone }, remoteAddress: '10.9.0.1' });

describe('sign-in codes in the log', () => {
  let app: FastifyInstance | undefined;
  // The worker's database takes a while to create the first time: in a hook, not in the first test's time.
  beforeAll(() => workerDatabase());
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('are written to the log in development, where the outbox is read on this machine', async () => {
    const built = await appWithCapturedLog({ NODE_ENV: 'development' });
    app = built.app;
    expect((await sendCode(app, '9876511111')).statusCode).toBe(200);
    const code = app.outbox.list()[0]!.code;
    expect(built.lines.join('')).toContain(code);
  });

  it('are never written to the log in test', async () => {
    const built = await appWithCapturedLog({ NODE_ENV: 'test' });
    app = built.app;
    expect((await sendCode(app, '9876511112')).statusCode).toBe(200);
    const code = app.outbox.list()[0]!.code;
    const log = built.lines.join('');
    expect(log).toContain('outbox: message recorded');
    expect(log).not.toContain(code);
  });

  it('are never written to the log in production, even when a failing provider echoes them', async () => {
    let sent = '';
    const echoing: MessageSender = {
      name: 'echoing',
      send: async (message) => {
        sent = message.code;
        throw new MessageDeliveryError('echoing', `rejected otp=${message.code} for ${message.to}`);
      },
      sendNotice: async () => {},
    };
    const built = await appWithCapturedLog(PRODUCTION_ENV, echoing);
    app = built.app;
    expect((await sendCode(app, '9876511113')).statusCode).toBe(502);
    const log = built.lines.join('');
    expect(sent).toMatch(/^\d{6}$/);
    expect(log).toContain('phone code delivery failed');
    expect(log).toContain('[code]');
    expect(log).not.toContain(sent);
  });
});
