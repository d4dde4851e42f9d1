import { CUSTOMER_NOTICE_DATA } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { NOTICE_FIXTURES, noticeOf } from '../testing/customer-notice-fixtures';
import { text, words } from '@/test/notice-body-text';
import { notificationBody } from './notification-body';

describe('a customer notification body put together from its type and data', () => {
  it('has a stored example of every type core knows', () => {
    expect([...new Set(NOTICE_FIXTURES.map((f) => f.type))].sort()).toEqual(Object.keys(CUSTOMER_NOTICE_DATA).sort());
  });

  it.each(NOTICE_FIXTURES.map((f) => [f.english, f] as const))(
    'says in English exactly what the server stored: %s',
    (_, fixture) => {
      const body = notificationBody(noticeOf(fixture), 'en');
      expect(body.composed).toBe(true);
      expect(text(body)).toBe(fixture.english);
    },
  );

  it.each(NOTICE_FIXTURES.map((f) => [f.english, f] as const))('says it in Hindi, the values as they are: %s', (_, fixture) => {
    const body = notificationBody(noticeOf(fixture), 'hi');
    expect(body.composed).toBe(true);
    // Latin letters only in the values and the brand: every interface word is Hindi.
    expect(words(body).replace(/Washday/g, '')).not.toMatch(/[A-Za-z]/);
    expect(body.parts.filter((part) => part.data).map((part) => part.text)).toEqual(expect.arrayContaining(fixture.values));
    expect(words(body)).toMatch(/[\u0900-\u097F]/);
  });

  it('writes days, slot times and rupees as Hindi readers read them', () => {
    const hindi = (type: string, english: string) =>
      text(notificationBody(noticeOf(NOTICE_FIXTURES.find((f) => f.type === type && f.english === english)!), 'hi'));
    expect(hindi('rider_assigned', 'Ravi Kumar will pick up your order WD-7KQ2MX on Mon, 23 Nov at 10:00 AM.')).toBe(
      'Ravi Kumar सोमवार, 23 नवंबर को सुबह 10:00 बजे आपका ऑर्डर WD-7KQ2MX लेने आएँगे।',
    );
    expect(
      hindi('pickup_reminder', 'Our rider will arrive for your pickup (order WD-7KQ2MX) tomorrow between 10:00 AM and 11:00 AM.'),
    ).toBe('हमारे राइडर कल सुबह 10:00 से सुबह 11:00 के बीच आपका पिकअप (ऑर्डर WD-7KQ2MX) लेने आएँगे।');
    expect(
      hindi('rider_edit', 'Your rider changed the items of order WD-7KQ2MX: new total ₹100 (+₹80). Please approve or reject.'),
    ).toBe('आपके राइडर ने ऑर्डर WD-7KQ2MX के आइटम बदले हैं, अब कुल ₹100 (+₹80) है। कृपया मंज़ूर या नामंज़ूर करें।');
    expect(
      hindi(
        'referral_reward',
        'A friend completed their first order. Use coupon REWARD9XK2PL for 50% off your next order (up to ₹200).',
      ),
    ).toBe('एक दोस्त ने अपना पहला ऑर्डर पूरा कर लिया है। अगले ऑर्डर पर 50% छूट (₹200 तक) के लिए कूपन REWARD9XK2PL लगाएँ।');
  });

  it("shows the server's text, as data, for a type it does not know or data stored before the values were kept", () => {
    const unknown = notificationBody(
      noticeOf(NOTICE_FIXTURES[0]!, { type: 'admin_message', message: 'Diwali hours: we close at 6 PM.' }),
      'hi',
    );
    expect(unknown).toEqual({ composed: false, parts: [{ text: 'Diwali hours: we close at 6 PM.', data: true }] });
    const older = notificationBody(
      noticeOf(NOTICE_FIXTURES[0]!, { data: { booking_id: 'b', order_number: 'WD-7KQ2MX', rider_name: 'Ravi Kumar' } }),
      'hi',
    );
    expect(older).toEqual({ composed: false, parts: [{ text: NOTICE_FIXTURES[0]!.english, data: true }] });
  });
});
