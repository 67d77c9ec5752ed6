import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { badRequest, unauthorized } from '../../../lib/errors';
import type { TrackingNotice } from '../shipping-provider';
import { shipmentStatusOf } from './statuses';
import { eventIdOf, indiaTime, latestScan, nonEmptyText, type ShiprocketScan } from './tracking';

/** Where the adapter tells what it ignored: the app's logger. */
export interface ShiprocketLog {
  warn(details: object, message: string): void;
}

interface WebhookBody {
  awb?: unknown;
  current_status?: unknown;
  shipment_status?: unknown;
  shipment_status_id?: unknown;
  current_timestamp?: unknown;
  scans?: unknown;
}

/**
 * Reads Shiprocket's tracking webhook: authentic only with the token set in Shiprocket's panel in
 * `x-api-key` (docs/operations.md "Shiprocket"). One webhook is one status change, so one notice:
 * the status (shipment_status_id, else its label), at current_timestamp, where its latest scan was.
 * A status we have no name for is logged and ignored: the webhook is still answered, nothing changes.
 */
export function readShiprocketWebhook(
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
  expectedToken: string,
  log: ShiprocketLog,
  now: () => Date,
): TrackingNotice[] {
  const given = headers['x-api-key'];
  if (typeof given !== 'string' || !sameSecret(given, expectedToken)) {
    throw unauthorized('The webhook could not be verified.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('The webhook body is not JSON.');
  }
  const body: WebhookBody = parsed && typeof parsed === 'object' ? parsed : {};
  // Shiprocket writes the AWB as a number in some webhooks and as a string in others.
  const awb = typeof body.awb === 'number' ? String(body.awb) : nonEmptyText(body.awb);
  const label = nonEmptyText(body.shipment_status) ?? nonEmptyText(body.current_status);
  const status = awb ? shipmentStatusOf(body.shipment_status_id, label) : null;
  if (!awb || !status) {
    log.warn(
      { awb, shipmentStatusId: body.shipment_status_id, label },
      'Shiprocket webhook ignored: no status we track',
    );
    return [];
  }
  const scans = Array.isArray(body.scans) ? (body.scans as ShiprocketScan[]) : [];
  const scan = latestScan(scans);
  const at = indiaTime(body.current_timestamp) ?? indiaTime(scan?.date) ?? now();
  return [
    {
      awb,
      eventId: eventIdOf(awb, status, at),
      status,
      at,
      location: nonEmptyText(scan?.location),
      description: nonEmptyText(scan?.activity) ?? label ?? status,
    },
  ];
}

// Hashing both sides first gives equal lengths, so the comparison takes the same time for any input.
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
}
