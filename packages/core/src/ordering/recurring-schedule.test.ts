import { describe, expect, it } from 'vitest';
import {
  firstRecurringDate,
  monthlyDate,
  nearestRecurringSlots,
  nextRecurringDates,
  recurringBookingAt,
  recurringDatesBetween,
  recurringReminderAt,
  recurringRuleProblem,
  type RecurringRule,
} from './recurring-schedule.js';

const weekly = (weekday: number, starts_on = '2026-11-22'): RecurringRule => ({
  frequency: 'weekly',
  weekday,
  day_of_month: null,
  starts_on,
});
const monthly = (day: number, starts_on = '2026-11-22'): RecurringRule => ({
  frequency: 'monthly',
  weekday: null,
  day_of_month: day,
  starts_on,
});

describe('recurring pickup dates (India time)', () => {
  it('weekly: the first chosen weekday on or after the start, then every 7 days', () => {
    // 2026-11-22 is a Sunday.
    expect(firstRecurringDate(weekly(0))).toBe('2026-11-22');
    expect(firstRecurringDate(weekly(3))).toBe('2026-11-25');
    expect(recurringDatesBetween(weekly(3), '2026-11-22', '2026-12-16')).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
    ]);
  });

  it('fortnightly: every 14 days counted from its first date, also for a window far from the start', () => {
    const rule: RecurringRule = { ...weekly(3), frequency: 'fortnightly' };
    expect(recurringDatesBetween(rule, '2026-11-22', '2026-12-31')).toEqual(['2026-11-25', '2026-12-09', '2026-12-23']);
    expect(recurringDatesBetween(rule, '2027-03-01', '2027-03-20')).toEqual(['2027-03-03', '2027-03-17']);
  });

  it('monthly: a day 29-31 falls on the last day of shorter months, leap years included', () => {
    expect(monthlyDate(2027, 2, 31)).toBe('2027-02-28');
    expect(monthlyDate(2028, 2, 30)).toBe('2028-02-29');
    expect(recurringDatesBetween(monthly(31), '2026-11-01', '2027-04-30')).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    // The 10th has passed in the start's month: next month's.
    expect(firstRecurringDate(monthly(10))).toBe('2026-12-10');
    expect(recurringDatesBetween(monthly(10), '2026-12-11', '2027-01-31')).toEqual(['2027-01-10']);
  });

  it('the next dates skip a pickup whose slot has started, by India time not UTC', () => {
    // 2026-11-25 10:30 in India = 05:00 UTC: Wednesday's 10:00 pickup has started, 11:00 has not.
    const now = new Date('2026-11-25T05:00:00Z');
    expect(nextRecurringDates(weekly(3), '10:00', now, 2)).toEqual(['2026-12-02', '2026-12-09']);
    expect(nextRecurringDates(weekly(3), '11:00', now, 1)).toEqual(['2026-11-25']);
    // 23:30 UTC on the 24th is already the 25th in India.
    expect(nextRecurringDates(weekly(3), '09:00', new Date('2026-11-24T23:30:00Z'), 1)).toEqual(['2026-11-25']);
    expect(nextRecurringDates(monthly(31), '09:00', now, 3)).toEqual(['2026-11-30', '2026-12-31', '2027-01-31']);
  });

  it('books 48 hours ahead and reminds at 19:00 India time the evening before', () => {
    expect(recurringBookingAt('2026-11-25', '10:00', 48).toISOString()).toBe('2026-11-23T04:30:00.000Z');
    expect(recurringReminderAt('2026-12-01').toISOString()).toBe('2026-11-30T13:30:00.000Z');
  });

  it('tries the nearest free slot first, the earlier of two as near, and none already past', () => {
    expect(nearestRecurringSlots('2026-11-25', '10:00', new Date('2026-11-20T00:00:00Z')).slice(0, 5)).toEqual([
      '10:00',
      '09:00',
      '11:00',
      '12:00',
      '13:00',
    ]);
    // 11:10 in India: 9, 10 and 11 have started.
    expect(nearestRecurringSlots('2026-11-25', '10:00', new Date('2026-11-25T05:40:00Z'))[0]).toBe('12:00');
  });

  it('names the missing part of a rule', () => {
    expect(recurringRuleProblem({ frequency: 'weekly', weekday: null, day_of_month: 3 })).toBe('weekday');
    expect(recurringRuleProblem({ frequency: 'monthly', weekday: 2, day_of_month: 32 })).toBe('day_of_month');
    expect(recurringRuleProblem({ frequency: 'monthly', weekday: null, day_of_month: 31, starts_on: '2026-02-30' })).toBe(
      'starts_on',
    );
    expect(recurringRuleProblem({ frequency: 'fortnightly', weekday: 6, day_of_month: null })).toBeNull();
  });
});
