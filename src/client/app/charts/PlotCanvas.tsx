/**
 * One bedside plot drawn by uPlot (loaded with this file, only where a chart shows): a line with
 * points per series over time in the hospital's zone; blood pressure on the anesthetic record
 * as its paper chart draws it, systolic v over diastolic ^ joined by a bar. The figure around
 * it carries the words and the table for those who do not see it.
 */
import { useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PlotData } from '../../../engine/charts/plot-data';
import { plotFrame } from '../models/chart/plot-frame';
import { SERIES_COLOURS } from '../models/chart/trend-colours';

const HEIGHT = 200;
const colourOf = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length] as string;

/** The arrows of the blood pressure: v at systolic, ^ at diastolic, a bar between them. */
function drawArrows(plot: uPlot, data: PlotData) {
  const systolic = data.marks.indexOf('systolic');
  const diastolic = data.marks.indexOf('diastolic');
  if (systolic < 0 && diastolic < 0) return;
  const { ctx } = plot;
  const ratio = window.devicePixelRatio || 1;
  const size = 5 * ratio;
  ctx.save();
  ctx.lineWidth = 1.5 * ratio;
  data.times.forEach((time, i) => {
    const x = plot.valToPos(time, 'x', true);
    const high = systolic < 0 ? null : (data.values[systolic]?.[i] ?? null);
    const low = diastolic < 0 ? null : (data.values[diastolic]?.[i] ?? null);
    const colour = colourOf(systolic < 0 ? diastolic : systolic);
    ctx.strokeStyle = colour;
    ctx.beginPath();
    if (high !== null) {
      const y = plot.valToPos(high, 'y', true);
      ctx.moveTo(x - size, y - size);
      ctx.lineTo(x, y);
      ctx.lineTo(x + size, y - size);
    }
    if (low !== null) {
      const y = plot.valToPos(low, 'y', true);
      ctx.moveTo(x - size, y + size);
      ctx.lineTo(x, y);
      ctx.lineTo(x + size, y + size);
    }
    if (high !== null && low !== null) {
      ctx.moveTo(x, plot.valToPos(high, 'y', true));
      ctx.lineTo(x, plot.valToPos(low, 'y', true));
    }
    ctx.stroke();
  });
  ctx.restore();
}

export default function PlotCanvas({
  data,
  width,
  timeZone,
}: {
  data: PlotData;
  width: number;
  timeZone: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot>(null);
  const widthNow = useRef(width);
  widthNow.current = width;
  const sized = width > 0;
  // Drawn before the browser paints (a layout effect), once per series: a new width resizes
  // the plot (setSize) instead of building it again.
  useLayoutEffect(() => {
    const element = host.current;
    if (!element || !sized) return;
    const { axis, tzDate } = plotFrame(element, timeZone);
    const drawn = new uPlot(
      {
        width: widthNow.current,
        height: HEIGHT,
        tzDate,
        scales: { x: { time: true } },
        series: [
          {},
          ...data.labels.map((label, i) =>
            data.marks[i] === 'line'
              ? {
                  label,
                  stroke: colourOf(i),
                  width: 2,
                  spanGaps: true,
                  points: { show: data.times.length <= 60, size: 6 },
                }
              : // Drawn as arrows by the draw hook; kept as a series so the scale holds it.
                { label, stroke: colourOf(i), paths: () => null, points: { show: false } },
          ),
        ],
        axes: [axis, { ...axis, size: 48 }],
        legend: { show: false },
        hooks: { draw: [(u) => drawArrows(u, data)] },
      },
      [data.times, ...data.values] as uPlot.AlignedData,
      element,
    );
    plot.current = drawn;
    element.dataset.drawn = 'true';
    return () => {
      delete element.dataset.drawn;
      plot.current = null;
      drawn.destroy();
    };
  }, [data, sized, timeZone]);
  useLayoutEffect(() => {
    if (plot.current && width > 0 && plot.current.width !== width)
      plot.current.setSize({ width, height: HEIGHT });
  }, [width]);
  return <div ref={host} aria-hidden="true" className="text-slate-700 dark:text-slate-300" />;
}
