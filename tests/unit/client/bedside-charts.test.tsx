// The bedside chart as drawn (issue 21, charts): the table of a chart's entries newest first,
// a value out of range in words beside its colour, each entry's flags; every plot a figure
// named by what it shows; and uPlot (PlotCanvas) asked for only when a chart is drawn, by a
// dynamic import, never by the modules that import the panels.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ModelSchema } from '../../../src/engine/types';
import type { ChartSeries } from '../../../src/engine/wire/bedside-charts';

const loaded = vi.hoisted(() => ({ plotCanvas: 0 }));
vi.mock('../../../src/client/app/charts/PlotCanvas', () => {
  loaded.plotCanvas += 1;
  return { default: () => null };
});

const schema = {
  model: 'regularVitalChart',
  title: 'Vital Signs Chart',
  fields: {
    recorded_at: { type: 'datetime', label: 'Recorded At' },
    pulse: { type: 'number', label: 'Pulse', unit: 'beats/min' },
    spo2: { type: 'number', label: 'SpO₂', unit: '%' },
    flags: { type: 'select', label: 'Flags', multiple: true },
  },
  list: { columns: ['recorded_at', 'pulse', 'spo2', 'flags'] },
} as unknown as ModelSchema;

const series: ChartSeries = {
  model: 'regularVitalChart',
  parent: 5,
  from: null,
  to: null,
  truncated: false,
  entries: [
    {
      id: 1,
      recorded_at: '2026-11-20T08:00:00.000Z',
      recorded_by: 'ipd-nurse@tena.demo',
      values: { pulse: 76, spo2: 97 },
      flags: [],
      flagged: {},
    },
    {
      id: 2,
      recorded_at: '2026-11-20T10:00:00.000Z',
      recorded_by: 'ipd-nurse@tena.demo',
      values: { pulse: 130, spo2: 97 },
      flags: ['Pulse high, tachycardia (130 beats/min)'],
      flagged: { pulse: 'Pulse high, tachycardia' },
    },
  ],
};

describe('the bedside chart', () => {
  it('does not load uPlot with the panels', async () => {
    await import('../../../src/client/app/charts/WardChartsPanel');
    await import('../../../src/client/app/charts/AnesthesiaChartPanel');
    expect(loaded.plotCanvas).toBe(0);
  });

  it('draws the table with flagged values in words and asks for the plot lazily', async () => {
    const { BedsideChart, BedsideChartTable } = await import(
      '../../../src/client/app/charts/BedsideChart'
    );
    const { WARD_CHART_PLOTS } = await import('../../../src/engine/charts/chart-plots');
    const props = {
      title: 'Vital Signs Chart',
      series,
      plots: WARD_CHART_PLOTS.regularVitalChart,
      schema,
    };
    const html = renderToStaticMarkup(createElement(BedsideChart, props));
    // The plots come first; the table follows in a deferred render of its own (its rows would
    // hold the plots back), so the chart's first render has none.
    expect(html).not.toContain('<table');
    const table = renderToStaticMarkup(createElement(BedsideChartTable, props));
    const body = table.slice(table.indexOf('<tbody>'));
    // Newest first; the 130 marked with its warning's words, the 76 plain.
    expect(body.indexOf('130')).toBeLessThan(body.indexOf('76'));
    expect(body).toContain(
      '130<span class="block text-xs font-normal">Pulse high, tachycardia</span>',
    );
    expect(body).toContain('Pulse high, tachycardia (130 beats/min)');
    expect(body).toContain('>None<');
    expect(table).toContain('<th scope="col" class="py-1 pr-3">Pulse (beats/min)</th>');
    expect(table).toContain(
      '<caption class="sr-only">Vital Signs Chart: 2 entries, newest first</caption>',
    );
    // Pulse and SpO2 have readings: two figures, each named by its sentence.
    expect(html).toContain('data-plots="2"');
    expect(html).toMatch(
      /<figure aria-label="Pulse: 2 readings from [^"]+ to [^"]+; latest 130 beats\/min\."/,
    );
    await vi.dynamicImportSettled();
    expect(loaded.plotCanvas).toBe(1);
  });
});
