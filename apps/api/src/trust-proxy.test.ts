import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_SENDS_PER_IP_PER_HOUR } from '@washday/core';
import { buildApp } from './app.js';
import { EnvError, loadEnv, type Env } from './config/env.js';
import type { Database } from './db/client.js';
import type { MessageSender } from './modules/messaging/message-sender.js';
import { TestClock, testEnv } from './test/test-app.js';
import { resetDatabase, workerDatabase } from './test/test-database.js';

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxy addresses and ranges, and nothing by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined();
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '0', 'proxy.example', '10.0.0.0/33', '10.0.0.1,'])
      expect(() => loadEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(EnvError);
  });

  describe('the client address the per-address limits count', () => {
    let database: Database;
    let app: FastifyInstance | undefined;
    const quiet: MessageSender = { name: 'quiet', send: async () => {}, sendNotice: async () => {} };
    beforeAll(async () => {
      database = await workerDatabase();
    });
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });

    async function start(env: Env) {
      await resetDatabase(database);
      app = await buildApp({
        env,
        database,
        logger: false,
        clock: new TestClock(),
        senders: { sms: quiet, whatsapp: quiet, email: { name: 'quiet', send: async () => {} } },
      });
      return app;
    }

    /** Sends one more code than the per-address cap allows, each to a new phone, and returns the statuses. */
    async function sendPastTheCap(target: FastifyInstance, forwardedFor: (i: number) => string) {
      const statuses: number[] = [];
      for (let i = 0; i <= OTP_MAX_SENDS_PER_IP_PER_HOUR; i += 1) {
        const res = await target.inject({
          method: 'POST',
          url: '/api/auth/send-otp',
          payload: { phone: `97${String(i).padStart(8, '0')}` },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor(i) },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    }
    const capped = [...Array<number>(OTP_MAX_SENDS_PER_IP_PER_HOUR).fill(200), 429];

    it('ignores X-Forwarded-For without TRUST_PROXY, in production too', async () => {
      expect(await sendPastTheCap(await start(testEnv()), (i) => `203.0.113.${i}`)).toEqual(capped);
      await app!.close();
      expect(await sendPastTheCap(await start({ ...testEnv(), NODE_ENV: 'production' }), (i) => `203.0.113.${i}`)).toEqual(
        capped,
      );
    });

    it('counts to OTP_SENDS_PER_IP_PER_HOUR when the operator sets it', async () => {
      const shared = await start(testEnv({ OTP_SENDS_PER_IP_PER_HOUR: '3' }));
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await shared.inject({
          method: 'POST',
          url: '/api/auth/send-otp',
          payload: { phone: `96${String(i).padStart(8, '0')}` },
          remoteAddress: '10.1.2.3',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(() => loadEnv({ OTP_SENDS_PER_IP_PER_HOUR: '0' })).toThrow(/OTP_SENDS_PER_IP_PER_HOUR/);
    });

    it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
      const behindOne = await start(testEnv({ TRUST_PROXY: '1' }));
      expect(await sendPastTheCap(behindOne, (i) => `203.0.113.${i}`)).not.toContain(429);
      await app!.close();
      // The proxy's own client still meets the cap, however it is forwarded.
      expect(await sendPastTheCap(await start(testEnv({ TRUST_PROXY: '127.0.0.1' })), () => '198.51.100.7')).toEqual(capped);
      await app!.close();
      // A client that is not a listed proxy cannot name an address.
      expect(await sendPastTheCap(await start(testEnv({ TRUST_PROXY: '10.0.0.1' })), (i) => `203.0.113.${i}`)).toEqual(capped);
    });
  });
});
