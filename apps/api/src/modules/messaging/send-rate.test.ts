import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { PRODUCTION_ENV } from '../../test/test-app.js';
import { SendRate, sendTurns, type RateTimer } from './send-rate.js';

/** Time that passes only when a rate waits: each sleep moves it on by what was asked. */
function fakeTimer(): RateTimer & { at: number } {
  const timer = {
    at: 0,
    now: () => timer.at,
    sleep: async (ms: number) => {
      timer.at += ms;
    },
  };
  return timer;
}

describe('send rates', () => {
  it('lets sends asked at once go 1000 / rate ms apart, in the order asked', async () => {
    const timer = fakeTimer();
    const rate = new SendRate(10, timer);
    const went: [number, number][] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => rate.take().then(() => went.push([n, timer.at]))));
    expect(went).toEqual([
      [1, 0],
      [2, 100],
      [3, 200],
      [4, 300],
      [5, 400],
    ]);
  });

  it('does not catch up after a pause with a burst: the next sends are spaced from the last that went', async () => {
    const timer = fakeTimer();
    const rate = new SendRate(4, timer);
    await rate.take();
    timer.at += 10_000; // nothing asked for ten seconds
    const went: number[] = [];
    await Promise.all([0, 1, 2].map(() => rate.take().then(() => went.push(timer.at))));
    expect(went).toEqual([10_000, 10_250, 10_500]);
  });

  it("spaces each channel's turns at its own rate: SMS, WhatsApp and email do not wait for one another", async () => {
    const timer = fakeTimer();
    const turns = sendTurns({ sms: 2, whatsapp: 4, email: 1 }, timer);
    const went: string[] = [];
    const take = (channel: keyof typeof turns) => turns[channel]().then(() => void went.push(`${channel}@${timer.at}`));
    await Promise.all([take('sms'), take('sms')]);
    await Promise.all([take('whatsapp'), take('whatsapp')]);
    await Promise.all([take('email'), take('email')]);
    // SMS 500 ms apart, WhatsApp 250 ms, email 1 s; each channel's first turn waits for no other channel's.
    expect(went).toEqual(['sms@0', 'sms@500', 'whatsapp@500', 'whatsapp@750', 'email@750', 'email@1750']);
  });

  it("reads each channel's rate from the configuration at start, else its provider's, and refuses one that is not above 0", () => {
    expect(loadEnv({})).toMatchObject({
      SMS_MESSAGES_PER_SECOND: 200,
      WHATSAPP_MESSAGES_PER_SECOND: 200,
      EMAIL_MESSAGES_PER_SECOND: 200,
      MESSAGE_SEND_CONCURRENCY: 20,
    });
    expect(
      loadEnv({ ...PRODUCTION_ENV, EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://relay:587', EMAIL_FROM: 'a@b.c' }),
    ).toMatchObject({
      SMS_MESSAGES_PER_SECOND: 50,
      WHATSAPP_MESSAGES_PER_SECOND: 60,
      EMAIL_MESSAGES_PER_SECOND: 10,
    });
    expect(loadEnv({ SMS_MESSAGES_PER_SECOND: '12.5', MESSAGE_SEND_CONCURRENCY: '4' })).toMatchObject({
      SMS_MESSAGES_PER_SECOND: 12.5,
      MESSAGE_SEND_CONCURRENCY: 4,
    });
    expect(() => loadEnv({ WHATSAPP_MESSAGES_PER_SECOND: '0' })).toThrow(/WHATSAPP_MESSAGES_PER_SECOND/);
    expect(() => loadEnv({ EMAIL_MESSAGES_PER_SECOND: 'fast' })).toThrow(/EMAIL_MESSAGES_PER_SECOND/);
    expect(() => loadEnv({ MESSAGE_SEND_CONCURRENCY: '0' })).toThrow(/MESSAGE_SEND_CONCURRENCY/);
  });
});
