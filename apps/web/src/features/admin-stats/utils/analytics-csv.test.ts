import { describe, expect, it } from 'vitest';
import { analyticsReply } from '../testing/stats-fixtures';
import { analyticsCsv, analyticsCsvName } from './analytics-csv';

describe('analyticsCsv', () => {
  it('writes every section shown, with plain numbers and properly quoted names', () => {
    const data = analyticsReply('2026-11-16', '2026-11-18');
    const lines = analyticsCsv(data).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['Washday analytics', 'From,2026-11-16', 'To,2026-11-18', 'Days,3', '']);
    expect(lines).toContain('Collected revenue (₹),420');
    expect(lines).toContain('Booked revenue (₹),450');
    expect(lines).toContain('Average turnaround (hours),39.4');
    expect(lines).toContain('Late share (%),20');
    const daily = lines.indexOf('Bookings and revenue per day');
    expect(lines.slice(daily, daily + 5)).toEqual([
      'Bookings and revenue per day',
      'Date,Bookings,Completed,Collected (₹),Booked (₹)',
      '2026-11-16,0,0,0,0',
      '2026-11-17,1,1,400,450',
      '2026-11-18,2,0,20,0',
    ]);
    expect(lines).toContain('In progress,2');
    expect(lines).toContain('"Curtains, ""heavy""",PC,3,1200,1');
    // A name a spreadsheet would run as a formula stays text.
    expect(lines).toContain("'=Anil Yadav,9810000003,4,2,2,2,50");
    expect(lines.at(-1)).toBe("'=Anil Yadav,9810000003,4,2,2,2,50");
    expect(analyticsCsvName(data)).toBe('washday-analytics-2026-11-16-to-2026-11-18.csv');
  });
});
