/** The demo store's offer codes, as an admin would enter them under Coupons, both shown in the cart. */
export const demoCoupons = [
  {
    // Welcomes a new shopper: 10% off the first order, up to Rs. 500.
    code: 'WELCOME10',
    type: 'PERCENT' as const,
    value: '10.00',
    maxDiscount: '500.00',
    firstOrderOnly: true,
    showInCart: true,
  },
  {
    // Lifts the basket past the usual one-item order.
    code: 'FLAT200',
    type: 'FLAT' as const,
    value: '200.00',
    minOrderValue: '1999.00',
    showInCart: true,
  },
];
