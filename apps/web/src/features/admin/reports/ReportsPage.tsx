import { BadgeIndianRupee, ReceiptText, ShoppingBag, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { formatRupeeSymbol } from '../../../lib/format';
import { PageHeader } from '../components/PageHeader';
import { useErrorToast } from '../components/use-error-toast';
import { StatTile } from '../dashboard/StatTile';
import { NetSalesBars } from './NetSalesBars';
import { RangePicker } from './RangePicker';
import { ReportSection } from './ReportSection';
import { ProductReportTable, ReportTable } from './ReportTable';
import { formatRate, returnColumns, salesColumns, topProductColumns } from './report-columns';
import { choiceProblem, indiaToday, periodLabel, presetChoice, reportPath } from './report-range';
import { useReturnsReport, useSalesReport, useTopProducts } from './use-reports';

/** 'Reports': sales over any range by day, week or month, the top products and the returns rate, each as CSV. */
export function ReportsPage() {
  const [today] = useState(() => indiaToday());
  const [choice, setChoice] = useState(() => presetChoice('last30Days', today));
  const problem = choiceProblem(choice);
  const ready = problem === null;
  const sales = useSalesReport(choice, ready);
  const top = useTopProducts(choice, ready);
  const returns = useReturnsReport(choice, ready);
  useErrorToast(sales.error ?? top.error ?? returns.error, 'Failed to fetch the reports');
  const csv = (report: Parameters<typeof reportPath>[0]) => (ready ? reportPath(report, choice, true) : null);
  const range = `${choice.from}-to-${choice.to}`;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Reports"
        description="Sales, top products and returns for any range of days in India time. Cancelled orders are left out."
      />
      <RangePicker choice={choice} today={today} problem={problem} onChange={setChoice} />
      {sales.isPending && ready ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : (
        <>
          {sales.data && (
            <>
              <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <StatTile
                  label="Net sales"
                  value={formatRupeeSymbol(sales.data.totals.netSales)}
                  detail={`${formatRupeeSymbol(sales.data.totals.discounts)} off with offer codes`}
                  icon={BadgeIndianRupee}
                />
                <StatTile
                  label="Orders"
                  value={String(sales.data.totals.orders)}
                  detail={`${sales.data.totals.units} units`}
                  icon={ShoppingBag}
                />
                <StatTile
                  label="Average order"
                  value={formatRupeeSymbol(sales.data.totals.averageOrderValue)}
                  detail="Net sales per order"
                  icon={ReceiptText}
                />
                <StatTile
                  label="Refunds"
                  value={formatRupeeSymbol(sales.data.totals.refunds)}
                  detail="Given for returns in the range"
                  icon={Undo2}
                />
              </div>
              <NetSalesBars report={sales.data} />
            </>
          )}
          <ReportSection
            title="Sales"
            description={`By ${choice.by}: gross, offer-code discounts, net and refunds.`}
            csvPath={csv('sales')}
            csvName={`sales-by-${choice.by}-${range}.csv`}
          >
            {sales.data && (
              <ReportTable
                nameLabel="Period"
                columns={salesColumns}
                rows={sales.data.periods.map((period) => ({
                  key: period.start,
                  name: periodLabel(period, sales.data.by),
                  row: period,
                }))}
                total={{ key: 'total', name: 'Total', row: sales.data.totals }}
                empty="No periods in this range."
              />
            )}
          </ReportSection>
          <ReportSection
            title="Top products"
            description="The ten products sold most: by units, then net sales."
            csvPath={csv('top-products')}
            csvName={`top-products-${range}.csv`}
          >
            {top.data && (
              <ProductReportTable
                columns={topProductColumns}
                products={top.data.products}
                empty="No products sold in this range."
              />
            )}
          </ReportSection>
          <ReportSection
            title="Returns"
            description={
              returns.data
                ? `${formatRate(returns.data.totals.returnRatePercent)} of the units sold in the range were sent back, for a refund or an exchange.`
                : 'Units sent back for a refund or an exchange, of the units sold in the range.'
            }
            csvPath={csv('returns')}
            csvName={`returns-${range}.csv`}
          >
            {returns.data && (
              <ProductReportTable
                columns={returnColumns}
                products={returns.data.products}
                total={{ key: 'total', name: 'All products', row: returns.data.totals }}
                empty="No products sold in this range."
              />
            )}
          </ReportSection>
        </>
      )}
    </div>
  );
}
