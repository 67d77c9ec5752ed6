// The closed lists of an order's, a payment's and a return request's life: one definition each, read
// by the zod schemas (orders.ts, returns.ts), the database's check constraints and the screens. No zod
// here, so the screens and drizzle-kit load the lists without the schema library.

/** Where an order is in its delivery: PENDING until shipped; CANCELED ends it early. */
export const deliveryStatuses = ['PENDING', 'SHIPPED', 'DELIVERED', 'CANCELED'] as const;

export const paymentMethods = ['COD', 'ONLINE_PAYMENT'] as const;

/** An online payment (and the order's payment): PENDING until the provider answers. */
export const paymentStatuses = ['PENDING', 'COMPLETED', 'FAILED'] as const;

export const returnStatuses = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'REFUNDED',
  'EXCHANGED',
] as const;

/** Units sent back for their money (RETURN), or for another size or colour (EXCHANGE). */
export const returnTypes = ['RETURN', 'EXCHANGE'] as const;

export const refundMethods = ['PROVIDER', 'RECORDED'] as const;

export const refundStates = ['PENDING', 'COMPLETED', 'FAILED'] as const;
