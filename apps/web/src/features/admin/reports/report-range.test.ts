import { describe, expect, it } from 'vitest';
import {
  addDays,
  barPercents,
  choiceProblem,
  indiaToday,
  periodLabel,
  presetChoice,
  reportPath,
} from './report-range';

describe('report ranges', () => {
  it("counts today in India: 23:30 in India is already tomorrow's date in UTC's evening", () => {
    expect(indiaToday(new Date('2025-03-02T18:00:00Z'))).toBe('2025-03-02');
    expect(indiaToday(new Date('2025-03-02T18:40:00Z'))).toBe('2025-03-03');
  });

  it('gives each preset its range ending today, and its grouping', () => {
    expect(presetChoice('last7Days', '2025-03-02')).toEqual({
      from: '2025-02-24',
      to: '2025-03-02',
      by: 'day',
    });
    expect(presetChoice('last30Days', '2024-03-01')).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
      by: 'day',
    });
    expect(presetChoice('thisMonth', '2025-03-17')).toEqual({
      from: '2025-03-01',
      to: '2025-03-17',
      by: 'day',
    });
    expect(presetChoice('last12Months', '2025-03-17')).toEqual({
      from: '2024-04-01',
      to: '2025-03-17',
      by: 'month',
    });
    expect(presetChoice('last12Months', '2025-12-31').from).toBe('2025-01-01');
  });

  it('moves dates across months and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('says what the server would refuse before asking it', () => {
    expect(choiceProblem({ from: '', to: '2025-03-01', by: 'day' })).toBe('Choose a start and an end date.');
    expect(choiceProblem({ from: '2025-03-02', to: '2025-03-01', by: 'day' })).toBe(
      'The end date must be on or after the start date.',
    );
    expect(choiceProblem({ from: '2023-01-01', to: '2024-12-31', by: 'day' })).toMatch(/^A report by day/);
    expect(choiceProblem({ from: '2023-01-01', to: '2024-12-31', by: 'month' })).toBeNull();
  });

  it('asks each report, and its CSV twin, for the chosen range', () => {
    const choice = { from: '2025-03-01', to: '2025-03-31', by: 'week' as const };
    expect(reportPath('sales', choice)).toBe('/admin/reports/sales?from=2025-03-01&to=2025-03-31&by=week');
    expect(reportPath('sales', choice, true)).toBe(
      '/admin/reports/sales.csv?from=2025-03-01&to=2025-03-31&by=week',
    );
    expect(reportPath('top-products', choice)).toBe(
      '/admin/reports/top-products?from=2025-03-01&to=2025-03-31&limit=10',
    );
    expect(reportPath('returns', choice, true)).toBe(
      '/admin/reports/returns.csv?from=2025-03-01&to=2025-03-31',
    );
  });

  it('names periods by day, week and month', () => {
    expect(periodLabel({ start: '2025-03-03', end: '2025-03-03' }, 'day')).toBe('3 Mar');
    expect(periodLabel({ start: '2025-03-03', end: '2025-03-09' }, 'week')).toBe('3 Mar – 9 Mar');
    expect(periodLabel({ start: '2025-03-01', end: '2025-03-31' }, 'month')).toBe('Mar 2025');
  });

  it('draws bars against the largest value, flat when nothing sold', () => {
    expect(barPercents([0, 50, 200])).toEqual([0, 25, 100]);
    expect(barPercents([0, 0])).toEqual([0, 0]);
  });
});
