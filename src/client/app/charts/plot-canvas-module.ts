/**
 * uPlot's plot (PlotCanvas.tsx) as a module loaded on first use: it comes with the bedside
 * charts alone (a dynamic import), so no other page pays for it. Kept apart from ChartPlots (in
 * the admin pages' chunk) so the catch-all route's loader, in the main bundle, can start it as
 * a chart's page is navigated to (models/extras/detail-code.ts), before the page's code runs.
 */
import type { ComponentType } from 'react';
import type { PlotData } from '../../../engine/charts/plot-data';
import { lazyModule } from '../routes/lazy-module';

type PlotCanvasProps = { data: PlotData; width: number; timeZone: string };

export const plotCanvas = lazyModule<ComponentType<PlotCanvasProps>>(
  async () => (await import('./PlotCanvas')).default,
);

/** Starts loading (and running) uPlot, so it is in before a chart's series. */
export const preloadPlotCanvas = (): void => void plotCanvas.get().catch(() => undefined);
