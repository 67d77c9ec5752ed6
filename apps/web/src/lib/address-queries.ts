import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody, AddressList, AddressResponse } from '@vastra/contract/addresses';
import { useEffect } from 'react';
import { api } from './api';
import { toast } from './toast';

/** Checkout reads the same list under this key, so a change here shows there at once. */
export const addressesQueryKey = ['addresses'] as const;

/**
 * The signed-in user's addresses, default first; a failure is the toast 'Could not fetch addresses.'
 * A page open to guests as well asks only once someone is signed in (`enabled`).
 */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: addressesQueryKey,
    queryFn: async () => (await api<AddressList>('/addresses')).addresses,
    enabled,
  });
  useEffect(() => {
    if (query.isError) toast.error('Could not fetch addresses.', { id: 'addresses-error' });
  }, [query.isError]);
  return query;
}

export const defaultAddress = (addresses: Address[] | undefined) => addresses?.find((a) => a.isDefault);

/** Creates an address, or updates the one with `id`. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressBody }) =>
      api<AddressResponse>(id ? `/addresses/${id}` : '/addresses', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => toast.success('Address saved successfully!'),
    onError: () => toast.error('Failed to save address. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: () => toast.success('Address deleted.'),
    onError: () => toast.error('Failed to delete address. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
