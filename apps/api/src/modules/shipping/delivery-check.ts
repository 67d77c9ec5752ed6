import type { PaymentMethod } from '@vastra/contract/orders';
import { stateOfPincode } from '@vastra/contract/pincode-states';
import type { DeliveryCheck } from '@vastra/contract/shipping';
import { fieldError, type HttpError } from '../../lib/errors';
import type { ShippingContext } from './context';
import { deliveryZone, estimatedDelivery, zoneDays } from './delivery-estimate';
import type { DeliveryFacts } from './delivery-rules';
import { DEFAULT_PARCEL } from './parcel-size';

const covers = (prefixes: string[], pincode: string) => prefixes.some((prefix) => pincode.startsWith(prefix));

/** GET /delivery/check: the shop's rules, narrowed by the courier's answer when the provider has one. */
export async function checkDelivery(ctx: ShippingContext, pincode: string): Promise<DeliveryCheck> {
  return judgeDelivery(ctx, await ctx.deliveryFacts(), pincode);
}

/**
 * Whether and when the shop delivers to `pincode`. A courier's answer can only narrow the rules':
 * served only if both serve it, COD only if both allow it, and the courier's days when it gives them.
 */
export async function judgeDelivery(
  ctx: Pick<ShippingContext, 'provider' | 'now'>,
  facts: DeliveryFacts,
  pincode: string,
): Promise<DeliveryCheck> {
  let state: string | null = stateOfPincode(pincode);
  const refused = { pincode, serviceable: false, cod: false, estimatedDelivery: null, city: null, state };
  if (covers(facts.blockedPrefixes, pincode)) return refused;
  let cod = !covers(facts.codBlockedPrefixes, pincode);
  let days = zoneDays(
    facts,
    deliveryZone({ pincode: facts.shopPincode, state: facts.shopState }, pincode, state),
  );
  let city: string | null = null;
  if (facts.shopPincode) {
    const courier = await ctx.provider.serviceability({
      pickupPincode: facts.shopPincode,
      pincode,
      cod,
      weightGrams: DEFAULT_PARCEL.weightGrams,
    });
    if (courier) {
      state = courier.state ?? state;
      if (!courier.serviceable) return { ...refused, city: courier.city, state };
      cod &&= courier.cod;
      days = courier.days ?? days;
      city = courier.city;
    }
  }
  return {
    pincode,
    serviceable: true,
    cod,
    estimatedDelivery: estimatedDelivery(ctx.now(), facts.dispatchCutoffHour, days),
    city,
    state,
  };
}

/**
 * Why an order cannot go to `pincode` as asked, or null: a pincode the shop does not serve (on the
 * address), or cash on delivery where it is not offered (on the payment method).
 */
export async function deliveryRefusal(
  ctx: Pick<ShippingContext, 'provider' | 'now'>,
  facts: DeliveryFacts,
  pincode: string,
  paymentMethod: PaymentMethod,
): Promise<HttpError | null> {
  const check = await judgeDelivery(ctx, facts, pincode);
  if (!check.serviceable) return fieldError('addressId', `We do not deliver to pincode ${pincode} yet.`);
  if (paymentMethod === 'COD' && !check.cod) {
    return fieldError('paymentMethod', `Cash on delivery is not available for pincode ${pincode}.`);
  }
  return null;
}
