import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageScreen } from '../../../engine/registry/types';
import { EXPIRING_DEFAULT_DAYS, EXPIRING_MAX_DAYS } from '../../../engine/wire/stock-reports';
import { Outcome } from '../account/AuthCard';
import { Labelled } from '../account/FilterSelect';
import { controlClass, primaryButton, secondaryButton } from '../account/RowButtons';
import { useLoaded } from '../account/use-loaded';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { PageHeading } from '../models/PageHeading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { StockReportPanel } from './StockReportPanel';
import { type ReportTab, StockReportTabs } from './StockReportTabs';
import { type StockParams, stockApi } from './stock-api';

const REPORTS: ReportTab[] = [
  { id: 'on-hand', label: 'On Hand' },
  { id: 'below-reorder', label: 'Below Reorder Level' },
  { id: 'expiring', label: 'Expiring' },
  { id: 'value', label: 'Value at Cost' },
];
const LEDGER: ReportTab = { id: 'ledger', label: 'Product Ledger' };

const whole = (text: string | null) => {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The stock page (Store Manager, Pharmacy Manager, Pharmacist, Finance Head): a tab per report
 * of /api/stock (on hand with batches, below reorder level, expiring, value at cost, and a
 * product's ledger once one is opened from a product's name), one warehouse or all, each with
 * its .xlsx. What is shown lives in the address (?report=&warehouse=&product=&days=&page=), so
 * a reload, the back button or a product page's link opens the same view.
 */
export function StockPage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const [exportError, setExportError] = useState<string>();
  const product = whole(search.get('product'));
  const tabs = product && mayDo(meta, 'stockLedger', 'view') ? [...REPORTS, LEDGER] : REPORTS;
  const report = tabs.find((tab) => tab.id === search.get('report'))?.id ?? 'on-hand';
  const warehouse = whole(search.get('warehouse'));
  const days = Math.min(EXPIRING_MAX_DAYS, whole(search.get('days')) ?? EXPIRING_DEFAULT_DAYS);
  const order = search.get('order') === 'oldest' ? 'oldest' : 'newest';
  const page = whole(search.get('page')) ?? 1;
  const warehouses = useLoaded('warehouses', (signal) => stockApi.warehouses(signal));

  const go = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string | number | undefined> = {
      report,
      warehouse,
      product,
      days: days === EXPIRING_DEFAULT_DAYS ? undefined : days,
      order: order === 'newest' ? undefined : order,
      page: undefined,
      ...next,
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(merged))
      if (value !== undefined && value !== '') params.set(key, String(value));
    setSearch(params);
  };
  const params: StockParams = {
    warehouse,
    ...(report === 'expiring' ? { days } : {}),
    ...(report === 'ledger' ? { product, order } : {}),
  };
  const paged = report === 'on-hand' || report === 'ledger';
  const read = useLoaded(`${report}:${JSON.stringify(params)}:${paged ? page : ''}`, (signal) =>
    stockApi
      .read(report as 'on-hand', { ...params, ...(paged ? { page } : {}) }, signal)
      .then((value) => ({ report, value })),
  );
  // The last answer stays while the next loads; another report's shape must not reach this
  // report's table (Expiring's rows have no per-warehouse sums for Value at Cost).
  const loaded = { ...read, value: read.value?.report === report ? read.value.value : undefined };
  if (report === 'on-hand' && isRefusal(loaded.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(recordsRefusal(meta, 'quantity', 'view'), loaded.error ?? '')}
      />
    );
  const exportWorkbook = () => {
    setExportError(undefined);
    stockApi
      .download(report as 'on-hand', params, `${report}.xlsx`)
      .catch(() => setExportError('The workbook could not be made. Try again.'));
  };
  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-4">
      <PageHeading title={screen.title}>
        <button type="button" className={secondaryButton} onClick={loaded.reload}>
          Refresh
        </button>
        <button type="button" className={primaryButton} onClick={exportWorkbook}>
          Export .xlsx
        </button>
      </PageHeading>
      <div className="flex flex-wrap items-end gap-3">
        <Labelled id={`${id}-warehouse`} label="Warehouse">
          <select
            id={`${id}-warehouse`}
            className={controlClass}
            value={warehouse ?? ''}
            onChange={(event) => go({ warehouse: event.target.value || undefined })}
          >
            <option value="">All warehouses</option>
            {(warehouses.value ?? []).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </Labelled>
        {report === 'expiring' && (
          <Labelled id={`${id}-days`} label="Expiring within (days)">
            <input
              id={`${id}-days`}
              type="number"
              min={1}
              max={EXPIRING_MAX_DAYS}
              className={controlClass}
              defaultValue={days}
              onBlur={(event) => go({ days: whole(event.target.value) })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') go({ days: whole(event.currentTarget.value) });
              }}
            />
          </Labelled>
        )}
        {report === 'ledger' && (
          <Labelled id={`${id}-order`} label="Order">
            <select
              id={`${id}-order`}
              className={controlClass}
              value={order}
              onChange={(event) => go({ order: event.target.value })}
            >
              <option value="newest">Newest first</option>
              <option value="oldest">Oldest first</option>
            </select>
          </Labelled>
        )}
      </div>
      {exportError && <Outcome ok={false} message={exportError} />}
      <StockReportTabs tabs={tabs} active={report} onSelect={(tab) => go({ report: tab })}>
        <StockReportPanel
          report={report}
          loaded={loaded}
          days={days}
          showWarehouse={!warehouse}
          onPage={(next) => go({ page: next })}
        />
      </StockReportTabs>
    </section>
  );
}
