/** The storefront's policy pages, in the order their tabs show; the footers link to them. */
export const policyTopics = [
  { slug: 'returns', title: 'Return Policy', tab: 'Returns' },
  { slug: 'shipping', title: 'Shipping Policy', tab: 'Shipping' },
  { slug: 'contact', title: 'Contact Us & Grievance Officer', tab: 'Contact' },
] as const;
export type PolicyTopic = (typeof policyTopics)[number]['slug'];
