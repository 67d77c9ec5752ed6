import type { ShopSettings } from '@vastra/contract/settings';
import { conflict, type HttpError } from '../../lib/errors';
import type { OrderLine } from './write-order';

/**
 * The 409 that says why the order statement refused one more unpaid online order: each holds its
 * units until it is paid or expires, and the customer already has as many waiting as the shop allows.
 */
export function unpaidOrdersRefusal(waiting: number): HttpError {
  const payments = waiting === 1 ? 'online payment' : 'online payments';
  return conflict(
    `You have ${waiting} ${payments} waiting. Complete or cancel one of them before placing another order.`,
  );
}

/**
 * The 409 that says why the order statement refused an online order for the units of one variant:
 * the customer's unpaid orders already hold `held` of them, and with this order's they would pass
 * the shop's allowance.
 */
export function heldUnitsRefusal(
  line: Pick<OrderLine, 'productName' | 'color' | 'size'> | undefined,
  held: number,
  settings: Pick<ShopSettings, 'onlineMaxHeldUnits'>,
): HttpError {
  const item = line ? `${line.productName} (${line.color}, ${line.size})` : 'one of these items';
  return conflict(
    `Your online payments waiting already hold ${held} of ${item}, and at most ${settings.onlineMaxHeldUnits} can wait for payment. Complete or cancel one of them before ordering more.`,
  );
}
