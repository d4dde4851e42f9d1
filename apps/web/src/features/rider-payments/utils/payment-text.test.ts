import { PAYMENT_MESSAGES } from '@washday/core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makePayment } from '../testing/payment-fixtures';
import {
  cashDifference,
  cleanRupeeInput,
  formatTimeLeft,
  paidMethods,
  parseRupees,
  paymentMessage,
  quickAmounts,
} from './payment-text';

const en = i18n.getFixedT('en', 'rider');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('money at the door', () => {
  it('counts the change to the paisa, and what is short', () => {
    expect(cashDifference(520, 600)).toBe(80);
    expect(cashDifference(254.24, 300)).toBe(45.76);
    expect(cashDifference(0.3, 0.1 + 0.2)).toBe(0);
    expect(cashDifference(520, 500)).toBe(-20);
  });

  it('reads rupees as typed, keeping at most two decimals', () => {
    expect(cleanRupeeInput('₹1,000.505')).toBe('1000.50');
    expect(cleanRupeeInput('6x00')).toBe('600');
    expect(cleanRupeeInput('12.3.4')).toBe('12.34');
    expect(parseRupees('600')).toBe(600);
    expect(parseRupees('600.5')).toBe(600.5);
    expect(parseRupees('0')).toBeNull();
    expect(parseRupees('')).toBeNull();
    expect(parseRupees('.')).toBeNull();
  });

  it('offers the amount due and the notes a customer is likely to hand over', () => {
    expect(quickAmounts(520)).toEqual([520, 600, 1000]);
    expect(quickAmounts(240)).toEqual([240, 300, 500]);
    expect(quickAmounts(1000)).toEqual([1000, 2000]);
    expect(quickAmounts(254.24)).toEqual([254.24, 300, 500]);
  });

  it('says how a bill was paid, each method once, leaving out failed attempts', () => {
    expect(
      paidMethods([
        makePayment({ method: 'upi_qr', status: 'failed' }),
        makePayment({ method: 'online' }),
        makePayment({ method: 'cash', status: 'partially_refunded' }),
        makePayment({ method: 'online' }),
      ]),
    ).toEqual(['online', 'cash']);
  });

  it('puts the server’s messages with an amount into the interface language', async () => {
    expect(paymentMessage('Cash received. Give back ₹30 change.', en)).toBe('Cash received. Give back ₹30 change.');
    expect(paymentMessage(PAYMENT_MESSAGES.cashTooLittle('₹1,040'), en)).toBe(PAYMENT_MESSAGES.cashTooLittle('₹1,040'));
    await i18n.changeLanguage('hi');
    const hi = i18n.getFixedT('hi', 'rider');
    expect(paymentMessage('Cash received. Give back ₹30 change.', hi)).toBe('नकद मिला। ₹30 छुट्टे वापस दें।');
    expect(paymentMessage(PAYMENT_MESSAGES.moneyDue('₹520'), hi)).toBe('डिलीवरी पूरी करने से पहले ₹520 लें।');
    expect(paymentMessage('Cash received', hi)).toBe('नकद मिल गया');
    expect(paymentMessage(PAYMENT_MESSAGES.deliveryNotStarted, hi)).toBe('भुगतान लेने से पहले डिलीवरी शुरू करें।');
  });

  it('shows the QR’s time left as minutes and seconds', () => {
    expect(formatTimeLeft(1799.4)).toBe('29:59');
    expect(formatTimeLeft(65)).toBe('1:05');
    expect(formatTimeLeft(-3)).toBe('0:00');
  });
});
