import type { DeliveryRules } from '@vastra/contract/shipping';

/** India has one time zone, five and a half hours ahead of UTC, and no summer time. */
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Which of the shop's delivery zones a pincode is in, seen from the shop's own pincode and state. */
export type DeliveryZone = 'city' | 'state' | 'rest';

/**
 * The shop's city is the first three digits of its pincode; its state is the one it entered in its
 * company details (none entered: every pincode outside its city is "rest of India").
 */
export function deliveryZone(
  shop: { pincode: string | null; state: string | null },
  pincode: string,
  pincodeState: string | null,
): DeliveryZone {
  if (shop.pincode && shop.pincode.slice(0, 3) === pincode.slice(0, 3)) return 'city';
  if (shop.state && pincodeState === shop.state) return 'state';
  return 'rest';
}

export function zoneDays(rules: DeliveryRules, zone: DeliveryZone): { from: number; to: number } {
  if (zone === 'city') return rules.daysWithinCity;
  if (zone === 'state') return rules.daysWithinState;
  return rules.daysRestOfIndia;
}

/** A day in India (`YYYY-MM-DD`) `days` after the India day `day`. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in India at `now`, `YYYY-MM-DD`. */
export function indiaDate(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** When the day `day` (`YYYY-MM-DD`, India) starts and ends, as instants. */
export function indiaDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * The day an order placed at `now` leaves the shop: today before the cut-off hour (India time), else
 * tomorrow, and a Sunday's dispatch waits for Monday.
 */
export function dispatchDay(now: Date, cutoffHour: number): string {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  let day = india.toISOString().slice(0, 10);
  if (india.getUTCHours() >= cutoffHour) day = addDays(day, 1);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

/** The days an order placed at `now` should arrive between, `days` after its dispatch. */
export function estimatedDelivery(
  now: Date,
  cutoffHour: number,
  days: { from: number; to: number },
): { from: string; to: string } {
  const dispatch = dispatchDay(now, cutoffHour);
  return { from: addDays(dispatch, days.from), to: addDays(dispatch, days.to) };
}
