import { type ReportPeriod, rangeProblem } from '@vastra/contract/reports';

/** The range and grouping a report screen asks for: days in India time, both included. */
export interface ReportChoice {
  from: string;
  to: string;
  by: ReportPeriod;
}

export const reportPresets = ['last7Days', 'last30Days', 'thisMonth', 'last12Months'] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const presetLabels: Record<ReportPreset, string> = {
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  thisMonth: 'This month',
  last12Months: 'Last 12 months',
};

/** Today's date in India (the shop's calendar), YYYY-MM-DD. */
export const indiaToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** `date` moved by `days` (negative: back), YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * A preset's range, ending today: the last 7 or 30 days and this month by day, the last 12 months
 * (this one included, from its first day) by month.
 */
export function presetChoice(preset: ReportPreset, today: string): ReportChoice {
  switch (preset) {
    case 'last7Days':
      return { from: addDays(today, -6), to: today, by: 'day' };
    case 'last30Days':
      return { from: addDays(today, -29), to: today, by: 'day' };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today, by: 'day' };
    case 'last12Months': {
      const [year = 0, month = 1] = today.split('-').map(Number);
      const first = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
      return { from: first, to: today, by: 'month' };
    }
  }
}

/** Why the server would refuse this choice (a date missing, the end first, too long by day), or null. */
export function choiceProblem(choice: ReportChoice): string | null {
  if (!choice.from || !choice.to) return 'Choose a start and an end date.';
  return rangeProblem(choice.from, choice.to, choice.by);
}

export type ReportName = 'sales' | 'top-products' | 'returns';

/** The API path of a report for this choice (`csv`: its download twin); only sales reads `by`. */
export function reportPath(report: ReportName, choice: ReportChoice, csv = false): string {
  const query = new URLSearchParams({ from: choice.from, to: choice.to });
  if (report === 'sales') query.set('by', choice.by);
  if (report === 'top-products') query.set('limit', '10');
  return `/admin/reports/${report}${csv ? '.csv' : ''}?${query}`;
}

const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** A period's name in a row or under a bar: "3 Mar", "3 Mar – 9 Mar", "Mar 2025". */
export function periodLabel(period: { start: string; end: string }, by: ReportPeriod): string {
  if (by === 'month') return monthYear.format(utc(period.start));
  if (by === 'day' || period.start === period.end) return dayMonth.format(utc(period.start));
  return `${dayMonth.format(utc(period.start))} – ${dayMonth.format(utc(period.end))}`;
}

/** Each value's bar height as a percent of the largest (0 for all when nothing sold). */
export function barPercents(values: number[]): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest > 0 ? (value / largest) * 100 : 0));
}
