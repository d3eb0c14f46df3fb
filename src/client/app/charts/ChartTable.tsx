import type { ChartPlot } from '../../../engine/charts/chart-plots';
import type { ModelSchema } from '../../../engine/types';
import type { ChartEntry } from '../../../engine/wire/bedside-charts';
import { ScrollRegion } from '../../components/ScrollRegion';

/** The fields a chart's table shows: its list's columns, then any field its plots draw. */
export function tableFields(schema: ModelSchema | undefined, plots: readonly ChartPlot[]) {
  const skip = new Set(['recorded_at', 'patient', 'flags', 'admission', 'surgical_case']);
  const listed = schema?.list?.columns ?? [];
  const plotted = plots.flatMap((plot) => plot.series.map((s) => s.field));
  return [...new Set([...listed, ...plotted])].filter(
    (name) => !skip.has(name) && (!schema || name in schema.fields),
  );
}

/** About one row's height (text-sm, py-1): the placeholder's height until the table is laid out. */
const ROW_HEIGHT = 29;

const cellText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '-'
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

/**
 * A chart's entries as a table, newest first as a nurse reads a chart: each value out of range
 * in bold with its warning in words under it (not by colour alone), the entry's flags at its end.
 */
export function ChartTable({
  caption,
  entries,
  fields,
  schema,
  moment,
}: {
  caption: string;
  entries: readonly ChartEntry[];
  fields: readonly string[];
  schema: ModelSchema | undefined;
  moment(iso: string): string;
}) {
  const label = (name: string) => {
    const field = schema?.fields[name];
    return field?.unit ? `${field.label ?? name} (${field.unit})` : (field?.label ?? name);
  };
  return (
    // Laid out only when scrolled near (content-visibility): a 12-hour record's 145 rows no
    // longer hold the plots above them back. Still read by screen readers and find in page.
    <ScrollRegion
      label={caption}
      style={{
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${ROW_HEIGHT * (entries.length + 1)}px`,
      }}
    >
      <table className="w-full text-sm" data-chart-table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
            <th scope="col" className="py-1 pr-3">
              Recorded At
            </th>
            {fields.map((name) => (
              <th key={name} scope="col" className="py-1 pr-3">
                {label(name)}
              </th>
            ))}
            <th scope="col" className="py-1 pr-3">
              Flags
            </th>
          </tr>
        </thead>
        <tbody>
          {[...entries].reverse().map((entry) => (
            <tr
              key={entry.id}
              className="border-t border-slate-100 align-top dark:border-slate-800"
            >
              <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap">
                {moment(entry.recorded_at)}
              </th>
              {fields.map((name) => {
                const warning = entry.flagged[name];
                return (
                  <td key={name} className="py-1 pr-3 tabular-nums">
                    {warning ? (
                      <span className="font-semibold text-red-700 dark:text-red-400">
                        {cellText(entry.values[name])}
                        <span className="block text-xs font-normal">{warning}</span>
                      </span>
                    ) : (
                      cellText(entry.values[name])
                    )}
                  </td>
                );
              })}
              <td className="py-1 pr-3 text-xs">
                {entry.flags.length ? entry.flags.join('; ') : 'None'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
