import { CalendarDays, IndianRupee, ShoppingBag, TrendingUp } from 'lucide-react';
import { Spinner } from '../../../components/Spinner';
import { formatRupeeSymbol } from '../../../lib/format';
import { PageHeader } from '../components/PageHeader';
import { CodWatchTable } from './CodWatchTable';
import { LowStockTable } from './LowStockTable';
import { OrdersByStatus } from './OrdersByStatus';
import { SalesChart } from './SalesChart';
import { SectionCards } from './SectionCards';
import { StatTile } from './StatTile';
import { type DashboardFigures, useDashboard } from './use-dashboard';

/**
 * The admin home: today's and the last 30 days' sales, orders by status and low stock first,
 * then one card per admin section. The cards stay usable when the figures cannot be loaded.
 */
export function DashboardPage() {
  const { data, isPending, isError } = useDashboard();
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <PageHeader title="Dashboard" description="Sales and stock at a glance." />
      {isPending && (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      )}
      {isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          The shop figures could not be loaded right now.
        </p>
      )}
      {data && <Figures figures={data} />}
      <SectionCards />
    </div>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const { today, last30Days } = figures;
  return (
    <>
      {figures.testPayments && (
        <p
          role="note"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-600/25"
        >
          Test payments are on: online orders are paid through the payment simulator and no money moves. Such
          orders are marked TEST PAYMENT.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile
          label="Today's orders"
          value={String(today.orders)}
          detail="Placed today"
          icon={ShoppingBag}
        />
        <StatTile
          label="Today's revenue"
          value={formatRupeeSymbol(today.revenue)}
          detail="Canceled orders excluded"
          icon={IndianRupee}
        />
        <StatTile
          label="Orders, last 30 days"
          value={String(last30Days.orders)}
          detail="Including today"
          icon={CalendarDays}
        />
        <StatTile
          label="Revenue, last 30 days"
          value={formatRupeeSymbol(last30Days.revenue)}
          detail="Canceled orders excluded"
          icon={TrendingUp}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <SalesChart days={last30Days.byDay} />
        </div>
        <OrdersByStatus counts={figures.ordersByStatus} />
      </div>
      <CodWatchTable accounts={figures.codWatch} />
      <LowStockTable variants={figures.lowStock} />
    </>
  );
}
