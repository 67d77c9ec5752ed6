import type { StorePolicies } from '@vastra/contract/store-policies';
import { Link } from 'react-router';
import { policyStyles as s } from './policy-styles';

type Contact = NonNullable<StorePolicies['contact']>;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /policies/contact: how to reach the shop, its grievance officer (as India's e-commerce rules ask), and a short FAQ. */
export function ContactPolicy({ contact }: { contact: StorePolicies['contact'] }) {
  return (
    <>
      {contact ? (
        <ShopContact contact={contact} />
      ) : (
        <p className={s.lead}>Our contact details are coming soon.</p>
      )}
      <GrievanceOfficer contact={contact} />
      <section>
        <h2 className={s.heading}>Questions we are often asked</h2>
        <dl className="mt-3 space-y-4 text-[15px] leading-7">
          <div>
            <dt className="font-medium text-neutral-900">Where is my order?</dt>
            <dd className="text-neutral-700">
              Open{' '}
              <Link to="/profile/orders" className={s.link}>
                My Orders
              </Link>{' '}
              to see each order's status and follow its delivery.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-neutral-900">How do I return something?</dt>
            <dd className="text-neutral-700">
              Our{' '}
              <Link to="/policies/returns" className={s.link}>
                Return Policy
              </Link>{' '}
              says how long you have and how to ask.
            </dd>
          </div>
          <div>
            <dt className="font-medium text-neutral-900">What does delivery cost?</dt>
            <dd className="text-neutral-700">
              Nothing: shipping is free. Our{' '}
              <Link to="/policies/shipping" className={s.link}>
                Shipping Policy
              </Link>{' '}
              says how long it takes.
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}

function ShopContact({ contact }: { contact: Contact }) {
  return (
    <section>
      <p className={s.lead}>We are happy to help with an order, a size or anything else.</p>
      <address className="mt-5 space-y-1 text-[15px] leading-7 text-neutral-700 not-italic">
        <p className="font-medium text-neutral-900">{contact.name}</p>
        <p className="whitespace-pre-line">{contact.address}</p>
        <p>Pincode: {contact.pincode}</p>
        {contact.email && (
          <p>
            Email:{' '}
            <a href={`mailto:${contact.email}`} className={s.link}>
              {contact.email}
            </a>
          </p>
        )}
        {contact.phone && (
          <p>
            Phone:{' '}
            <a href={telHref(contact.phone)} className={s.link}>
              {contact.phone}
            </a>
          </p>
        )}
      </address>
    </section>
  );
}

function GrievanceOfficer({ contact }: { contact: StorePolicies['contact'] }) {
  const officer = contact?.grievanceOfficer;
  return (
    <section aria-labelledby="grievance-officer">
      <h2 id="grievance-officer" className={s.heading}>
        Grievance Officer
      </h2>
      {officer ? (
        <>
          <p className={s.text}>
            If we have not put a problem right, you can complain to our grievance officer, as the Consumer
            Protection (E-Commerce) Rules, 2020 provide:
          </p>
          <div className="mt-4 rounded-xl border border-neutral-200 bg-neutral-50 px-5 py-4 text-[15px] leading-7 text-neutral-700">
            <p className="font-medium text-neutral-900">{officer.name}</p>
            {officer.email && (
              <p>
                Email:{' '}
                <a href={`mailto:${officer.email}`} className={s.link}>
                  {officer.email}
                </a>
              </p>
            )}
            {officer.phone && (
              <p>
                Phone:{' '}
                <a href={telHref(officer.phone)} className={s.link}>
                  {officer.phone}
                </a>
              </p>
            )}
          </div>
          <p className={s.text}>
            We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.
          </p>
        </>
      ) : (
        <p className={s.text}>
          Our grievance officer's details will be published here.
          {contact && ' Until then, please write to us using the details above.'}
        </p>
      )}
    </section>
  );
}
