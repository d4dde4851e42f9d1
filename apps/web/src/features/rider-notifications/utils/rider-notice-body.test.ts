import { RIDER_NOTICE_DATA } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { text, words } from '@/test/notice-body-text';
import { RIDER_NOTICE_FIXTURES, riderNoticeOf } from '../testing/rider-notice-fixtures';
import { riderNotificationBody } from './rider-notice-body';

describe("a rider notification's body put together from its data", () => {
  it('has a stored example of every body core knows', () => {
    expect([...new Set(RIDER_NOTICE_FIXTURES.map((f) => f.data.notice))].sort()).toEqual(Object.keys(RIDER_NOTICE_DATA).sort());
  });

  it.each(RIDER_NOTICE_FIXTURES.map((f) => [f.english, f] as const))(
    'says in English exactly what the server stored: %s',
    (_, fixture) => {
      const body = riderNotificationBody(riderNoticeOf(fixture), 'en');
      expect(body.composed).toBe(true);
      expect(text(body)).toBe(fixture.english);
    },
  );

  it.each(RIDER_NOTICE_FIXTURES.map((f) => [f.english, f] as const))(
    'says it in Hindi, the values as they are: %s',
    (_, fixture) => {
      const body = riderNotificationBody(riderNoticeOf(fixture), 'hi');
      expect(body.composed).toBe(true);
      expect(words(body)).not.toMatch(/[A-Za-z]/);
      expect(words(body)).toMatch(/[\u0900-\u097F]/);
      expect(body.parts.filter((part) => part.data).map((part) => part.text)).toEqual(expect.arrayContaining(fixture.values));
    },
  );

  it('writes the slot as a Hindi reader reads it', () => {
    expect(text(riderNotificationBody(riderNoticeOf(RIDER_NOTICE_FIXTURES[0]!), 'hi'))).toBe(
      'ऑर्डर WD-7KQ2MX का पिकअप सोमवार, 23 नवंबर को सुबह 10:00 बजे करें। पता: B-204, Palm Court, Sector 45, Gurugram, Haryana 122003',
    );
  });

  it('translates a fixed body by its text, and shows any other as the server wrote it, as data', () => {
    const expired =
      'The customer did not answer your proposed changes within 24 hours. Send them again if they are still needed.';
    const fixed = riderNotificationBody(
      riderNoticeOf(RIDER_NOTICE_FIXTURES[5]!, { message: expired, data: { booking_id: 'b1', status: 'expired' } }),
      'hi',
    );
    expect(fixed.parts).toHaveLength(1);
    expect(fixed.parts[0]!.data).toBe(false);
    expect(fixed.parts[0]!.text).not.toMatch(/[A-Za-z]/);
    // Stored before the data named its body: the stored text, as data.
    const older = riderNotificationBody(
      riderNoticeOf(RIDER_NOTICE_FIXTURES[0]!, { data: { booking_id: 'b1', order_number: 'WD-7KQ2MX', trip: 'pickup' } }),
      'hi',
    );
    expect(older).toEqual({ composed: false, parts: [{ text: RIDER_NOTICE_FIXTURES[0]!.english, data: true }] });
  });
});
