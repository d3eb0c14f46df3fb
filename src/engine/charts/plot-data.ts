/**
 * A chart plot's data from a chart's entries, as uPlot reads it (times in seconds ascending,
 * one array per series, null where an entry lacks that value), and its sentence for those who
 * do not see the plot. Entries with none of the plot's values are left out.
 */
import type { ChartEntry } from '../wire/bedside-charts';
import type { ChartPlot, SeriesMark } from './chart-plots';
import { readingsSummary } from './readings-summary';

export interface PlotData {
  title: string;
  unit?: string;
  labels: string[];
  marks: SeriesMark[];
  /** Seconds since 1970, oldest first. */
  times: number[];
  values: (number | null)[][];
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function plotData(
  plot: ChartPlot,
  entries: readonly ChartEntry[],
  fieldLabel: (field: string) => string | undefined = () => undefined,
): PlotData {
  const rows = entries
    .map((entry) => ({
      at: Date.parse(entry.recorded_at) / 1000,
      values: plot.series.map((s) => numberOf(entry.values[s.field])),
    }))
    .filter((row) => Number.isFinite(row.at) && row.values.some((value) => value !== null));
  return {
    title: plot.title,
    ...(plot.unit ? { unit: plot.unit } : {}),
    labels: plot.series.map((s) => s.label ?? fieldLabel(s.field) ?? s.field),
    marks: plot.series.map((s) => s.mark ?? 'line'),
    times: rows.map((row) => row.at),
    values: plot.series.map((_, i) => rows.map((row) => row.values[i] ?? null)),
  };
}

/**
 * What a plot shows in one sentence: how many readings, their span, the latest values (its
 * series share the plot's unit, named once at the end).
 */
export function plotSummary(data: PlotData, moment: (seconds: number) => string): string {
  return readingsSummary(data, data.times.length, (i) => moment(data.times[i] as number), true);
}
