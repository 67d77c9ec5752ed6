import type { PaymentMethod, PlacedOrder } from '@vastra/contract/orders';
import { useRef } from 'react';
import { api } from '../../lib/api';
import { newAttemptKey } from './attempt-key';

/**
 * POST /orders/place with an Idempotency-Key. The key belongs to one checkout attempt: a retry
 * after a failure sends the same key, so an order the server placed before the answer got lost
 * comes back instead of a second one; only a placed order starts a new attempt.
 */
export function usePlaceOrder() {
  const attemptKey = useRef<string | null>(null);
  return async (
    addressId: string,
    paymentMethod: PaymentMethod,
    useStoreCredit: boolean,
  ): Promise<PlacedOrder> => {
    attemptKey.current ??= newAttemptKey();
    const placed = await api<PlacedOrder>('/orders/place', {
      method: 'POST',
      // Left out unless used: the call stays the one docs/api.md §3 names.
      body: { addressId, paymentMethod, ...(useStoreCredit && { useStoreCredit }) },
      headers: { 'idempotency-key': attemptKey.current },
    });
    attemptKey.current = null;
    return placed;
  };
}
