import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import type { ChartTrend, RelatedList } from '../../../../engine/related/related-lists';
import { trendData, trendMomentField, trendSummary } from '../../../../engine/related/trends';
import type { EngineSettings, ModelSchema } from '../../../../engine/types';
import type { RelatedRows } from '../../../../engine/wire/related-lists';
import { displayValue } from '../display-value';
import { ReadingsTable } from './ReadingsTable';
import { SERIES_COLOURS } from './trend-colours';

// uPlot comes with the chart page alone: no other page pays for it. Asked for as soon as a
// chart with trends mounts (preloadTrendChart), so it arrives beside the chart's data.
const loadTrendChart = () => import('./TrendChart');
const TrendChart = lazy(loadTrendChart);
export const preloadTrendChart = () => void loadTrendChart();

/**
 * The width the charts may take, followed as the page resizes. Read as the element mounts,
 * before the browser paints, so a chart is drawn in the same frame rather than after the
 * ResizeObserver's first report.
 */
export function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The chart's trends (`chart.trends`): each a small chart of one related list's numbers over
 * time, with a sentence saying what it shows (its accessible name) and the readings as a table
 * for anyone who prefers one.
 */
export function Trends({
  entry,
  list,
  trends,
  schema,
  settings,
}: {
  entry: RelatedList;
  list: RelatedRows;
  trends: readonly ChartTrend[];
  schema: ModelSchema | undefined;
  settings: EngineSettings;
}) {
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);
  const columns = useWidth(grid);
  // Two charts side by side where there is room.
  const width = columns >= 768 ? Math.floor((columns - 16) / 2) - 24 : columns - 24;
  const data = useMemo(
    () =>
      trends.map((trend) => trendData(trend, entry, list, (field) => schema?.fields[field]?.label)),
    [trends, entry, list, schema],
  );
  const momentField = schema?.fields[trendMomentField(entry)] ?? { type: 'datetime' as const };
  const moment = (value: string) => displayValue(momentField, value, settings);
  return (
    <section aria-labelledby="trends-heading" className="space-y-3">
      <h2 id="trends-heading" className="text-lg font-semibold">
        {list.title} over time
      </h2>
      <div ref={setGrid} className="grid gap-4 md:grid-cols-2" data-trends={data.length}>
        {data.map((trend) => {
          const words = trendSummary(trend, moment);
          return (
            <figure
              key={trend.title}
              aria-label={words}
              className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <figcaption className="mb-1 text-sm font-semibold">
                {trend.title}
                {trend.unit ? (
                  <span className="font-normal text-slate-500 dark:text-slate-400">
                    {' '}
                    ({trend.unit})
                  </span>
                ) : null}
              </figcaption>
              {trend.times.length === 0 ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">No readings yet.</p>
              ) : (
                <>
                  <Suspense fallback={<div style={{ height: 180 }} />}>
                    <TrendChart data={trend} width={width} timeZone={settings.timeZone} />
                  </Suspense>
                  {trend.labels.length > 1 && (
                    <ul aria-hidden="true" className="mt-1 flex flex-wrap gap-3 text-xs">
                      {trend.labels.map((label, i) => (
                        <li key={label} className="flex items-center gap-1">
                          <span
                            className="inline-block h-0.5 w-4"
                            style={{ background: SERIES_COLOURS[i % SERIES_COLOURS.length] }}
                          />
                          {label}
                        </li>
                      ))}
                    </ul>
                  )}
                  <ReadingsTable
                    trend={trend}
                    words={words}
                    momentLabel={momentField.label ?? 'Taken'}
                    moment={moment}
                  />
                </>
              )}
            </figure>
          );
        })}
      </div>
    </section>
  );
}
