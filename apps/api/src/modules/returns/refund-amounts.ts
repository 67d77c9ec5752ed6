import type { Paise } from '../../lib/money';

/** An order line as its refunds see it. */
export interface PaidLine {
  /** What the line's units were paid in all: unit price x quantity, less the line's share of a discount. */
  paid: Paise;
  quantity: number;
}

/** The line's units already asked back for money (requests not rejected), and what they are refunded. */
export interface EarlierReturns {
  units: number;
  refunded: Paise;
}

/**
 * What `units` more units of a line are refunded: the line's paid amount for all units asked back so
 * far, floor(paid x K / quantity) at K units, less what the earlier requests already get. So the
 * refunds of one line, however it is split over requests, add up to exactly what it was paid once
 * every unit is back (the last unit takes the odd paise), and never to more: a rejected request's
 * amount simply drops out of `refunded`.
 */
export function refundFor(line: PaidLine, earlier: EarlierReturns, units: number): Paise {
  const upTo = (BigInt(line.paid) * BigInt(earlier.units + units)) / BigInt(line.quantity);
  const amount = Number(upTo) - earlier.refunded;
  return Math.min(Math.max(amount, 0), line.paid - earlier.refunded);
}
