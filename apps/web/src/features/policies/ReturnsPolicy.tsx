import type { StorePolicies } from '@vastra/contract/store-policies';
import { Link } from 'react-router';
import { policyStyles as s } from './policy-styles';

/** /policies/returns: the return window from the shop's settings, and how a return is asked for and refunded. */
export function ReturnsPolicy({ returns }: { returns: StorePolicies['returns'] }) {
  if (returns.windowDays === 0) {
    return (
      <>
        <p className={s.lead}>We do not take returns or exchanges at the moment.</p>
        <p className={s.text}>
          If an item arrives damaged or is not what you ordered, please{' '}
          <Link to="/policies/contact" className={s.link}>
            contact us
          </Link>{' '}
          and we will put it right.
        </p>
        <Cancelling />
      </>
    );
  }
  const days = `${returns.windowDays} ${returns.windowDays === 1 ? 'day' : 'days'}`;
  return (
    <>
      <p className={s.lead}>{`You can ask to return or exchange an item within ${days} of delivery.`}</p>
      <section>
        <h2 className={s.heading}>How to ask</h2>
        <ol className={s.steps}>
          <li>
            Sign in and open{' '}
            <Link to="/profile/orders" className={s.link}>
              My Orders
            </Link>
            .
          </li>
          <li>Choose the delivered order and select Return or exchange.</li>
          <li>Pick the items and how many, say why, and send the request.</li>
        </ol>
        <p className={s.text}>
          {`The ${days} count from the day your order is delivered.`} You can follow your request from My
          Orders.
        </p>
      </section>
      <section>
        <h2 className={s.heading}>Exchanges</h2>
        <p className={s.text}>
          An exchange is for another size or colour of the same product, while it is in stock.
        </p>
      </section>
      <section>
        <h2 className={s.heading}>Refunds</h2>
        <p className={s.text}>
          Once we receive the item back, we refund it. A payment made online goes back the way you paid; for a
          cash on delivery order we pay you back and tell you how.
        </p>
      </section>
      <Cancelling />
    </>
  );
}

function Cancelling() {
  return (
    <section>
      <h2 className={s.heading}>Cancelling an order</h2>
      <p className={s.text}>
        You can cancel an order from My Orders while it is still pending, before it ships.
      </p>
    </section>
  );
}
