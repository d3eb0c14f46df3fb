/**
 * Bedside charts over time, shared by the server that reads them and the browser that draws
 * them: `GET /api/inpatient/admissions/{id}/charts` (how many entries each ward chart holds),
 * `GET /api/inpatient/admissions/{id}/charts/{model}?from=&to=` (one chart's series) and
 * `GET /api/surgery/cases/{id}/vitals` (the anesthetic record's vital signs).
 */

/** One time-stamped observation of a chart. */
export interface ChartEntry {
  /** The chart record. */
  id: number;
  /** When it was observed (ISO instant, UTC). */
  recorded_at: string;
  recorded_by: string | null;
  /** The record's fields the reader may see (numbers, options, text), by name. */
  values: Record<string, unknown>;
  /** The flags the server stored (clinical.vital-sign-flags), each a warning with its value. */
  flags: string[];
  /** field -> its flag's message: the values out of range (engine/charts/chart-flags.ts). */
  flagged: Record<string, string>;
}

export interface ChartSeries {
  model: string;
  /** The admission (impatient) or surgical case the chart belongs to. */
  parent: number;
  /** The bounds asked for (ISO instants), inclusive; null when open. */
  from: string | null;
  to: string | null;
  /** Oldest first (then by id). */
  entries: ChartEntry[];
  /** True when more entries matched than an answer holds (MAX_CHART_ENTRIES). */
  truncated: boolean;
}

/** A ward chart the reader may view, with how many entries the admission has of it. */
export interface ChartCount {
  model: string;
  count: number;
}

export interface AdmissionCharts {
  admission: number;
  charts: ChartCount[];
}

/** The most entries one answer holds: 30 days of hourly observations, and then some. */
export const MAX_CHART_ENTRIES = 2000;
