import { useState } from 'react';
import type { TrendData } from '../../../../engine/related/trends';

/**
 * A trend's readings as a table, for anyone who prefers one to the chart: behind a disclosure,
 * its rows made only once it is opened (a chart of 50 readings need not lay out 50 rows first).
 */
export function ReadingsTable({
  trend,
  words,
  momentLabel,
  moment,
}: {
  trend: TrendData;
  /** What the chart shows, in words: the table's caption. */
  words: string;
  momentLabel: string;
  moment(value: string): string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-2 text-sm"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer text-sky-700 dark:text-sky-400">
        Readings as a table
      </summary>
      {open && (
        <table className="mt-1 w-full">
          <caption className="sr-only">{words}</caption>
          <thead>
            <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
              <th scope="col" className="py-1">
                {momentLabel}
              </th>
              {trend.labels.map((label) => (
                <th key={label} scope="col" className="py-1 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {trend.moments.map((at, row) => (
              <tr key={trend.ids[row]}>
                <td className="py-0.5">{moment(at)}</td>
                {trend.values.map((series, i) => (
                  <td key={trend.labels[i]} className="py-0.5 text-right tabular-nums">
                    {series[row] ?? '-'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
