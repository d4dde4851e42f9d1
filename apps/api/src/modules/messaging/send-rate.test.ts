import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { PRODUCTION_ENV } from '../../test/test-app.js';
import type { MessageSenders, NoticeMessage } from './message-sender.js';
import { SendRate, withSendRates, type RateTimer } from './send-rate.js';

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

  it("holds customers' copies to each channel's rate, and nothing else", async () => {
    const timer = fakeTimer();
    const sent: string[] = [];
    const record = (label: string) => async () => void sent.push(`${label}@${timer.at}`);
    const senders: MessageSenders = {
      sms: { name: 'sms', send: record('code'), sendNotice: record('sms') },
      whatsapp: { name: 'whatsapp', send: record('code'), sendNotice: record('whatsapp'), noticeLanguages: ['en', 'hi'] },
      email: { name: 'email', send: record('email') },
    };
    const paced = withSendRates(senders, { sms: 2, whatsapp: 4, email: 1 }, timer);
    const notice: NoticeMessage = { channel: 'sms', to: '919800000000', title: 'T', text: 'x' };
    await Promise.all([paced.sms.sendNotice(notice), paced.sms.sendNotice(notice)]);
    await Promise.all([paced.whatsapp.sendNotice(notice), paced.whatsapp.sendNotice(notice)]);
    await paced.sms.send({ channel: 'sms', to: '919800000000', code: '123456', text: 'code' });
    await Promise.all([0, 1].map(() => paced.email.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' })));
    // SMS 500 ms apart, WhatsApp 250 ms, email 1 s; the sign-in code waits for nothing.
    expect(sent).toEqual(['sms@0', 'sms@500', 'whatsapp@500', 'whatsapp@750', 'code@750', 'email@750', 'email@1750']);
    expect(paced.whatsapp.noticeLanguages).toEqual(['en', 'hi']);
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
