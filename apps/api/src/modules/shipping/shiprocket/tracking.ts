import type { ShipmentStatus } from '@vastra/contract/shipping';
import type { TrackingNotice } from '../shipping-provider';
import { shipmentStatusOf } from './statuses';

/** One scan as Shiprocket writes it, in tracking answers (shipment_track_activities) and webhooks (scans). */
export interface ShiprocketScan {
  date?: unknown;
  activity?: unknown;
  location?: unknown;
  'sr-status'?: unknown;
  'sr-status-label'?: unknown;
}

const IST_OFFSET = '+05:30';

/**
 * Shiprocket's times are India time without a zone: "2022-07-19 11:37:00" in scans and
 * "23 05 2023 11:43:52" in a webhook's current_timestamp. Null for anything else.
 */
export function indiaTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const isoLike = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const dayFirst = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const parts = isoLike
    ? { y: isoLike[1], m: isoLike[2], d: isoLike[3], time: isoLike.slice(4) }
    : dayFirst
      ? { y: dayFirst[3], m: dayFirst[2], d: dayFirst[1], time: dayFirst.slice(4) }
      : null;
  if (!parts) return null;
  const [hh, mm, ss] = parts.time;
  const date = new Date(`${parts.y}-${parts.m}-${parts.d}T${hh}:${mm}:${ss ?? '00'}${IST_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Shiprocket sends no event ids: the AWB, our status and the time make one, the same however the event arrives. */
export function eventIdOf(awb: string, status: ShipmentStatus, at: Date): string {
  return `${awb}:${status}:${at.toISOString()}`;
}

export const nonEmptyText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A tracking answer's activities (newest first there) as notices, oldest first; unknown statuses are left out. */
export function noticesOfActivities(awb: string, activities: ShiprocketScan[]): TrackingNotice[] {
  const notices: TrackingNotice[] = [];
  for (const activity of activities) {
    const status = shipmentStatusOf(activity['sr-status'], activity['sr-status-label']);
    const at = indiaTime(activity.date);
    if (!status || !at) continue;
    notices.push({
      awb,
      eventId: eventIdOf(awb, status, at),
      status,
      at,
      location: nonEmptyText(activity.location),
      description: nonEmptyText(activity.activity) ?? nonEmptyText(activity['sr-status-label']) ?? status,
    });
  }
  return notices.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The latest of a webhook's scans (they come oldest first, but the order is not promised). */
export function latestScan(scans: ShiprocketScan[]): ShiprocketScan | undefined {
  let latest: { scan: ShiprocketScan; at: number } | undefined;
  for (const scan of scans) {
    const at = indiaTime(scan.date)?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (!latest || at >= latest.at) latest = { scan, at };
  }
  return latest?.scan;
}
