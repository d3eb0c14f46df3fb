import { useSnapshot } from 'valtio';
import type { ChartPlot } from '../../../engine/charts/chart-plots';
import type { ModelSchema } from '../../../engine/types';
import type { ChartSeries } from '../../../engine/wire/bedside-charts';
import { shared } from '../../state/shared';
import { useAfterPaint } from '../layout/use-after-paint';
import { displayValue } from '../models/display-value';
import { ChartPlots } from './ChartPlots';
import { ChartTable, tableFields } from './ChartTable';

const MOMENT = { type: 'datetime' as const };

/** A chart's title, its series, the plots drawn from it and its model's schema. */
interface BedsideChartProps {
  title: string;
  series: ChartSeries;
  plots: readonly ChartPlot[];
  schema: ModelSchema | undefined;
}

/** One chart's series: its plots over time, then the same entries as a table. */
export function BedsideChart({ title, series, plots, schema }: BedsideChartProps) {
  const { settings } = useSnapshot(shared);
  const moment = (iso: string) => displayValue(MOMENT, iso, settings);
  const count = series.entries.length;
  // The table (a row per entry: 145 over a 12-hour anesthetic) is rendered once the plots are
  // drawn and painted, so the plots do not wait for its rows' formatting and layout.
  const tableShown = useAfterPaint(count > 0);
  if (count === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">No entries yet.</p>;
  return (
    <div className="space-y-3">
      <ChartPlots
        plots={plots}
        entries={series.entries}
        schema={schema}
        timeZone={settings.timeZone}
        moment={(seconds) => moment(new Date(seconds * 1000).toISOString())}
      />
      {series.truncated && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          Only the first {count} entries are shown.
        </p>
      )}
      {tableShown && (
        <BedsideChartTable title={title} series={series} plots={plots} schema={schema} />
      )}
    </div>
  );
}

/** The chart's entries as a table, newest first (the plots' text alternative). */
export function BedsideChartTable({ title, series, plots, schema }: BedsideChartProps) {
  const { settings } = useSnapshot(shared);
  const count = series.entries.length;
  return (
    <ChartTable
      caption={`${title}: ${count} entr${count === 1 ? 'y' : 'ies'}, newest first`}
      entries={series.entries}
      fields={tableFields(schema, plots)}
      schema={schema}
      moment={(iso) => displayValue(MOMENT, iso, settings)}
    />
  );
}
