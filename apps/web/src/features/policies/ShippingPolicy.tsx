import type { StorePolicies } from '@vastra/contract/store-policies';
import { Link } from 'react-router';
import { policyStyles as s } from './policy-styles';
import { dayRange, hourOfDay, orList } from './policy-words';

/** /policies/shipping: the shop's delivery rules in plain words. */
export function ShippingPolicy({ shipping }: { shipping: StorePolicies['shipping'] }) {
  const times = [
    { where: 'Within our city', days: shipping.daysWithinCity },
    { where: `Within ${shipping.shipsFromState ?? 'our state'}`, days: shipping.daysWithinState },
    { where: 'Rest of India', days: shipping.daysRestOfIndia },
  ];
  return (
    <>
      {shipping.freeShipping && <p className={s.lead}>Shipping is free on every order, across India.</p>}
      <section>
        <h2 className={s.heading}>When it arrives</h2>
        <p className={s.text}>
          Orders placed before {hourOfDay(shipping.dispatchCutoffHour)} (India time) leave us the same day;
          later ones leave the next day. Nothing leaves on a Sunday. After it leaves, your order takes:
        </p>
        <dl className="mt-4 divide-y divide-neutral-200 rounded-xl border border-neutral-200 text-[15px]">
          {times.map(({ where, days }) => (
            <div key={where} className="flex items-center justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-700">{where}</dt>
              <dd className="font-medium text-neutral-900">{dayRange(days)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2 className={s.heading}>Where we deliver</h2>
        <p className={s.text}>
          {shipping.blockedPrefixes.length === 0
            ? 'We deliver to every pincode in India.'
            : `We deliver across India, except to pincodes starting with ${orList(shipping.blockedPrefixes)}.`}{' '}
          Checkout tells you before you pay if we cannot reach your address.
        </p>
      </section>
      <section>
        <h2 className={s.heading}>Cash on delivery</h2>
        <p className={s.text}>
          {!shipping.cashOnDelivery
            ? 'Cash on delivery is not offered at the moment: you can pay online by UPI or card.'
            : shipping.codBlockedPrefixes.length === 0
              ? 'You can pay cash on delivery anywhere we deliver, or pay online by UPI or card.'
              : `You can pay cash on delivery, except to pincodes starting with ${orList(shipping.codBlockedPrefixes)}, or pay online by UPI or card.`}
        </p>
      </section>
      <section>
        <h2 className={s.heading}>Following your order</h2>
        <p className={s.text}>
          Once your order ships, you can follow it from{' '}
          <Link to="/profile/orders" className={s.link}>
            My Orders
          </Link>
          .
        </p>
      </section>
    </>
  );
}
