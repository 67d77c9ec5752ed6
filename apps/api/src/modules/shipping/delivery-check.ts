import type { PaymentMethod } from '@vastra/contract/orders';
import { stateOfPincode } from '@vastra/contract/pincode-states';
import type { DeliveryCheck } from '@vastra/contract/shipping';
import { fieldError, type HttpError } from '../../lib/errors';
import type { ShippingContext } from './context';
import { deliveryZone, dispatchDay, estimatedDelivery, zoneDays } from './delivery-estimate';
import type { DeliveryFacts } from './delivery-rules';
import { DEFAULT_PARCEL } from './parcel-size';

const covers = (prefixes: string[], pincode: string) => prefixes.some((prefix) => pincode.startsWith(prefix));

/**
 * Answers worked out from the shop's rules alone, per facts object (a change of the rules or of the
 * shop's pincode makes a new one, so its answers go with it), by dispatch day and pincode.
 */
const rulesAnswers = new WeakMap<DeliveryFacts, Map<string, DeliveryCheck>>();
/** India has about 19,000 pincodes; the cap keeps a caller walking through all 10^6 codes bounded. */
const RULES_ANSWERS_CAP = 20_000;

/**
 * GET /delivery/check: the shop's rules, narrowed by the courier's answer when the provider has one.
 * Every product page asks it, so without a courier the answer is kept until the dispatch day moves.
 */
export async function checkDelivery(ctx: ShippingContext, pincode: string): Promise<DeliveryCheck> {
  const facts = await ctx.deliveryFacts();
  if (ctx.provider.asksCourier) return judgeDelivery(ctx, facts, pincode);
  let answers = rulesAnswers.get(facts);
  if (!answers) {
    answers = new Map();
    rulesAnswers.set(facts, answers);
  }
  const key = `${dispatchDay(ctx.now(), facts.dispatchCutoffHour)}:${pincode}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = await judgeDelivery(ctx, facts, pincode);
    if (answers.size >= RULES_ANSWERS_CAP) answers.clear();
    answers.set(key, answer);
  }
  return answer;
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
