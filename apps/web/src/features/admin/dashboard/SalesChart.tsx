import { useState } from 'react';
import { formatRupeeSymbol } from '../../../lib/format';
import type { DaySales } from './use-dashboard';

const width = 640;
const height = 200;
const plot = { left: 64, right: 8, top: 12, bottom: 28 };
const gridLines = 4;

type Measure = 'revenue' | 'orders';

const dayLabel = (isoDate: string) =>
  new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Daily revenue or order count over the last 30 days as an inline SVG bar chart (no chart library). */
export function SalesChart({ days }: { days: DaySales[] }) {
  const [measure, setMeasure] = useState<Measure>('revenue');
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const values = sorted.map((day) => (measure === 'revenue' ? Number(day.revenue) : day.orders));
  const largest = Math.max(0, ...values);
  // Order counts are whole numbers: a multiple of the grid lines keeps every axis label whole.
  const top =
    measure === 'revenue'
      ? niceCeiling(largest)
      : Math.max(gridLines, Math.ceil(largest / gridLines) * gridLines);
  const innerWidth = width - plot.left - plot.right;
  const innerHeight = height - plot.top - plot.bottom;
  const slot = sorted.length > 0 ? innerWidth / sorted.length : innerWidth;
  const barWidth = Math.max(2, slot * 0.66);
  const axisLabel = (value: number) => (measure === 'revenue' ? compactRupees(value) : String(value));
  const labelEvery = Math.max(1, Math.ceil(sorted.length / 6));

  return (
    <figure className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <figcaption className="text-sm font-semibold text-neutral-900">Last 30 days by day</figcaption>
        <fieldset className="inline-flex rounded-lg bg-neutral-100 p-0.5 text-xs font-medium">
          <legend className="sr-only">Chart shows</legend>
          {(['revenue', 'orders'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={measure === option}
              onClick={() => setMeasure(option)}
              className={`rounded-md px-3 py-1 capitalize transition ${measure === option ? 'bg-white text-neutral-900 shadow-sm' : 'text-neutral-500 hover:text-neutral-800'}`}
            >
              {option}
            </button>
          ))}
        </fieldset>
      </div>
      {sorted.every((day) => day.orders === 0) ? (
        <p className="py-16 text-center text-sm text-neutral-500">No orders in the last 30 days.</p>
      ) : (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full"
          role="img"
          aria-label={`Daily ${measure} for the last 30 days`}
        >
          {Array.from({ length: gridLines + 1 }, (_, i) => {
            const value = (top / gridLines) * i;
            const y = plot.top + innerHeight - (innerHeight * i) / gridLines;
            return (
              <g key={value}>
                <line x1={plot.left} x2={width - plot.right} y1={y} y2={y} className="stroke-neutral-200" />
                <text x={plot.left - 8} y={y + 4} textAnchor="end" className="fill-neutral-400 text-[11px]">
                  {axisLabel(value)}
                </text>
              </g>
            );
          })}
          {sorted.map((day, i) => {
            const value = values[i] ?? 0;
            const barHeight = top > 0 ? (innerHeight * value) / top : 0;
            const x = plot.left + slot * i + (slot - barWidth) / 2;
            return (
              <g key={day.date}>
                <rect
                  x={x}
                  y={plot.top + innerHeight - barHeight}
                  width={barWidth}
                  height={Math.max(barHeight, value > 0 ? 1.5 : 0)}
                  rx={Math.min(3, barWidth / 2)}
                  className="fill-neutral-900 transition-opacity hover:fill-amber-600"
                >
                  <title>{`${dayLabel(day.date)}: ${day.orders} ${day.orders === 1 ? 'order' : 'orders'}, ${formatRupeeSymbol(day.revenue)}`}</title>
                </rect>
                {i % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={height - 8}
                    textAnchor="middle"
                    className="fill-neutral-400 text-[11px]"
                  >
                    {dayLabel(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}

/** A round number at or above the largest bar whose quarters are round too, so grid labels read easily. */
function niceCeiling(max: number): number {
  if (max <= 0) return gridLines;
  const rough = max / gridLines;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * magnitude >= rough) ?? 10;
  return step * magnitude * gridLines;
}

function compactRupees(value: number): string {
  if (value >= 100_000) return `₹${(value / 100_000).toFixed(value % 100_000 === 0 ? 0 : 1)}L`;
  if (value >= 1_000) return `₹${(value / 1_000).toFixed(value % 1_000 === 0 ? 0 : 1)}k`;
  return `₹${Math.round(value)}`;
}
