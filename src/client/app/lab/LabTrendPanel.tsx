/**
 * The doctor's lab trend, on the patient chart and on a lab request: pick a parameter the
 * patient has released results for and see its last ten values as a chart, the reference range
 * shaded and flagged values marked, with the same values in a table under it. Only for readers
 * of released results (testResult); uPlot loads with the first chart drawn.
 */
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { LabTrendPoint } from '../../../engine/wire/lab-trends';
import { shared } from '../../state/shared';
import { mayDo } from '../meta/meta';
import { useWidth } from '../models/chart/Trends';
import type { DetailExtraProps } from '../models/detail-extras';
import { displayValue } from '../models/display-value';
import { chosenTestIds } from '../models/panels/test-parameters';
import { TREND_LIMIT, useLabTrend, useTestParameterCodes } from './lab-trend-api';
import {
  byMoment,
  defaultParameter,
  flagMark,
  labTrendSeries,
  momentOf,
  parameterChoice,
  trendWords,
} from './lab-trend-data';

const LabTrendChart = lazy(() => import('./LabTrendChart'));
const MOMENT = { type: 'datetime' as const };
const selectClass =
  'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-900';

function ValuesTable({ points, caption }: { points: LabTrendPoint[]; caption: string }) {
  const { settings } = useSnapshot(shared);
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
          {['Collected', 'Result', 'Reference Range', 'Flag'].map((label) => (
            <th key={label} scope="col" className="py-1 pr-3">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {/* The newest first, as results are read. */}
        {[...points].reverse().map((point) => {
          const flagged = flagMark(point.flag) !== '';
          return (
            <tr key={point.id} className={flagged ? 'font-semibold' : ''}>
              <td className="py-0.5 pr-3">{displayValue(MOMENT, momentOf(point), settings)}</td>
              <td className="py-0.5 pr-3 tabular-nums">
                {point.value} {point.unit}
              </td>
              <td className="py-0.5 pr-3 tabular-nums">{point.reference_range}</td>
              <td className="py-0.5 pr-3">
                {point.flag && point.flag !== 'Normal'
                  ? `${point.flag} (${flagMark(point.flag)})`
                  : 'Normal'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const NONE_PREFERRED: readonly string[] = [];

/**
 * `preferred`: parameter codes to open on, the first the patient has values for (a request's
 * own); undefined while they are still being read, so the panel does not open on another first.
 */
export function LabTrendPanel({
  patient,
  preferred,
}: {
  patient: number;
  preferred: readonly string[] | undefined;
}) {
  const { settings } = useSnapshot(shared);
  const selectId = useId();
  const [chosen, setChosen] = useState<string>();
  const { answer, error } = useLabTrend(patient, chosen);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const width = useWidth(frame);
  const parameters = answer?.parameters ?? [];
  // The request's own first parameter with values, else the most recently released one.
  useEffect(() => {
    if (chosen || !answer || !preferred) return;
    const code = defaultParameter(answer.parameters, preferred);
    if (code) setChosen(code);
  }, [answer, chosen, preferred]);
  const shown = answer?.parameter === chosen ? answer : undefined;
  const points = useMemo(() => byMoment(shown?.points ?? []), [shown]);
  const series = useMemo(() => labTrendSeries(points), [points]);
  const picked = parameters.find((parameter) => parameter.code === chosen);
  const name = picked?.name ?? chosen ?? '';
  const unit = picked?.unit ?? '';
  const words = trendWords(name, unit, points, (iso) => displayValue(MOMENT, iso, settings));
  return (
    <section
      ref={setFrame}
      aria-labelledby={`${selectId}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${selectId}-heading`} className="text-lg font-semibold">
        Lab result trend
      </h2>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The lab results could not be loaded: {error}
        </p>
      )}
      {!answer && !error && <p className="text-sm text-slate-500">Loading the lab results…</p>}
      {answer && parameters.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">No released lab results yet.</p>
      )}
      {parameters.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            Parameter
          </label>
          <select
            id={selectId}
            className={selectClass}
            value={chosen ?? ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {parameters.map((parameter) => (
              <option key={parameter.code} value={parameter.code}>
                {parameterChoice(parameter)}
              </option>
            ))}
          </select>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            The last {TREND_LIMIT} released values
          </span>
        </div>
      )}
      {shown && points.length > 0 && (
        <figure aria-label={words} data-trend-parameter={chosen}>
          <figcaption className="mb-1 text-sm font-semibold">
            {name}
            {unit && <span className="font-normal text-slate-500"> ({unit})</span>}
          </figcaption>
          {series.values.some((value) => value !== null) ? (
            <>
              <Suspense fallback={<div style={{ height: 220 }} />}>
                <LabTrendChart
                  series={series}
                  label={unit ? `${name} (${unit})` : name}
                  width={Math.max(0, width - 34)}
                  timeZone={settings.timeZone}
                />
              </Suspense>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                Shaded: the reference range. Marks: L low, H high, LL critical low, HH critical
                high, A abnormal.
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-500">Not a number: the values are listed below.</p>
          )}
          <ValuesTable points={points} caption={words} />
        </figure>
      )}
    </section>
  );
}

/** On the patient chart: the patient's own results. */
export function PatientLabTrends({ meta, record }: DetailExtraProps) {
  if (!mayDo(meta, 'testResult', 'view')) return null;
  return <LabTrendPanel patient={record.id} preferred={NONE_PREFERRED} />;
}

/**
 * On a lab request: its patient's results, opened on the first parameter of the request's own
 * tests the patient has values for (not whatever was released last, BUN on a CBC request).
 */
export function RequestLabTrends({ meta, record }: DetailExtraProps) {
  const shown = mayDo(meta, 'testResult', 'view') && typeof record.patient === 'number';
  const own = useTestParameterCodes(shown ? chosenTestIds(record.tests) : []);
  if (!shown) return null;
  return <LabTrendPanel patient={record.patient as number} preferred={own} />;
}
