import { tableStyles as t } from '../components/table-styles';

/** A figure column: its heading and how a row shows it. */
export type ReportColumn<Row> = [label: string, figure: (row: Row) => string];

export interface ReportRow<Row> {
  key: string;
  /** What the row is about: a period, a product. */
  name: string;
  /** A second line under the name on a phone, and in its own column on a wide screen. */
  detail?: string;
  row: Row;
}

/**
 * A report's rows: a table on a wide screen, a card per row on a phone (no sideways scrolling), the
 * totals last in both.
 */
export function ReportTable<Row>({
  nameLabel,
  detailLabel,
  columns,
  rows,
  total,
  empty,
}: {
  nameLabel: string;
  detailLabel?: string;
  columns: ReportColumn<Row>[];
  rows: ReportRow<Row>[];
  total?: ReportRow<Row>;
  /** Said instead of the rows when there are none. */
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-neutral-200 bg-white py-10 text-center text-sm text-neutral-500">
        {empty}
      </p>
    );
  }
  const cells = (entry: ReportRow<Row>) => (
    <>
      <th scope="row" className={`${t.cell} text-left font-medium text-neutral-900`}>
        {entry.name}
      </th>
      {detailLabel && <td className={t.cell}>{entry.detail}</td>}
      {columns.map(([label, figure]) => (
        <td key={label} className={`${t.cell} text-right whitespace-nowrap tabular-nums`}>
          {figure(entry.row)}
        </td>
      ))}
    </>
  );
  return (
    <>
      <div className={`${t.frame} hidden md:block`}>
        <table className={t.table}>
          <thead className={t.head}>
            <tr>
              <th scope="col" className={t.headCell}>
                {nameLabel}
              </th>
              {detailLabel && (
                <th scope="col" className={t.headCell}>
                  {detailLabel}
                </th>
              )}
              {columns.map(([label]) => (
                <th key={label} scope="col" className={`${t.headCell} text-right`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={t.body}>
            {rows.map((entry) => (
              <tr key={entry.key} className={t.row}>
                {cells(entry)}
              </tr>
            ))}
          </tbody>
          {total && (
            <tfoot className="bg-neutral-50 font-semibold">
              <tr>{cells(total)}</tr>
            </tfoot>
          )}
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {[...rows, ...(total ? [total] : [])].map((entry) => (
          <li key={entry.key} className="rounded-xl border border-neutral-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-neutral-900">{entry.name}</h3>
            {entry.detail && <p className="text-xs text-neutral-500">{entry.detail}</p>}
            <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[400px]:grid-cols-2">
              {columns.map(([label, figure]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-neutral-500">{label}</dt>
                  <dd className="text-neutral-900 tabular-nums">{figure(entry.row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

type ProductLine = { productId: string; name: string; category: string };

interface ProductReportTableProps<Row> {
  /** The figures, for the products' rows and the total's. */
  columns: ReportColumn<Row>[];
  products: (Row & ProductLine)[];
  total?: Omit<ReportRow<Row>, 'detail'>;
  empty: string;
}

/** A report of products: each named, with its category beside it. */
export function ProductReportTable<Row>({ columns, products, total, empty }: ProductReportTableProps<Row>) {
  return (
    <ReportTable<Row>
      nameLabel="Product"
      detailLabel="Category"
      columns={columns}
      rows={products.map((product) => ({
        key: product.productId,
        name: product.name,
        detail: product.category,
        row: product,
      }))}
      total={total}
      empty={empty}
    />
  );
}
