import { useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@vastra/contract/dashboard';
import { api } from '../../../lib/api';

export type { DashboardFigures };
export type DaySales = DashboardFigures['last30Days']['byDay'][number];
export type LowStockVariant = DashboardFigures['lowStock'][number];

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

/** GET /admin/dashboard (docs/api.md §3): the figures a shop owner checks first. Revenue excludes CANCELED. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => api<DashboardFigures>('/admin/dashboard'),
    staleTime: 30_000,
  });
}
