/**
 * A parameter's released values as the trend chart draws them: each at the moment its sample
 * was taken (its release when no sample time is known), oldest first, with its range's bounds
 * and its flag as a mark that says what it is without colour (L, H, LL, HH, A).
 */
import type { LabTrendParameter, LabTrendPoint } from '../../../engine/wire/lab-trends';

export interface LabTrendSeries {
  /** Seconds since the epoch, ascending (uPlot's x values). */
  times: number[];
  values: (number | null)[];
  lows: (number | null)[];
  highs: (number | null)[];
  marks: string[];
  /** Whether a mark is critical: drawn larger, in red. */
  critical: boolean[];
}

const MARKS: Record<string, string> = {
  Low: 'L',
  High: 'H',
  'Critical Low': 'LL',
  'Critical High': 'HH',
  Abnormal: 'A',
};

/**
 * A parameter as the picker offers it: "Haemoglobin (HGB), g/dL · 8 results". A name that
 * already ends in its code ("Mean cell volume (MCV)") does not say it twice.
 */
export function parameterChoice(parameter: LabTrendParameter): string {
  const named = parameter.name.trimEnd().endsWith(`(${parameter.code})`)
    ? parameter.name
    : `${parameter.name} (${parameter.code})`;
  const unit = parameter.unit ? `, ${parameter.unit}` : '';
  const count = parameter.count === 1 ? '1 result' : `${parameter.count} results`;
  return `${named}${unit} · ${count}`;
}

/**
 * The parameter the panel opens on: the first of `preferred` (a lab request's own tests'
 * parameters, in order) the patient has released values for, else the most recently released
 * one (the answer lists those first); undefined while the patient has none.
 */
export function defaultParameter(
  parameters: readonly LabTrendParameter[],
  preferred: readonly string[],
): string | undefined {
  const released = new Set(parameters.map((parameter) => parameter.code));
  return preferred.find((code) => released.has(code)) ?? parameters[0]?.code;
}

/** The flag's mark on the chart and in the table: '' for a normal value or none. */
export function flagMark(flag: string | null): string {
  return MARKS[flag ?? ''] ?? '';
}

/** When the value was measured: its sample's collection, else its release. */
export function momentOf(point: LabTrendPoint): string {
  return point.collected_at ?? point.released_at;
}

const secondsOf = (point: LabTrendPoint) => Date.parse(momentOf(point)) / 1000;

/**
 * The values in the order they were measured (the server answers them in the order they were
 * released, which an amendment's re-release may change).
 */
export function byMoment(points: readonly LabTrendPoint[]): LabTrendPoint[] {
  return points
    .filter((point) => Number.isFinite(secondsOf(point)))
    .sort((a, b) => secondsOf(a) - secondsOf(b) || a.id - b.id);
}

/** The chart's data, from values already in measured order (byMoment). */
export function labTrendSeries(points: readonly LabTrendPoint[]): LabTrendSeries {
  const sorted = points.map((point) => ({ point, at: secondsOf(point) }));
  return {
    times: sorted.map(({ at }) => at),
    values: sorted.map(({ point }) => point.value_number),
    lows: sorted.map(({ point }) => point.low),
    highs: sorted.map(({ point }) => point.high),
    marks: sorted.map(({ point }) => flagMark(point.flag)),
    critical: sorted.map(({ point }) => (point.flag ?? '').startsWith('Critical')),
  };
}

/**
 * The chart in words (values in measured order), its accessible name: "Haemoglobin (g/dL), 4 results from March 2, 2026
 * to May 4, 2026: latest 9.1, Low."
 */
export function trendWords(
  name: string,
  unit: string,
  points: readonly LabTrendPoint[],
  moment: (iso: string) => string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${name}: no released results.`;
  const title = unit ? `${name} (${unit})` : name;
  const count = points.length === 1 ? '1 result' : `${points.length} results`;
  const span =
    points.length === 1
      ? `on ${moment(momentOf(first))}`
      : `from ${moment(momentOf(first))} to ${moment(momentOf(last))}`;
  const flag = last.flag && last.flag !== 'Normal' ? `, ${last.flag}` : '';
  return `${title}, ${count} ${span}: latest ${last.value}${flag}.`;
}
