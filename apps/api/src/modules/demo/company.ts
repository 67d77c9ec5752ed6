/** The demo store's own details, as an admin would enter them under Company Details. */
export const demoCompany = {
  name: 'Vastra Fashions',
  address: '3rd Floor, 42 Brigade Road, Ashok Nagar, Bengaluru, Karnataka',
  pincode: '560025',
  email: 'care@vastrafashions.in',
  phone: '+91 80 4718 2200',
  /** A made-up GSTIN with a valid check character, registered in Karnataka (state code 29). */
  gstin: '29AAGCV4821K1ZX',
  state: 'Karnataka',
};

/** Who answers complaints, as the Consumer Protection (E-Commerce) Rules require a shop to publish. */
export const grievanceOfficer = {
  name: 'Ananya Rao',
  email: 'grievance@vastrafashions.in',
  phone: '+91 80 4718 2299',
};

const link = (href: string, text: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;

/** Links as the legal pages' sanitiser writes them. */
export const mailLink = (email: string) => link(`mailto:${email}`, email);
export const phoneLink = (phone: string) => link(`tel:${phone.replace(/ /g, '')}`, phone);
export const webLink = (url: string, text: string) => link(url, text);

/** The grievance officer paragraph both legal pages end with. */
export function grievanceSection(): string {
  return `<h2>Grievance Officer</h2>
<p>If you have a complaint about your order, your account or how we handle your data, please write to our
Grievance Officer. We acknowledge every complaint within 48 hours and resolve it within one month.</p>
<ul>
  <li><strong>Name:</strong> ${grievanceOfficer.name}</li>
  <li><strong>Email:</strong> ${mailLink(grievanceOfficer.email)}</li>
  <li><strong>Phone:</strong> ${phoneLink(grievanceOfficer.phone)} (Monday to Saturday, 10 am to 6 pm IST)</li>
  <li><strong>Address:</strong> ${demoCompany.name}, ${demoCompany.address} ${demoCompany.pincode}</li>
</ul>`;
}
