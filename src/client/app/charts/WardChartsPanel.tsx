/**
 * "Charts" on an admission's page: a tab per ward chart the admission has entries of, each its
 * plots over time and its table (GET /api/inpatient/admissions/{id}/charts/{model}), and an
 * "Add entry" link to each chart's form with the admission filled in, for those who chart.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { WARD_CHART_PLOTS, type WardChartModel } from '../../../engine/charts/chart-plots';
import { prefillSearch } from '../../../engine/related/prefill';
import type { AdmissionCharts, ChartSeries } from '../../../engine/wire/bedside-charts';
import { adminPath } from '../layout/Navigation';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { modelPath } from '../models/model-path';
import { BedsideChart } from './BedsideChart';
import { useChartApi } from './bedside-chart-api';
import { preloadPlotCanvas } from './plot-canvas-module';

const addPath = (model: string, admission: number) =>
  `${adminPath(modelPath({ parents: [], model, view: 'new' }))}${prefillSearch({ admission })}`;

export function WardChartsPanel({ meta, record }: DetailExtraProps) {
  const base = `/api/inpatient/admissions/${encodeURIComponent(record.id)}/charts`;
  const counts = useChartApi<AdmissionCharts>(base);
  const [picked, setPicked] = useState<WardChartModel>();
  const id = useId();
  useEffect(preloadPlotCanvas, []);
  const withEntries = (counts.data?.charts ?? []).filter((chart) => chart.count > 0);
  const shown = (picked ?? withEntries[0]?.model) as WardChartModel | undefined;
  const series = useChartApi<ChartSeries>(shown ? `${base}/${shown}` : undefined);
  const title = (model: string) => meta.models[model]?.title ?? model;
  const addable = (counts.data?.charts ?? []).filter((c) => mayDo(meta, c.model, 'add'));
  if (!counts.data && !counts.error) return null;
  if (counts.data && counts.data.charts.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-ward-charts
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Charts
      </h2>
      {counts.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The charts could not be loaded: {counts.error}
        </p>
      )}
      {addable.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Add a chart entry">
          {addable.map((chart) => (
            <li key={chart.model}>
              <Link
                className="text-sky-700 underline dark:text-sky-400"
                to={addPath(chart.model, record.id)}
              >
                Add entry: {title(chart.model)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {counts.data && withEntries.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">No chart entries yet.</p>
      )}
      {withEntries.length > 0 && (
        <div
          role="tablist"
          aria-label="Charts"
          className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800"
        >
          {withEntries.map((chart) => {
            const selected = chart.model === shown;
            return (
              <button
                key={chart.model}
                type="button"
                role="tab"
                id={`${id}-tab-${chart.model}`}
                aria-selected={selected}
                aria-controls={`${id}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => setPicked(chart.model as WardChartModel)}
                className={`rounded-t-md px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 ${
                  selected
                    ? 'border-b-2 border-sky-700 font-semibold'
                    : 'text-slate-600 dark:text-slate-400'
                }`}
              >
                {title(chart.model)} ({chart.count})
              </button>
            );
          })}
        </div>
      )}
      {shown && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${shown}`}>
          {series.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              The chart could not be loaded: {series.error}
            </p>
          )}
          {!series.data && !series.error && (
            <p className="text-sm text-slate-600 dark:text-slate-400">Loading the chart…</p>
          )}
          {series.data && (
            <BedsideChart
              title={title(shown)}
              series={series.data}
              plots={WARD_CHART_PLOTS[shown]}
              schema={meta.models[shown]}
            />
          )}
        </div>
      )}
    </section>
  );
}
