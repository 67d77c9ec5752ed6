import type { ReturnStatus } from './returns';

/*
 * The rules of returns that screens show: kept apart from the return schemas so the storefront can
 * offer the reasons and the admin the next steps without loading zod (see returns.ts).
 */

/** The reasons a shopper picks from (the admin sees them as written here). */
export const RETURN_REASONS = [
  'Size too small',
  'Size too large',
  'Colour different from the photos',
  'Damaged or defective',
  'Received the wrong item',
  'Quality not as expected',
  'Changed my mind',
] as const;

export const RETURN_REASON_MAX = 500;

/** Where each status may go next; the server refuses any other move with a 409. */
export const RETURN_STATUS_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  // Rejecting an approved request cancels it: an exchange's held unit goes back on sale.
  APPROVED: ['RECEIVED', 'REJECTED'],
  // REFUNDED when the request returns anything for money, EXCHANGED when it only exchanges.
  RECEIVED: ['REFUNDED', 'EXCHANGED'],
  REJECTED: [],
  REFUNDED: [],
  EXCHANGED: [],
};
