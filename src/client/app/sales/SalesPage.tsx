import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { shared } from '../../state/shared';
import { Outcome } from '../account/AuthCard';
import { primaryButton } from '../account/RowButtons';
import { useLoaded } from '../account/use-loaded';
import { useMeta } from '../meta/MetaProvider';
import { screenAt } from '../meta/meta';
import { closedScreenRefusal, isRefusal, pageRefusal, serverRefusal } from '../meta/refusal';
import { PageHeading } from '../models/PageHeading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CounterSaleLinks } from '../pharmacy/CounterSaleLinks';
import { SalesEntriesPanel } from './SalesEntriesPanel';
import { SalesFilters } from './SalesFilters';
import { SalesSummary } from './SalesSummary';
import { SalesTotalsTable } from './SalesTotalsTable';
import { salesApi } from './sales-api';
import {
  cashierChoices,
  filtersProblem,
  type PickedTotal,
  salesQuery,
  salesSections,
  todaysFilters,
  workbookName,
} from './sales-view';

const ROUTE = 'sales';

/**
 * The cash-up of a day or shift (`screens/sales.json`): money received by cashier, cashier
 * point and method with refunds subtracted, the payments behind each total, and the .xlsx.
 * The server decides whose money the reader sees (a cashier: their own).
 */
export function SalesPage() {
  const meta = useMeta();
  const screen = screenAt(meta, ROUTE);
  if (screen?.kind !== 'page') {
    const closed = closedScreenRefusal(meta, ROUTE);
    return closed ? <NotAllowedPage refusal={closed} /> : <NotFoundPage embedded />;
  }
  return <SalesPageContent title={screen.title} />;
}

function SalesPageContent({ title }: { title: string }) {
  const meta = useMeta();
  const { settings } = useSnapshot(shared);
  const zone = settings.timeZone;
  const [filters, setFilters] = useState(() => todaysFilters(new Date(), zone));
  const [picked, setPicked] = useState<PickedTotal>();
  const [choices, setChoices] = useState<{ id: string; name: string }[]>([]);
  const [exportError, setExportError] = useState<string>();
  const problem = filtersProblem(filters);
  const query = salesQuery(filters, zone);
  const key = problem ? 'invalid' : JSON.stringify(query);
  const report = useLoaded(key, (signal) =>
    problem ? Promise.resolve(undefined) : salesApi.report(query, signal),
  );
  useEffect(() => setChoices((known) => cashierChoices(known, report.value)), [report.value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period closes the open list.
  useEffect(() => setPicked(undefined), [key]);

  if (isRefusal(report.status))
    return (
      <NotAllowedPage refusal={serverRefusal(pageRefusal(meta, 'payment'), report.error ?? '')} />
    );
  const exportWorkbook = () => {
    setExportError(undefined);
    salesApi
      .downloadWorkbook(query, workbookName(filters))
      .catch(() => setExportError('The workbook could not be made. Try again.'));
  };
  const value = problem ? undefined : report.value;
  return (
    <section className="flex flex-col gap-4">
      <PageHeading title={title}>
        <button
          type="button"
          className={primaryButton}
          disabled={Boolean(problem)}
          onClick={exportWorkbook}
        >
          Export .xlsx
        </button>
      </PageHeading>
      <CounterSaleLinks />
      <SalesFilters
        values={filters}
        problem={problem}
        cashiers={value?.everyone ? choices : undefined}
        onChange={setFilters}
      />
      {report.error && <Outcome ok={false} message={report.error} />}
      {exportError && <Outcome ok={false} message={exportError} />}
      {value ? (
        <>
          <SalesSummary report={value} busy={report.loading} />
          <div className="grid gap-4 2xl:grid-cols-3">
            {salesSections(value).map((section) => (
              <SalesTotalsTable
                key={section.by}
                section={section}
                picked={picked?.by === section.by ? picked.key : undefined}
                onPick={(total) =>
                  setPicked({ by: section.by, key: total.key, label: total.label })
                }
              />
            ))}
          </div>
          {picked && (
            <SalesEntriesPanel
              key={`${picked.by}:${picked.key}`}
              query={query}
              picked={picked}
              timeZone={zone}
              onClose={() => setPicked(undefined)}
            />
          )}
        </>
      ) : (
        !problem && <p className="text-sm text-slate-600 dark:text-slate-300">Loading…</p>
      )}
    </section>
  );
}
