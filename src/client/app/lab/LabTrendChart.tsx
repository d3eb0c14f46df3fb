/**
 * One lab parameter's values over time, drawn by uPlot (loaded with this file, only where a
 * trend panel shows): the reference range shaded behind the line (a step where it changed, as
 * it does when a child becomes an adult; open-ended to the plot's edge), each flagged value
 * marked with its letters (L, H, LL, HH, A), critical ones larger and in red. The panel around
 * it carries the words and the table for those who do not see it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { plotFrame } from '../models/chart/plot-frame';
import type { LabTrendSeries } from './lab-trend-data';

const LINE = '#0284c7';
const BAND = 'rgba(22, 163, 74, 0.14)';
const CRITICAL = '#b91c1c';

/** The y scale holds the values and the range's bounds, with a little room above and below. */
function yRange(series: LabTrendSeries): [number, number] {
  const known = [...series.values, ...series.lows, ...series.highs].filter(
    (n): n is number => n !== null,
  );
  const min = Math.min(...known);
  const max = Math.max(...known);
  const pad = (max - min) * 0.12 || Math.abs(max) * 0.1 || 1;
  return [min - pad, max + pad];
}

/** Shades each value's range from halfway to the previous value to halfway to the next. */
function shadeRanges(plot: uPlot, series: LabTrendSeries) {
  const { ctx, bbox } = plot;
  const xs = series.times.map((t) => plot.valToPos(t, 'x', true));
  ctx.save();
  ctx.fillStyle = BAND;
  xs.forEach((x, i) => {
    const low = series.lows[i] ?? null;
    const high = series.highs[i] ?? null;
    if (low === null && high === null) return;
    const left = i === 0 ? bbox.left : (x + (xs[i - 1] ?? x)) / 2;
    const right = i === xs.length - 1 ? bbox.left + bbox.width : (x + (xs[i + 1] ?? x)) / 2;
    const top = high === null ? bbox.top : plot.valToPos(high, 'y', true);
    const bottom = low === null ? bbox.top + bbox.height : plot.valToPos(low, 'y', true);
    ctx.fillRect(left, top, right - left, bottom - top);
  });
  ctx.restore();
}

/** Each flagged value's letters above its point, on a ring: a mark that needs no colour. */
function markFlags(plot: uPlot, series: LabTrendSeries, ink: string) {
  const { ctx } = plot;
  const ratio = window.devicePixelRatio || 1;
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  series.marks.forEach((mark, i) => {
    const value = series.values[i];
    if (!mark || value === null || value === undefined) return;
    const x = plot.valToPos(series.times[i] ?? 0, 'x', true);
    const y = plot.valToPos(value, 'y', true);
    const critical = series.critical[i] === true;
    ctx.strokeStyle = critical ? CRITICAL : ink;
    ctx.fillStyle = critical ? CRITICAL : ink;
    ctx.lineWidth = 2 * ratio;
    ctx.beginPath();
    ctx.arc(x, y, (critical ? 7 : 5) * ratio, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.font = `bold ${(critical ? 12 : 11) * ratio}px sans-serif`;
    ctx.fillText(mark, x, y - 9 * ratio);
  });
  ctx.restore();
}

export default function LabTrendChart({
  series,
  label,
  width,
  timeZone,
}: {
  series: LabTrendSeries;
  /** The line's name, with its unit. */
  label: string;
  width: number;
  timeZone: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element || width <= 0) return;
    const { ink, axis, tzDate } = plotFrame(element, timeZone);
    const plot = new uPlot(
      {
        width,
        height: 220,
        tzDate,
        scales: { x: { time: true }, y: { range: () => yRange(series) } },
        series: [
          {},
          { label, stroke: LINE, width: 2, spanGaps: true, points: { show: true, size: 7 } },
        ],
        axes: [axis, { ...axis, size: 52 }],
        legend: { show: false },
        hooks: {
          drawClear: [(u) => shadeRanges(u, series)],
          draw: [(u) => markFlags(u, series, ink)],
        },
      },
      [series.times, series.values] as uPlot.AlignedData,
      element,
    );
    element.dataset.drawn = 'true';
    return () => {
      delete element.dataset.drawn;
      plot.destroy();
    };
  }, [series, label, width, timeZone]);
  return <div ref={host} aria-hidden="true" className="text-slate-700 dark:text-slate-300" />;
}
