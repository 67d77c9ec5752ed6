import type { SalesReport } from '@vastra/contract/reports';
import { formatRupeeSymbol } from '../../../lib/format';
import { barPercents, periodLabel } from './report-range';

/** Net sales of each period as plain CSS bars (no chart library), a bar's figures in its tooltip. */
export function NetSalesBars({ report }: { report: SalesReport }) {
  const heights = barPercents(report.periods.map((period) => Number(period.netSales)));
  const labelEvery = Math.max(1, Math.ceil(report.periods.length / 8));
  return (
    <figure className="mb-6 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
      <figcaption className="mb-4 text-sm font-semibold text-neutral-900">
        Net sales by {report.by}
      </figcaption>
      {report.totals.orders === 0 ? (
        <p className="py-12 text-center text-sm text-neutral-500">No orders in this range.</p>
      ) : (
        <>
          <div
            role="img"
            aria-label={`Net sales by ${report.by}: ${formatRupeeSymbol(report.totals.netSales)} in all`}
            className="flex h-48 items-end gap-px"
          >
            {report.periods.map((period, i) => (
              <div
                key={period.start}
                title={`${periodLabel(period, report.by)}: ${formatRupeeSymbol(period.netSales)}, ${period.orders} ${period.orders === 1 ? 'order' : 'orders'}`}
                className="flex h-full min-w-0 flex-1 items-end"
              >
                <div
                  className="w-full rounded-t-sm bg-neutral-900 hover:bg-amber-600"
                  style={{ height: `${heights[i] ?? 0}%`, minHeight: Number(period.netSales) > 0 ? 2 : 0 }}
                />
              </div>
            ))}
          </div>
          <div aria-hidden className="mt-2 flex gap-px text-[11px] text-neutral-400">
            {report.periods.map((period, i) => (
              <span key={period.start} className="min-w-0 flex-1 overflow-visible whitespace-nowrap">
                {i % labelEvery === 0 ? periodLabel(period, report.by) : ''}
              </span>
            ))}
          </div>
        </>
      )}
    </figure>
  );
}
