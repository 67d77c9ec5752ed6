import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressBody, AddressList, AddressResponse } from '@vastra/contract/addresses';
import type { PaymentMethod, PlacedOrder } from '@vastra/contract/orders';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api';
import { newAttemptKey } from './attempt-key';

// The address book caches the same list under this key and in this shape (the bare array),
// so an address added at checkout shows there too, and the other way round.
const addressesQueryKey = ['addresses'] as const;

/** The shopper's saved addresses, default first; a failure is the toast 'Could not fetch addresses.' */
export function useCheckoutAddresses() {
  const query = useQuery({
    queryKey: addressesQueryKey,
    queryFn: async () => (await api<AddressList>('/addresses')).addresses,
  });
  useEffect(() => {
    if (query.isError) toast.error('Could not fetch addresses.', { id: 'addresses-error' });
  }, [query.isError]);
  return query;
}

/** POST /addresses from the checkout's address form. */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => api<AddressResponse>('/addresses', { method: 'POST', body }),
    onSuccess: () => toast.success('Address saved successfully!'),
    onError: () => toast.error('Failed to save address. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

/**
 * POST /orders/place with an Idempotency-Key. The key belongs to one checkout attempt: a retry
 * after a failure sends the same key, so an order the server placed before the answer got lost
 * comes back instead of a second one; only a placed order starts a new attempt.
 */
export function usePlaceOrder() {
  const attemptKey = useRef<string | null>(null);
  return async (addressId: string, paymentMethod: PaymentMethod): Promise<PlacedOrder> => {
    attemptKey.current ??= newAttemptKey();
    const placed = await api<PlacedOrder>('/orders/place', {
      method: 'POST',
      body: { addressId, paymentMethod },
      headers: { 'idempotency-key': attemptKey.current },
    });
    attemptKey.current = null;
    return placed;
  };
}
