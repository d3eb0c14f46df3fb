import { Link } from 'react-router';
import { formatLongDate } from '../../../engine/format/dates';
import type {
  BelowReorderRow,
  ExpiringRow,
  StockItem,
  StockOnHandRow,
  StockValue,
  StockValueRow,
} from '../../../engine/wire/stock-reports';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { useMoney } from '../../components/invoice/use-money';

const LINK = 'rounded px-1 text-sky-700 hover:underline dark:text-sky-400';
const EXPIRED = 'ml-1 rounded bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white';

/** The page's own address with the product's ledger open. */
export const ledgerSearch = (product: number, warehouse?: number) =>
  `?report=ledger&product=${product}${warehouse ? `&warehouse=${warehouse}` : ''}`;

const day = (value: string | null) => (value ? formatLongDate(value) : 'No expiry');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Product (linked to its ledger) and warehouse: the columns every report starts with. */
function itemColumns<Row extends StockItem>(showWarehouse: boolean): DataColumn<Row>[] {
  return [
    {
      key: 'product',
      header: 'Product',
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={{ search: ledgerSearch(row.product, row.warehouse) }} className={LINK}>
            {row.name}
          </Link>
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {[row.code, row.generic_name].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    ...(showWarehouse
      ? [{ key: 'warehouse', header: 'Warehouse', cell: (row: Row) => row.warehouse_name }]
      : []),
    { key: 'unit', header: 'Unit', cell: (row) => row.unit ?? '' },
  ];
}

/** Products on hand, each with its batches (first to expire first) and their total. */
export function OnHandTable({
  rows,
  showWarehouse,
}: {
  rows: StockOnHandRow[];
  showWarehouse: boolean;
}) {
  const money = useMoney();
  const columns: DataColumn<StockOnHandRow>[] = [
    ...itemColumns<StockOnHandRow>(showWarehouse),
    {
      key: 'batches',
      header: 'Batches (expiry, quantity, unit cost)',
      cell: (row) => (
        <ul className="space-y-0.5">
          {row.batches.map((batch) => (
            <li key={batch.batch_number} className="tabular-nums">
              {batch.batch_number}: {day(batch.expiry_date)}, {batch.quantity}
              {batch.unit_cost !== null && ` at ${money(Number(batch.unit_cost))}`}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'quantity', header: 'Total on hand', numeric: true, cell: (row) => row.quantity },
  ];
  return (
    <DataTable
      caption="Stock on hand"
      columns={columns}
      rows={rows}
      alignTop
      rowKey={(row) => `${row.warehouse}:${row.product}`}
      empty="No stock on hand."
    />
  );
}

export function BelowReorderTable({
  rows,
  showWarehouse,
}: {
  rows: BelowReorderRow[];
  showWarehouse: boolean;
}) {
  const columns: DataColumn<BelowReorderRow>[] = [
    ...itemColumns<BelowReorderRow>(showWarehouse),
    { key: 'level', header: 'Reorder level', numeric: true, cell: (row) => row.reorder_level },
    { key: 'quantity', header: 'On hand', numeric: true, cell: (row) => row.quantity },
    { key: 'shortfall', header: 'Shortfall', numeric: true, cell: (row) => row.shortfall },
  ];
  return (
    <DataTable
      caption="Items at or below their reorder level"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.warehouse}:${row.product}`}
      empty="Nothing is at or below its reorder level."
    />
  );
}

export function ExpiringTable({
  rows,
  days,
  showWarehouse,
}: {
  rows: ExpiringRow[];
  days: number;
  showWarehouse: boolean;
}) {
  const columns: DataColumn<ExpiringRow>[] = [
    ...itemColumns<ExpiringRow>(showWarehouse),
    { key: 'batch', header: 'Batch', cell: (row) => row.batch_number },
    {
      key: 'expiry',
      header: 'Expiry date',
      cell: (row) => (
        <>
          {day(row.expiry_date)}
          {row.expired && <span className={EXPIRED}>Expired</span>}
        </>
      ),
    },
    {
      key: 'days',
      header: 'Days left',
      numeric: true,
      cell: (row) => (row.expired ? `${plural(-row.days_left, 'day')} ago` : row.days_left),
    },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (row) => row.quantity },
  ];
  return (
    <DataTable
      caption={`Batches expiring within ${plural(days, 'day')}, and expired batches still held`}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.warehouse}:${row.product}:${row.batch_number}`}
      empty={`No batch expires within ${plural(days, 'day')}.`}
    />
  );
}

export function ValueTables({
  report,
  showWarehouse,
}: {
  report: StockValue;
  showWarehouse: boolean;
}) {
  // Amounts as the rest of the app shows money ("ETB 1,250.00"), not the wire's "1250.00".
  const money = useMoney();
  const columns: DataColumn<StockValueRow>[] = [
    ...itemColumns<StockValueRow>(showWarehouse),
    { key: 'batch', header: 'Batch', cell: (row) => row.batch_number },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (row) => row.quantity },
    {
      key: 'cost',
      header: 'Unit cost',
      numeric: true,
      cell: (row) => (row.unit_cost === null ? 'No cost' : money(Number(row.unit_cost))),
    },
    { key: 'value', header: 'Value', numeric: true, cell: (row) => money(Number(row.value)) },
  ];
  type Sum = StockValue['warehouses'][number];
  const sums: DataColumn<Sum>[] = [
    { key: 'warehouse', header: 'Warehouse', rowHeader: true, cell: (row) => row.warehouse_name },
    {
      key: 'value',
      header: 'Value at cost',
      numeric: true,
      cell: (row) => money(Number(row.value)),
    },
    {
      key: 'uncosted',
      header: 'Batches without a cost',
      numeric: true,
      cell: (row) => row.uncosted,
    },
  ];
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold tabular-nums">
        Total value at cost: {money(Number(report.total))}
      </p>
      <DataTable
        caption="Value per warehouse"
        showCaption
        columns={sums}
        rows={report.warehouses}
        rowKey={(row) => row.warehouse}
        empty="No stock."
      />
      <DataTable
        caption="Value per batch"
        showCaption
        columns={columns}
        rows={report.rows}
        rowKey={(row) => `${row.warehouse}:${row.product}:${row.batch_number}`}
        empty="No stock."
      />
    </div>
  );
}
