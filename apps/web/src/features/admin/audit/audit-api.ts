import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntity, AuditLogPage } from '@vastra/contract/audit';
import type { StaffList } from '@vastra/contract/staff';
import { api } from '../../../lib/api';

/** What the owner narrows the log by; '' is "any". Days are India days, YYYY-MM-DD. */
export interface AuditFilters {
  entity: AuditEntity | '';
  actor: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { entity: '', actor: '', from: '', to: '' };
export const AUDIT_ENTRIES_PER_PAGE = 50;

/** GET /admin/audit-log: the entries the filters find, newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit-log', filters, page],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(AUDIT_ENTRIES_PER_PAGE) });
      for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
      return api<AuditLogPage>(`/admin/audit-log?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** The shop's staff, to pick whose changes to see. */
export function useStaffMembers() {
  return useQuery({
    queryKey: ['admin', 'staff'],
    queryFn: async () => (await api<StaffList>('/admin/staff')).staff,
  });
}
