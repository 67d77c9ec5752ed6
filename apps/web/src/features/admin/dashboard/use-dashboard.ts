import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /admin/dashboard (API.md): the figures a shop owner checks first. Revenue excludes CANCELED orders. */
export interface DashboardFigures {
  today: { orders: number; revenue: string };
  last30Days: {
    orders: number;
    revenue: string;
    byDay: DaySales[];
  };
  ordersByStatus: Record<'PENDING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED', number>;
  lowStock: LowStockVariant[];
}

export interface DaySales {
  date: string;
  orders: number;
  revenue: string;
}

export interface LowStockVariant {
  productId: string;
  productName: string;
  variantId: string;
  color: string;
  size: string;
  stock: number;
}

export const dashboardQueryKey = ['admin', 'dashboard'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => api<DashboardFigures>('/admin/dashboard'),
    staleTime: 30_000,
  });
}
