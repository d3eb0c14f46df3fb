/**
 * The chart's trends (`chart.trends`): the numbers of one related list over time, as a chart
 * library plots them (times in seconds ascending, one array of values per series, null where a
 * reading lacks that value) and as words for those who do not see the chart.
 */
import { readingsSummary } from '../charts/readings-summary';
import type { RelatedRows } from '../wire/related-lists';
import type { ChartTrend, RelatedList } from './related-lists';
import { relatedSort } from './related-lists';

export interface TrendData {
  title: string;
  unit?: string;
  labels: string[];
  /** Seconds since 1970, oldest first. */
  times: number[];
  /** When each reading was taken, as stored, in the order of `times`. */
  moments: string[];
  /** The record of each reading, in the order of `times`. */
  ids: number[];
  /** Per series, a value for each time (null when that reading lacks it). */
  values: (number | null)[][];
}

/** The field the trend list's rows are placed in time by: its timeline moment, else its sort. */
export function trendMomentField(entry: RelatedList): string {
  return entry.timeline?.at ?? relatedSort(entry).field;
}

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * One trend's data from the list's rows: readings with none of its values are left out (a
 * weight-only reading has no place on the pulse chart).
 */
export function trendData(
  trend: ChartTrend,
  entry: RelatedList,
  list: RelatedRows,
  /** A series without its own label is called by its field's (from the related model). */
  fieldLabel: (field: string) => string | undefined = () => undefined,
): TrendData {
  const momentField = trendMomentField(entry);
  const readings = list.rows
    .map((row) => ({
      id: row.id,
      moment: row[momentField],
      values: trend.series.map((s) => numberOf(row[s.field])),
    }))
    .filter(
      (reading): reading is { id: number; moment: string; values: (number | null)[] } =>
        typeof reading.moment === 'string' &&
        !Number.isNaN(Date.parse(reading.moment)) &&
        reading.values.some((value) => value !== null),
    )
    .sort((a, b) => Date.parse(a.moment) - Date.parse(b.moment));
  return {
    title: trend.title,
    ...(trend.unit ? { unit: trend.unit } : {}),
    labels: trend.series.map((s) => s.label ?? fieldLabel(s.field) ?? s.field),
    times: readings.map((r) => Date.parse(r.moment) / 1000),
    moments: readings.map((r) => r.moment),
    ids: readings.map((r) => r.id),
    values: trend.series.map((_, i) => readings.map((r) => r.values[i] ?? null)),
  };
}

/** What a trend shows, in one sentence: its readings, their span and the latest values. */
export function trendSummary(data: TrendData, formatMoment: (moment: string) => string): string {
  return readingsSummary(data, data.times.length, (i) => formatMoment(data.moments[i] as string));
}
