/**
 * The code a model's detail extras (extras/index.ts) need before they can draw, by model: a
 * chart's plotting module (uPlot). Started as a page of the model is navigated to, by the
 * catch-all route's loader (routes/page-prefetch.ts, which also runs for a load's first page),
 * so the module is fetched and run before the record's page renders, not once its panel asks,
 * behind the record page's other code. On a load the app's first script has asked for its
 * files already (vite.config.ts preloadAdminPagePlugin, DETAIL_CODE_MODULES). Declared apart
 * from the panels (React, uPlot), as their data is (detail-data.ts); `may` allows everything
 * before the registry is in (it is only code).
 */
import { preloadPlotCanvas } from '../../charts/plot-canvas-module';
import type { May } from './detail-data';

export const DETAIL_CODE: Readonly<Record<string, (may: May) => void>> = {
  // The anesthesia chart (charts/AnesthesiaChartPanel.tsx), for readers of its series.
  surgicalCase: (may) => {
    if (may('anesthesiaVitalSign', 'view')) preloadPlotCanvas();
  },
};
