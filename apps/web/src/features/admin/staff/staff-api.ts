import { useQuery } from '@tanstack/react-query';
import type { InviteStaffBody, StaffList, StaffMemberResponse } from '@vastra/contract/staff';
import type { StaffRole } from '@vastra/contract/staff-permissions';
import { api } from '../../../lib/api';

export const staffQueryKey = ['admin', 'staff'] as const;

export function useStaff() {
  return useQuery({ queryKey: staffQueryKey, queryFn: () => api<StaffList>('/admin/staff') });
}

export function inviteStaff(body: InviteStaffBody) {
  return api<StaffMemberResponse>('/admin/staff', { method: 'POST', body });
}

export function changeRole(id: string, staffRole: StaffRole) {
  return api<StaffMemberResponse>(`/admin/staff/${id}`, { method: 'PUT', body: { staffRole } });
}

export function removeStaff(id: string) {
  return api<{ message: string }>(`/admin/staff/${id}`, { method: 'DELETE' });
}
