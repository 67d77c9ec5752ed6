// What the Shiprocket adapter's tests hand it, and how they read its refusals.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { HttpError } from '../../../lib/errors';
import type { Parcel } from '../shipping-provider';

export const ORDERED_AT = new Date('2025-12-08T09:15:00Z');

export function parcelOf(overrides: Partial<Parcel> = {}): Parcel {
  const orderId = randomUUID();
  return {
    orderId,
    orderNumber: orderId.slice(0, 8),
    orderedAt: ORDERED_AT,
    recipient: {
      name: 'Asha Rani Verma',
      phone: '9876543210',
      email: 'asha@example.in',
      addressLine1: '14 Residency Road',
      addressLine2: 'Flat 3B',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    },
    lines: [
      {
        name: 'Denim Jacket (Blue, M)',
        sku: 'DJ-BLU-M',
        quantity: 2,
        unitPricePaise: 114975,
        hsnCode: '6201',
      },
      { name: 'Cotton Kurta (White, L)', sku: 'CK-WHT-L', quantity: 1, unitPricePaise: 79900, hsnCode: null },
    ],
    totalPaise: 309850,
    codAmountPaise: 309850,
    weightGrams: 1250,
    dimensionsCm: { length: 30, breadth: 25, height: 8 },
    pickupPincode: '560001',
    ...overrides,
  };
}

export async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

/** A port nothing listens on: bound, then closed. */
export function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
