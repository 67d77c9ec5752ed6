import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReturnsReport, SalesReport, TopProductsReport } from '@vastra/contract/reports';
import { api } from '../../../lib/api';
import { type ReportChoice, type ReportName, reportPath } from './report-range';

/** One report for the choice (docs/api.md §13.1), asked only when the choice is one the server takes. */
function useReport<T>(report: ReportName, choice: ReportChoice, enabled: boolean) {
  const path = reportPath(report, choice);
  return useQuery({
    queryKey: ['admin', 'reports', path],
    queryFn: () => api<T>(path),
    enabled,
    // The last figures stay on screen while the next range loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const useSalesReport = (choice: ReportChoice, enabled: boolean) =>
  useReport<SalesReport>('sales', choice, enabled);
export const useTopProducts = (choice: ReportChoice, enabled: boolean) =>
  useReport<TopProductsReport>('top-products', choice, enabled);
export const useReturnsReport = (choice: ReportChoice, enabled: boolean) =>
  useReport<ReturnsReport>('returns', choice, enabled);
