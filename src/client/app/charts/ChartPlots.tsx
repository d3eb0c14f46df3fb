import { useMemo, useState } from 'react';
import type { ChartPlot } from '../../../engine/charts/chart-plots';
import { plotData, plotSummary } from '../../../engine/charts/plot-data';
import type { ModelSchema } from '../../../engine/types';
import type { ChartEntry } from '../../../engine/wire/bedside-charts';
import { useWidth } from '../models/chart/Trends';
import { SERIES_COLOURS } from '../models/chart/trend-colours';
import { useLazyModule } from '../routes/lazy-module';
import { plotCanvas } from './plot-canvas-module';

// uPlot comes with the bedside charts alone (plot-canvas-module.ts). A chart's pages ask for it
// as they are navigated to (models/extras/detail-code.ts), so it is in beside the data.

/**
 * A chart's plots over time, each a figure named by the sentence of what it shows (its label;
 * the table under the plots is the text alternative), with a legend naming its lines in words.
 */
export function ChartPlots({
  plots,
  entries,
  schema,
  timeZone,
  moment,
}: {
  plots: readonly ChartPlot[];
  entries: readonly ChartEntry[];
  schema: ModelSchema | undefined;
  timeZone: string;
  moment(seconds: number): string;
}) {
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const { module: Plot, failed } = useLazyModule(plotCanvas);
  const columns = useWidth(grid);
  const width = columns >= 768 ? Math.floor((columns - 16) / 2) - 24 : columns - 24;
  const data = useMemo(
    () =>
      plots
        .map((plot) => plotData(plot, entries, (field) => schema?.fields[field]?.label))
        .filter((plot) => plot.times.length > 0),
    [plots, entries, schema],
  );
  return (
    <div ref={setGrid} className="grid gap-4 md:grid-cols-2" data-plots={data.length}>
      {data.map((plot) => (
        <figure
          key={plot.title}
          aria-label={plotSummary(plot, moment)}
          className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <figcaption className="mb-1 text-sm font-semibold">
            {plot.title}
            {plot.unit && (
              <span className="font-normal text-slate-500 dark:text-slate-400"> ({plot.unit})</span>
            )}
          </figcaption>
          {Plot ? (
            <Plot data={plot} width={width} timeZone={timeZone} />
          ) : (
            <div style={{ height: 200 }} className="text-sm text-slate-500 dark:text-slate-400">
              {failed ? 'The plot could not be drawn; the table below has every entry.' : null}
            </div>
          )}
          {plot.labels.length > 1 && (
            <ul aria-hidden="true" className="mt-1 flex flex-wrap gap-3 text-xs">
              {plot.labels.map((label, i) => (
                <li key={label} className="flex items-center gap-1">
                  <span
                    className="inline-block h-0.5 w-4"
                    style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
                  />
                  {label}
                  {plot.marks[i] === 'systolic'
                    ? ' (v)'
                    : plot.marks[i] === 'diastolic'
                      ? ' (^)'
                      : ''}
                </li>
              ))}
            </ul>
          )}
        </figure>
      ))}
    </div>
  );
}
