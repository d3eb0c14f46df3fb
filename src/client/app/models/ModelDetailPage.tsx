import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { type RefTitles, recordTitle } from '../../../engine/format';
import { lockedState } from '../../../engine/permissions/record-lock';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAlert } from '../../components/use-alert';
import { buttonClass, primaryButtonClass } from '../../forms/widgets/shared';
import { shared } from '../../state/shared';
import { adminPath } from '../layout/Navigation';
import { PageLoader } from '../layout/PageLoader';
import { modelListTitle } from '../layout/page-title';
import { type Meta, mayDo } from '../meta/meta';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { RecordChart } from './chart/RecordChart';
import { detailExtrasOf } from './detail-extras';
import { useEngineUser } from './engine-user';
import './extras';
import { InvoicePaymentAction } from './InvoicePaymentAction';
import { InvoiceSettlement } from './InvoiceSettlement';
import type { ModelPageProps } from './ModelListPage';
import { childList, sibling } from './model-path';
import { PageHeading, PageProblem } from './PageHeading';
import { RecordFields } from './RecordFields';
import { RecordHistory } from './RecordHistory';
import { DELETE_QUESTION, deleteRecord, type StoredRecord, saveProblem } from './record-api';
import { RelatedLists } from './related/RelatedLists';
import { useRelatedLists } from './related/related-api';
import { useRecord } from './use-record';
import { WorkflowActions } from './WorkflowActions';

/** Models with a field referring to `model`: the lists a detail page offers under its record. */
export function childModels(meta: Meta, model: string): { model: string; title: string }[] {
  return Object.entries(meta.models)
    .filter(([, schema]) => Object.values(schema.fields).some((field) => field.ref === model))
    .map(([name, schema]) => ({ model: name, title: schema.title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * A record's detail: its status and workflow steps, its fields, Edit and Delete by right, the
 * lists of records under it and its history.
 */
export function ModelDetailPage({ meta, schema, page }: ModelPageProps) {
  const navigate = useNavigate();
  const { record, error, replace, reload } = useRecord(page.model, page.id);
  const [confirming, setConfirming] = useState(false);
  const { show, alert } = useAlert();
  const engineUser = useEngineUser(meta);
  const { settings } = useSnapshot(shared);
  const children = useMemo(() => childModels(meta, page.model), [meta, page.model]);
  const extras = detailExtrasOf(page.model);
  const panels = (record: StoredRecord) =>
    extras.map(
      ({ panel: Panel }, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: a model's extras never change order.
        Panel && <Panel key={index} meta={meta} record={record} />,
    );
  // Read beside the record itself, so a chart's lists do not wait for it.
  const related = useRelatedLists(page.model, page.id ?? 0, (schema.related?.length ?? 0) > 0);

  if (!mayDo(meta, page.model, 'detail'))
    return <NotAllowedPage refusal={recordsRefusal(meta, page.model, 'detail')} />;
  if (error && isRefusal(error.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(recordsRefusal(meta, page.model, 'detail'), error.message)}
      />
    );
  if (error) return <PageProblem title={schema.title} message={error.message} />;
  if (!record) return <PageLoader />;

  // A record in a locked state (a submitted invoice) changes only through its steps.
  const locked = lockedState(schema.workflow, record) !== undefined;
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteRecord(page.model, record.id);
      navigate(adminPath(sibling(page, 'list')));
    } catch (failure) {
      show(saveProblem(failure).message);
    }
  };
  const label = recordTitle(
    schema,
    record,
    settings,
    undefined,
    record.titles as RefTitles | undefined,
  );
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading
        title={`${schema.title}: ${label}`}
        documentTitle={[label, modelListTitle(meta, page.model)]}
      >
        <Link to={adminPath(sibling(page, 'list'))} className={buttonClass}>
          Back to the list
        </Link>
        {mayDo(meta, page.model, 'edit') && !locked && (
          <Link
            to={adminPath(sibling(page, 'detail-edit', record.id))}
            className={primaryButtonClass}
          >
            Edit
          </Link>
        )}
        {/* Spec 2.5: an invoice takes its payments from its own page. */}
        {page.model === 'invoice' && mayDo(meta, 'payment', 'add') && (
          <InvoicePaymentAction record={record} onChanged={reload} />
        )}
        {extras.map(
          ({ actions: Actions }, index) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: a model's extras never change order.
            Actions && <Actions key={index} meta={meta} record={record} />,
        )}
        {mayDo(meta, page.model, 'delete') && !locked && (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${buttonClass} text-red-700 dark:text-red-400`}
          >
            Delete
          </button>
        )}
      </PageHeading>
      {schema.workflow && (
        <WorkflowActions
          model={page.model}
          workflow={schema.workflow}
          fields={schema.fields}
          record={record}
          user={engineUser}
          mayEdit={mayDo(meta, page.model, 'edit')}
          onMoved={replace}
          onProblem={show}
        />
      )}
      {schema.chart && (
        <RecordChart
          meta={meta}
          schema={schema}
          chart={schema.chart}
          page={page}
          record={record}
          related={related}
        >
          {panels(record)}
        </RecordChart>
      )}
      <RecordFields
        meta={meta}
        schema={schema}
        record={record}
        user={engineUser}
        afterPanels={extras.some((extra) => extra.panel)}
      />
      {!schema.chart && schema.related && schema.related.length > 0 && (
        <RelatedLists
          meta={meta}
          page={page}
          record={record}
          related={schema.related}
          lists={related.lists}
          error={related.error}
        />
      )}
      {/* A chart draws them beside its trends. */}
      {!schema.chart && panels(record)}
      {page.model === 'invoice' && (
        <InvoiceSettlement
          invoice={record}
          mayReadPayments={mayDo(meta, 'payment', 'view')}
          mayReadCreditNotes={mayDo(meta, 'creditNote', 'view')}
        />
      )}
      {children.length > 0 && (
        <nav
          aria-label="Related records"
          className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 className="mb-2 text-base font-semibold">Related records</h2>
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => {
              const to = childList(page, child.model);
              return to ? (
                <li key={child.model}>
                  <Link to={adminPath(to)} className={buttonClass}>
                    {child.title}
                  </Link>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      )}
      <RecordHistory model={page.model} id={record.id} version={record.version} schema={schema} />
      <ConfirmDialog
        open={confirming}
        message={DELETE_QUESTION}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
      {alert}
    </div>
  );
}
