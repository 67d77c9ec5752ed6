import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** What the public chrome needs of the company details (docs/api.md's Company). */
export interface CompanyDetails {
  name: string;
  logoUrl: string | null;
  address: string;
  pincode: string;
  email: string;
  phone: string;
}

export const BRAND_NAME = 'Vastra';
export const companyQueryKey = ['company-details'] as const;

/** Company details for the header and footer; null while none are saved or when loading fails (only logged). */
export function useCompanyDetails(): CompanyDetails | null {
  const { data } = useQuery({
    queryKey: companyQueryKey,
    queryFn: async () => {
      try {
        return await api<CompanyDetails>('/company-details');
      } catch (error) {
        console.warn('Company details could not be loaded', error);
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}
