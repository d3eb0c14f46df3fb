import type { RecordChart } from '../../../../engine/related/related-lists';
import type { EngineSettings, ModelSchema } from '../../../../engine/types';
import type { StoredRecord } from '../record-api';
import { RelatedCell } from '../related/RelatedCell';

const filled = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * The top of a record's chart: who it is (its `identity` fields, those filled) and its
 * `alerts` (a patient's allergies, chronic conditions and blood group), which stand out
 * whenever they are recorded and say so when none is.
 */
export function ChartHeader({
  schema,
  chart,
  record,
  settings,
}: {
  schema: ModelSchema;
  chart: RecordChart;
  record: StoredRecord;
  settings: EngineSettings;
}) {
  const shown = (names: readonly string[] | undefined) =>
    (names ?? []).filter((name) => name in schema.fields);
  const cell = (name: string) => (
    <RelatedCell
      name={name}
      field={schema.fields[name]}
      value={record[name]}
      titles={record.titles ?? {}}
      settings={settings}
    />
  );
  const alerts = shown(chart.alerts);
  const raised = alerts.filter((name) => filled(record[name]));
  return (
    <section
      aria-label="Identity and alerts"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_1fr] dark:border-slate-800 dark:bg-slate-900"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        {shown(chart.identity)
          .filter((name) => filled(record[name]))
          .map((name) => (
            <div key={name}>
              <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {schema.fields[name]?.label ?? name}
              </dt>
              <dd className="mt-0.5 font-medium">{cell(name)}</dd>
            </div>
          ))}
      </dl>
      {alerts.length > 0 && (
        <div
          className={
            raised.length > 0
              ? 'rounded-md border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50'
              : 'rounded-md border border-slate-200 p-3 text-slate-600 dark:border-slate-700 dark:text-slate-300'
          }
        >
          <h2 className="text-sm font-semibold">Alerts</h2>
          {raised.length === 0 ? (
            <p className="mt-1 text-sm">
              No {alerts.map((name) => schema.fields[name]?.label ?? name).join(', ')} recorded.
            </p>
          ) : (
            <dl className="mt-1 space-y-1 text-sm">
              {raised.map((name) => (
                <div key={name} className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">{schema.fields[name]?.label ?? name}:</dt>
                  <dd className="whitespace-pre-line">{cell(name)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
    </section>
  );
}
