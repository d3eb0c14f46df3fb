/**
 * What a chart of readings shows, in one sentence for those who do not see it (its accessible
 * name): how many readings, their span, and the latest value of each series. Bedside charts'
 * plots (plot-data.ts) and the patient chart's trends (related/trends.ts) both say it so.
 */

export interface ReadingsShown {
  title: string;
  unit?: string;
  /** Each series' name, in the order of `values`. */
  labels: string[];
  /** Per series, a value for each reading, oldest first (null when that reading lacks it). */
  values: (number | null)[][];
}

/**
 * "Pulse: 2 readings from 2 Mar 09:00 to 2 Mar 13:00; latest 130 beats/min." of `count`
 * readings, `momentAt(i)` writing the time of the i-th, oldest first (only the first and last
 * are written). The unit follows each latest value, or with `unitOnce` only the last ("latest
 * Systolic 120, Diastolic 80 mmHg").
 */
export function readingsSummary(
  data: ReadingsShown,
  count: number,
  momentAt: (index: number) => string,
  unitOnce = false,
): string {
  if (count === 0) return `${data.title}: no readings.`;
  const unit = data.unit ? ` ${data.unit}` : '';
  const latest = data.labels
    .map((label, i) => {
      const value = data.values[i]?.[count - 1];
      if (value === null || value === undefined) return undefined;
      return `${data.labels.length > 1 ? `${label} ` : ''}${value}${unitOnce ? '' : unit}`;
    })
    .filter(Boolean)
    .join(', ');
  const first = momentAt(0);
  const span = count === 1 ? `on ${first}` : `from ${first} to ${momentAt(count - 1)}`;
  const end = latest && unitOnce ? unit : '';
  return `${data.title}: ${count} reading${count === 1 ? '' : 's'} ${span}; latest ${latest || 'not recorded'}${end}.`;
}
