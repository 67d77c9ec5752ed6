import { COD_OFF_FOR_CUSTOMER } from '@vastra/contract/messages';
import type { DeliveryCheck } from '@vastra/contract/shipping';
import { codRefused } from '../../lib/delivery-check';

/**
 * Why cash on delivery cannot be chosen at checkout, or null when it can: the shop turned it off for
 * this customer (their account says so), or it does not collect cash at the chosen address's pincode.
 * The server refuses both with the same sentences.
 */
export function codUnavailable(codBlocked: boolean, check: DeliveryCheck | undefined): string | null {
  if (codBlocked) return COD_OFF_FOR_CUSTOMER;
  return check?.serviceable && !check.cod ? codRefused(check.pincode) : null;
}
