import { demoCompany, grievanceSection, mailLink, phoneLink } from './company';

/** The demo store's terms of sale: HTML in the tags the legal page editor writes. */
export const termsConditions = {
  slug: 'terms-conditions' as const,
  title: 'Terms & Conditions',
  content: `<p><em>Last updated: 1 April 2025</em></p>
<p>These terms apply to every purchase from ${demoCompany.name}, ${demoCompany.address} ${demoCompany.pincode}
("we", "us"). By creating an account or placing an order you agree to them. Please read them together with our
Privacy Policy.</p>

<h2>1. Your account</h2>
<ul>
  <li>You must be at least 18 years old to create an account and place orders.</li>
  <li>Keep your password to yourself; you are responsible for orders placed from your account.</li>
  <li>Tell us at once at ${mailLink(demoCompany.email)} if you think someone else has used your account.</li>
</ul>

<h2>2. Products and prices</h2>
<ul>
  <li>All prices are in Indian Rupees and include GST. The MRP and any discount are shown on each product page.</li>
  <li>We photograph and describe our products as accurately as we can; colours may look slightly different on
  different screens.</li>
  <li>If a price is shown wrongly because of an obvious error, we will contact you before shipping and you may
  cancel the order for a full refund.</li>
</ul>

<h2>3. Orders</h2>
<p>An order is confirmed when you receive our order confirmation. Stock is reserved when you place the order.
We may cancel an order if an item turns out to be unavailable or if we suspect fraud; any amount paid is then
refunded in full.</p>

<h2>4. Payment</h2>
<ul>
  <li><strong>Cash on Delivery:</strong> pay the courier in cash or by UPI when your parcel arrives.</li>
  <li><strong>Online payment:</strong> pay by UPI, debit or credit card, or net banking through our payment
  partner. An online order that is not paid within 30 minutes is cancelled automatically.</li>
</ul>

<h2>5. Shipping</h2>
<p>Shipping is free on every order across India. Most orders are dispatched within 2 working days and delivered
within 3 to 7 working days, depending on your pincode. You can follow each order under
Order History in your profile.</p>

<h2>6. Cancellations</h2>
<p>You can cancel an order yourself from Order History while it is still pending, that is, before it has been
shipped. Online payments for cancelled orders are refunded to the original payment method within 5 to 7 working
days.</p>

<h2>7. Returns and exchanges</h2>
<ul>
  <li>Unworn, unwashed items with their tags attached can be returned within 15 days of delivery.</li>
  <li>Innerwear, customised or altered garments, and sarees whose fall or pico work has been done cannot be
  returned for hygiene and tailoring reasons.</li>
  <li>If you receive a damaged or wrong item, tell us within 48 hours at ${phoneLink(demoCompany.phone)} and we
  will replace it or refund you in full.</li>
</ul>

<h2>8. Intellectual property</h2>
<p>The designs, photographs, text and logos on this store belong to ${demoCompany.name} or its suppliers and
may not be copied without our written permission.</p>

<h2>9. Limitation of liability</h2>
<p>Our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your
rights under the Consumer Protection Act, 2019 or the Consumer Protection (E-Commerce) Rules, 2020.</p>

<h2>10. Governing law</h2>
<p>These terms are governed by the laws of India. Disputes are subject to the exclusive jurisdiction of the
courts at Bengaluru, Karnataka.</p>

${grievanceSection()}`,
};
