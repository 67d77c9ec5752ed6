import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReturnsReport, SalesReport, TopProductsReport } from '@vastra/contract/reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsPage } from './ReportsPage';
import { indiaToday, presetChoice } from './report-range';

const figures = {
  orders: 2,
  units: 3,
  grossSales: '3000.00',
  discounts: '200.00',
  netSales: '2800.00',
  refunds: '0.00',
  averageOrderValue: '1400.00',
};

function answer(url: string): unknown {
  const query = new URL(url, 'http://shop.test').searchParams;
  const range = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  if (url.startsWith('/api/admin/reports/sales')) {
    return {
      ...range,
      by: query.get('by') as SalesReport['by'],
      periods: [{ start: range.from, end: range.from, ...figures }],
      totals: figures,
    } satisfies SalesReport;
  }
  if (url.startsWith('/api/admin/reports/top-products')) {
    return {
      ...range,
      products: [
        {
          productId: '11111111-1111-4111-8111-111111111111',
          name: 'Silk Saree',
          category: 'Sarees',
          orders: 2,
          units: 3,
          grossSales: '3000.00',
          discounts: '200.00',
          netSales: '2800.00',
        },
      ],
    } satisfies TopProductsReport;
  }
  const totals = { unitsSold: 3, unitsReturned: 1, unitsExchanged: 0, returnRatePercent: 33.3 };
  return { ...range, totals, products: [] } satisfies ReturnsReport;
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReportsPage />
    </QueryClientProvider>,
  );
const askedFor = () => fetch.mock.calls.map(([url]) => url as string);

describe('the reports screen', () => {
  it('opens on the last 30 days by day and shows the totals, top products and returns rate', async () => {
    renderPage();
    const { from, to } = presetChoice('last30Days', indiaToday());
    expect(await screen.findAllByText('Silk Saree')).toHaveLength(2); // its table row and its phone card
    expect(askedFor()).toEqual(
      expect.arrayContaining([
        `/api/admin/reports/sales?from=${from}&to=${to}&by=day`,
        `/api/admin/reports/top-products?from=${from}&to=${to}&limit=10`,
        `/api/admin/reports/returns?from=${from}&to=${to}`,
      ]),
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByText('₹2,800.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/^33\.3% of the units sold/)).toBeTruthy();
    const sales = screen.getByRole('region', { name: 'Sales' });
    expect(within(sales).getAllByText('Total').length).toBeGreaterThan(0);
  });

  it('reads the last 12 months by month, and says why a year by day cannot be had before asking', async () => {
    renderPage();
    await screen.findAllByText('Silk Saree');
    fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
    const { from, to } = presetChoice('last12Months', indiaToday());
    await vi.waitFor(() =>
      expect(askedFor()).toContain(`/api/admin/reports/sales?from=${from}&to=${to}&by=month`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'By day' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2023-01-01' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^A report by day can cover at most 366 days/);
    expect(askedFor().some((url) => url.includes('from=2023-01-01'))).toBe(false);
    for (const button of screen.getAllByRole('button', { name: /as CSV$/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
