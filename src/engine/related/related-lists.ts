/**
 * Related lists as data (a model's `related` and `chart`, schemas/README.md): which records of
 * other models point at a record, how a detail page lists them, where they sit on the record's
 * timeline, and what a new one copies from the record. Kept in step with
 * `src/engine/schema/model.schema.json` (a unit test compares the property names).
 */
import { failedRefCondition, refFilterScope, resolveRefFilter } from '../form/ref-filter';
import type { RefFilter } from '../types';

/** How a related list is ordered: newest first unless it says otherwise. */
export interface RelatedSort {
  field: string;
  direction?: 'asc' | 'desc';
}

/** Where a related record sits on its parent's timeline: the moment one of its fields holds. */
export interface RelatedTimeline {
  at: string;
}

/** The records of `model` whose ref field `field` points at this record (a patient's visits). */
export interface RelatedList {
  model: string;
  field: string;
  /** The list's heading; default the model's title. */
  title?: string;
  /** The fields each row shows, in order. */
  columns: string[];
  /** Default: `created_at`, newest first. */
  sort?: RelatedSort;
  /** Rows read, newest first (default 20, at most 200). */
  limit?: number;
  timeline?: RelatedTimeline;
  /**
   * A new record added from this list copies these fields of this record (related model's
   * field -> this model's field), beside `field` itself: a visit's lab request gets its patient.
   */
  prefill?: Record<string, string>;
  /** The add button's words (default "Add"): a prescription's "Add medicine". */
  addText?: string;
  /**
   * Add is offered only while this record's fields meet these conditions, written as a
   * `refFilter` over this record (an emergency admits only while it is Active: one already
   * disposed has nothing more to admit). The server's rules still decide; this only keeps a
   * button that would be refused off the page.
   */
  addWhen?: RefFilter;
}

/** One line of a trend chart: a number field of the related model. */
export interface TrendSeries {
  field: string;
  label?: string;
}

/** A chart of number fields of one related list over time (blood pressure's two lines in one). */
export interface ChartTrend {
  title: string;
  unit?: string;
  series: TrendSeries[];
}

/**
 * A record's detail drawn as its chart (a patient's): the header's identity fields, the alerts
 * shown whenever they are filled, and trends of a related list's numbers over time.
 */
export interface RecordChart {
  identity: string[];
  alerts?: string[];
  /** The related list (by its model) whose rows the trends plot. */
  trendsOf?: string;
  trends?: ChartTrend[];
}

/** Bookkeeping times every record has, which a list may sort on and a timeline place by. */
export const RECORD_TIMES = ['created_at', 'updated_at'] as const;

export const DEFAULT_RELATED_LIMIT = 20;
export const MAX_RELATED_LIMIT = 200;

/** The order a related list is read in. */
export function relatedSort(entry: RelatedList): Required<RelatedSort> {
  return {
    field: entry.sort?.field ?? 'created_at',
    direction: entry.sort?.direction ?? 'desc',
  };
}

export function relatedLimit(entry: RelatedList): number {
  return Math.min(entry.limit ?? DEFAULT_RELATED_LIMIT, MAX_RELATED_LIMIT);
}

/** The related list whose rows a chart's trends plot, when the chart names one. */
export function trendList(
  related: readonly RelatedList[] | undefined,
  chart: RecordChart | undefined,
): RelatedList | undefined {
  if (!chart?.trendsOf) return undefined;
  return related?.find((entry) => entry.model === chart.trendsOf);
}

/**
 * The stored fields a related list's rows carry: its columns, the fields it is sorted and
 * placed on the timeline by, and for the chart's trend list the plotted numbers. Bookkeeping
 * times come with every row anyway.
 */
export function relatedRowFields(entry: RelatedList, chart?: RecordChart): string[] {
  const fields = [...entry.columns, relatedSort(entry).field];
  if (entry.timeline) fields.push(entry.timeline.at);
  if (chart?.trendsOf === entry.model)
    for (const trend of chart.trends ?? []) fields.push(...trend.series.map((s) => s.field));
  const times: readonly string[] = RECORD_TIMES;
  return [...new Set(fields)].filter((name) => !times.includes(name));
}

/** May a record be added from this list under `record` (its `addWhen`, when it has one)? */
export function addableFrom(entry: RelatedList, record: Record<string, unknown>): boolean {
  if (!entry.addWhen) return true;
  const conditions = resolveRefFilter(entry.addWhen, refFilterScope(record));
  return failedRefCondition(conditions, record) === undefined;
}
