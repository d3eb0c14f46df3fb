/**
 * What every uPlot chart of a record shares (the vital-sign trends, a lab parameter's trend):
 * axes and grid in the page's text colour, so they follow the light or dark theme, and time on
 * the x axis in the hospital's zone. Loaded with the charts alone.
 */
import uPlot from 'uplot';

export function plotFrame(element: HTMLElement, timeZone: string) {
  const ink = getComputedStyle(element).color;
  const grid = { stroke: 'rgba(148, 163, 184, 0.35)', width: 1 };
  return {
    ink,
    axis: { stroke: ink, grid, ticks: grid },
    tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), timeZone),
  };
}
