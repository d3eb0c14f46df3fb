/**
 * The stock extras of detail pages: a product's "Stock" (its batches per warehouse, from
 * /api/stock/on-hand, with a link to its ledger on the stock page) for readers of stock
 * quantities, and a movement's "Stock posted" (the ledger lines a receipt, adjustment, return,
 * transfer, dispensing or sale posted, from /api/stock/movement-lines) for readers of it.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../../engine/format/dates';
import type { PostedLineRow, PostedLines, StockOnHand } from '../../../engine/wire/stock-reports';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { useLoaded } from '../account/use-loaded';
import { adminPath } from '../layout/Navigation';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { ledgerSearch, OnHandTable } from './StockTables';
import { stockApi } from './stock-api';

const SECTION =
  'space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const LINK = 'rounded px-1 text-sky-700 hover:underline dark:text-sky-400';

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Status({ error, loading }: { error?: string; loading: boolean }) {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    );
  return loading ? <p className="text-sm text-slate-500">Loading…</p> : null;
}

function ProductStock({ record }: DetailExtraProps) {
  const product = Number(record.id);
  const loaded = useLoaded(`stock:${product}`, (signal) =>
    stockApi.read<StockOnHand>('on-hand', { product, pageSize: 200 }, signal),
  );
  const total = (loaded.value?.rows ?? []).reduce((sum, row) => sum + row.quantity, 0);
  return (
    <Panel title="Stock">
      <Status error={loaded.error} loading={!loaded.value} />
      {loaded.value && (
        <>
          <p className="text-sm tabular-nums">
            {total} on hand in {loaded.value.total}{' '}
            {loaded.value.total === 1 ? 'warehouse' : 'warehouses'}.{' '}
            <Link className={LINK} to={`${adminPath('stock')}${ledgerSearch(product)}`}>
              Open its ledger
            </Link>
          </p>
          <OnHandTable rows={loaded.value.rows} showWarehouse />
        </>
      )}
    </Panel>
  );
}

/** Shown to readers of stock quantities only: others could not read the balances. */
export function ProductStockPanel(props: DetailExtraProps) {
  return mayDo(props.meta, 'quantity', 'view') ? <ProductStock {...props} /> : null;
}

const postedColumns: DataColumn<PostedLineRow>[] = [
  { key: 'product', header: 'Product', rowHeader: true, cell: (row) => row.name },
  { key: 'warehouse', header: 'Warehouse', cell: (row) => row.warehouse_name },
  { key: 'movement', header: 'Movement', cell: (row) => row.movement },
  {
    key: 'batch',
    header: 'Batch',
    cell: (row) =>
      `${row.batch_number}${row.expiry_date ? ` (expires ${formatLongDate(row.expiry_date)})` : ''}`,
  },
  { key: 'in', header: 'In', numeric: true, cell: (row) => row.quantity_in || '' },
  { key: 'out', header: 'Out', numeric: true, cell: (row) => row.quantity_out || '' },
  { key: 'after', header: 'Batch balance after', numeric: true, cell: (row) => row.balance_after },
];

/**
 * The ledger lines a movement record posted, for its detail page; read again when the record
 * changes (its version), as a transfer's Issue and Receive post while the page stays open.
 */
function MovementLinesPanel({ record, model }: DetailExtraProps & { model: string }) {
  const loaded = useLoaded(`posted:${model}:${record.id}:${record.version}`, (signal) =>
    stockApi.read<PostedLines>(
      'movement-lines',
      { source_model: model, source_id: Number(record.id) },
      signal,
    ),
  );
  return (
    <Panel title="Stock posted">
      <Status error={loaded.error} loading={!loaded.value} />
      {loaded.value && (
        <DataTable
          caption="Ledger lines this record posted"
          columns={postedColumns}
          rows={loaded.value.rows}
          rowKey={(row) => row.id}
          empty="Nothing posted to the stock ledger yet."
        />
      )}
    </Panel>
  );
}

/** The panel of one movement model, as the detail extras registry takes it. */
export const movementLinesOf = (model: string) =>
  function MovementLines(props: DetailExtraProps) {
    return <MovementLinesPanel {...props} model={model} />;
  };
