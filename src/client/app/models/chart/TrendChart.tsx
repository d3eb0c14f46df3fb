/**
 * One trend drawn by uPlot (loaded with this file, on the chart page only): a line per series
 * over time in the hospital's time zone, its points marked, axes in the page's text colour.
 * The figure around it carries the words and the table for those who do not see it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendData } from '../../../../engine/related/trends';
import { plotFrame } from './plot-frame';
import { SERIES_COLOURS } from './trend-colours';

export default function TrendChart({
  data,
  width,
  timeZone,
}: {
  data: TrendData;
  width: number;
  timeZone: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || width <= 0) return;
    const { axis, tzDate } = plotFrame(element, timeZone);
    const plot = new uPlot(
      {
        width,
        height: 180,
        tzDate,
        scales: { x: { time: true } },
        series: [
          {},
          ...data.labels.map((label, i) => ({
            label: data.unit ? `${label} (${data.unit})` : label,
            stroke: SERIES_COLOURS[i % SERIES_COLOURS.length],
            width: 2,
            spanGaps: true,
            points: { show: true, size: 6 },
          })),
        ],
        axes: [axis, { ...axis, size: 48 }],
        // The figure names the series itself (uPlot's legend is a live table of cursor values).
        legend: { show: false },
      },
      [data.times, ...data.values] as uPlot.AlignedData,
      element,
    );
    element.dataset.drawn = 'true';
    return () => {
      delete element.dataset.drawn;
      plot.destroy();
    };
  }, [data, width, timeZone]);
  return <div ref={host} aria-hidden="true" className="text-slate-700 dark:text-slate-300" />;
}
