import { useQuery } from '@tanstack/react-query';
import type { Company } from '@vastra/contract/catalogue';
import { ApiError, api } from '../../../lib/api';
import { companyQueryKey } from '../../../lib/company';
import { uploadWithProgress } from '../../../lib/upload';

/** Under the public ['company-details'] key, so invalidating that refreshes both this form and the shop header. */
export const adminCompanyQueryKey = [...companyQueryKey, 'admin'] as const;

/** GET /company-details for the form: null while none are saved (404), other failures thrown. */
export function useCompanyForEditing() {
  return useQuery({
    queryKey: adminCompanyQueryKey,
    queryFn: async () => {
      try {
        return await api<Company>('/company-details');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}

export interface CompanyDraft {
  name: string;
  email: string;
  phone: string;
  address: string;
  pincode: string;
  /** Blank: not registered for GST yet. */
  gstin: string;
  state: string;
  /** The grievance officer shown on the storefront's contact page; all blank: none named yet. */
  grievanceOfficerName: string;
  grievanceOfficerEmail: string;
  grievanceOfficerPhone: string;
}

/** PUT /company-details as multipart, with the logo only when a new one was chosen. */
export function saveCompany(
  draft: CompanyDraft,
  logo: File | undefined,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(draft)) form.append(field, value.trim());
  if (logo) form.append('logo', logo);
  return uploadWithProgress<Company>('PUT', '/company-details', form, onProgress);
}
