/**
 * "Anesthesia chart" on a surgical case's page: the anesthetic record's vital signs over time
 * (GET /api/surgery/cases/{id}/vitals), heart rate with the blood pressure's arrows, SpO2 and
 * EtCO2, then the same entries as a table. For readers of anesthesiaVitalSign.
 */
import { useId } from 'react';
import { ANESTHESIA_CHART_PLOTS } from '../../../engine/charts/chart-plots';
import type { ChartSeries } from '../../../engine/wire/bedside-charts';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { caseVitalsUrl } from '../surgery/case-urls';
import { BedsideChart } from './BedsideChart';
import { useChartApi } from './bedside-chart-api';

export function AnesthesiaChartPanel({ meta, record }: DetailExtraProps) {
  const readable = mayDo(meta, 'anesthesiaVitalSign', 'view');
  const id = useId();
  const series = useChartApi<ChartSeries>(readable ? caseVitalsUrl(record.id) : undefined);
  if (!readable) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-anesthesia-chart
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Anesthesia chart
      </h2>
      {series.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          The anesthesia chart could not be loaded: {series.error}
        </p>
      )}
      {!series.data && !series.error && (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading the chart…</p>
      )}
      {series.data && (
        <BedsideChart
          title="Anesthesia vital signs"
          series={series.data}
          plots={ANESTHESIA_CHART_PLOTS}
          schema={meta.models.anesthesiaVitalSign}
        />
      )}
    </section>
  );
}
