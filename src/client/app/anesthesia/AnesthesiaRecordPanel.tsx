/**
 * "Anesthesia record" on a surgical case's page (GET /api/surgery/cases/{id}/anesthesia-record):
 * the pre-anesthesia assessment in brief with the patient's allergies, the totals (fluids in,
 * out and balance, drugs, time under anesthesia: engine/surgery/anesthesia-totals.ts, worked out
 * again here from the series so the box and the tables can never disagree), then each series
 * as a table in time order with its Add link opening a new entry on this case; beside the
 * heading, Print anesthesia record (the A4 print view in a new tab) and Download PDF. For those
 * who read the series; the vital signs are charted by the Anesthesia chart panel beside it.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { anesthesiaTotals } from '../../../engine/surgery/anesthesia-totals';
import type { AnesthesiaRecordAnswer } from '../../../engine/wire/anesthesia-record';
import { http } from '../../api/session';
import { DataTable } from '../../components/DataTable';
import { useLoaded } from '../account/use-loaded';
import { adminPath } from '../layout/Navigation';
import { useAfterPaint } from '../layout/use-after-paint';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { modelPath } from '../models/model-path';
import { anesthesiaRecordPdfUrl, anesthesiaRecordPrintPath } from '../print/print-paths';
import { ReportActions } from '../print/ReportActions';
import { anesthesiaRecordUrl } from '../surgery/case-urls';
import { AnesthesiaTotalsBox } from './AnesthesiaTotalsBox';
import { SERIES_ORDER, seriesColumns, seriesTitle } from './series-columns';

const LINK = 'rounded px-1 text-sm text-sky-700 hover:underline dark:text-sky-400';

const newEntryPath = (model: string, caseId: unknown) =>
  `${adminPath(modelPath({ parents: [], model, view: 'new' }))}?prefill.surgical_case=${encodeURIComponent(String(caseId))}`;

function Assessment({ brief }: { brief: AnesthesiaRecordAnswer['pre_anesthesia'] }) {
  if (!brief)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No pre-anesthesia assessment yet.
      </p>
    );
  return (
    <div className="space-y-1 text-sm">
      <p data-allergies>
        <span className="font-medium">Allergies:</span> {brief.allergies}
      </p>
      <p>
        {brief.asa_class}
        {brief.emergency_modifier === 'Yes' ? 'E' : ''} · Mallampati {brief.mallampati} ·{' '}
        {brief.plan} · Fit for anesthesia: {brief.fit_for_anesthesia}
      </p>
      {brief.fasting_flags.length > 0 && (
        <ul className="list-disc pl-5 text-amber-800 dark:text-amber-300">
          {brief.fasting_flags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Record({
  answer,
  meta,
}: { answer: AnesthesiaRecordAnswer } & Pick<DetailExtraProps, 'meta'>) {
  const caseId = answer.surgical_case.id;
  return (
    <>
      <Assessment brief={answer.pre_anesthesia} />
      <AnesthesiaTotalsBox totals={anesthesiaTotals(answer.series)} />
      {SERIES_ORDER.map((model) => (
        <div key={model} className="space-y-1">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="font-medium">{seriesTitle(model)}</h3>
            {mayDo(meta, model, 'add') && (
              <Link className={LINK} to={newEntryPath(model, caseId)}>
                Add {seriesTitle(model).toLowerCase()}
              </Link>
            )}
          </div>
          <DataTable
            caption={`${seriesTitle(model)} of ${answer.surgical_case.case_number}`}
            columns={seriesColumns(model)}
            rows={answer.series[model]}
            rowKey={(row) => row.id}
            empty="Nothing recorded yet."
            frame="panel"
          />
        </div>
      ))}
    </>
  );
}

function AnesthesiaRecord({ meta, record }: DetailExtraProps) {
  const id = useId();
  const loaded = useLoaded(
    `anesthesia-record:${record.id}:${record.version}`,
    async (signal) =>
      (await http.get<AnesthesiaRecordAnswer>(anesthesiaRecordUrl(record.id), { signal })).data,
  );
  // Its six tables (a row per vital-sign entry: 145 over a 12-hour anesthetic) render once a
  // frame is painted after the record is in, so the anesthesia chart beside it is drawn and
  // painted first.
  const painted = useAfterPaint(loaded.value !== undefined);
  const shown = painted ? loaded.value : undefined;
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-anesthesia-record
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          Anesthesia record
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ReportActions
            printPath={anesthesiaRecordPrintPath(record.id)}
            pdfUrl={anesthesiaRecordPdfUrl(record.id)}
            filename={`${String(record.case_number ?? `Case ${record.id}`)} anesthesia record.pdf`}
            printLabel="Print anesthesia record"
          />
        </div>
      </div>
      {loaded.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The anesthesia record could not be loaded: {loaded.error}
        </p>
      )}
      {!shown && !loaded.error && (
        <p className="text-sm text-slate-600 dark:text-slate-300">Loading…</p>
      )}
      {shown && <Record answer={shown} meta={meta} />}
    </section>
  );
}

/** Shown to those who may read the series (the route's own check). */
export function AnesthesiaRecordPanel(props: DetailExtraProps) {
  const readable =
    mayDo(props.meta, 'surgicalCase', 'detail') &&
    SERIES_ORDER.every((model) => mayDo(props.meta, model, 'view'));
  return readable ? <AnesthesiaRecord {...props} /> : null;
}
