import { demoCompany, grievanceSection, mailLink, webLink } from './company';

/** The demo store's privacy policy: HTML in the tags the legal page editor writes. */
export const privacyPolicy = {
  slug: 'privacy-policy' as const,
  title: 'Privacy Policy',
  content: `<p><em>Last updated: 1 April 2025</em></p>
<p>${demoCompany.name} ("we", "us") runs this online store. This policy explains what personal data we collect
when you shop with us, why we collect it, who we share it with and the choices you have. It is published under
the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures
and Sensitive Personal Data or Information) Rules, 2011 and the Digital Personal Data Protection Act, 2023.</p>

<h2>1. What we collect</h2>
<ul>
  <li><strong>Account details:</strong> your name, username, email address, and, if you choose to give them,
  your mobile number and date of birth.</li>
  <li><strong>Delivery details:</strong> the addresses, cities, states and pincodes you save in your address book.</li>
  <li><strong>Orders:</strong> what you bought, the sizes and colours, prices, payment method and delivery status.</li>
  <li><strong>Payments:</strong> a transaction reference and the result of the payment. Card, UPI and bank details
  are entered on our payment partner's secure page; we never see or store them.</li>
  <li><strong>Usage:</strong> your cart and wishlist, and basic technical data such as your IP address and browser,
  which we use to keep the store secure.</li>
</ul>

<h2>2. Why we use it</h2>
<ul>
  <li>To create and secure your account, including sending one-time codes when you reset your password.</li>
  <li>To process, pack, ship and, where needed, return or refund your orders.</li>
  <li>To answer your questions and complaints.</li>
  <li>To prevent fraud and misuse, for example by limiting repeated sign-in attempts.</li>
  <li>To meet our legal duties, such as keeping tax invoices under the GST laws.</li>
</ul>
<p>We do not sell your personal data, and we do not use it for advertising on other websites.</p>

<h2>3. Who we share it with</h2>
<p>We share only what each partner needs to do its job for us:</p>
<ul>
  <li><strong>Courier partners</strong> receive your name, delivery address, pincode and phone number.</li>
  <li><strong>Payment partners</strong> such as ${webLink('https://www.phonepe.com/privacy-policy/', 'PhonePe')}
  receive the order amount and a transaction reference.</li>
  <li><strong>Email and hosting providers</strong> store and deliver our data and emails under contract.</li>
  <li><strong>Authorities</strong>, when Indian law or a court order requires it.</li>
</ul>

<h2>4. How long we keep it</h2>
<p>We keep your account data while your account is open. Order and invoice records are kept for eight years,
as the tax laws require. One-time codes expire after 10 minutes and are stored only in a scrambled form.</p>

<h2>5. How we protect it</h2>
<p>Passwords are stored only as strong one-way hashes, all traffic to the store is encrypted, and staff access
to customer data is limited to those who need it to serve you.</p>

<h2>6. Your rights</h2>
<p>Under the Digital Personal Data Protection Act, 2023 you may ask us to:</p>
<ul>
  <li>tell you what personal data we hold about you and who we have shared it with;</li>
  <li>correct or update it (you can edit your profile and addresses yourself at any time);</li>
  <li>erase it, where we are not required by law to keep it;</li>
  <li>nominate a person to exercise these rights on your behalf.</li>
</ul>
<p>Write to ${mailLink(demoCompany.email)} and we will reply within 30 days.</p>

<h2>7. Cookies and local storage</h2>
<p>We use your browser's local storage to keep you signed in and to remember your cart. We do not use
third-party advertising cookies.</p>

<h2>8. Children</h2>
<p>Our kidswear is bought by parents and guardians. We do not knowingly create accounts for anyone under 18.</p>

<h2>9. Changes to this policy</h2>
<p>We will post any change on this page with a new date, and email you about significant changes.</p>

${grievanceSection()}`,
};
