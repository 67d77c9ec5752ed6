import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetails, CustomerPage, CustomerUpdated } from '@vastra/contract/customers';
import { api } from '../../../lib/api';

const adminCustomersKey = ['admin', 'customers'] as const;
export const CUSTOMERS_PER_PAGE = 20;

/** The list's query string: the words searched for (none when blank) and the page. */
export function customerListPath(q: string, page: number): string {
  const query = new URLSearchParams({ page: String(page), limit: String(CUSTOMERS_PER_PAGE) });
  if (q.trim()) query.set('q', q.trim());
  return `/admin/customers?${query}`;
}

/** GET /admin/customers: customers newest first, 20 a page, those whose name, email or mobile has the words. */
export function useAdminCustomers(q: string, page: number) {
  return useQuery({
    queryKey: [...adminCustomersKey, 'list', q.trim(), page],
    queryFn: () => api<CustomerPage>(customerListPath(q, page)),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/customers/{id}: the customer's page. */
export function useCustomerDetails(id: string) {
  return useQuery({
    queryKey: [...adminCustomersKey, 'details', id],
    queryFn: () => api<CustomerDetails>(`/admin/customers/${id}`),
  });
}

/** PUT /admin/customers/{id} { codBlocked }; the list and the page are loaded again. */
export function useSetCodBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codBlocked: boolean) =>
      api<CustomerUpdated>(`/admin/customers/${id}`, { method: 'PUT', body: { codBlocked } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersKey }),
  });
}
