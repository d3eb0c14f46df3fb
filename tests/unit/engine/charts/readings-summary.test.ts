// One sentence for a chart of readings (duplicates: the bedside plots' and the patient chart's
// trends' each wrote their own): how many readings, their span, the latest value of each
// series. A plot names its shared unit once, at the end; a trend after each value, as before.
import { describe, expect, it } from 'vitest';
import { type PlotData, plotSummary } from '../../../../src/engine/charts/plot-data';
import { readingsSummary } from '../../../../src/engine/charts/readings-summary';
import type { TrendData } from '../../../../src/engine/related/trends';
import { trendSummary } from '../../../../src/engine/related/trends';

const plot = (values: (number | null)[][], times = [0, 3600]): PlotData => ({
  title: 'Blood pressure',
  unit: 'mmHg',
  labels: ['Systolic', 'Diastolic'],
  marks: ['line', 'line'],
  times,
  values,
});
const hour = (seconds: number) => `${String(9 + seconds / 3600).padStart(2, '0')}:00`;

describe('a chart of readings in words', () => {
  it('a plot: its readings, their span, the latest of each series, the unit once', () => {
    expect(
      plotSummary(
        plot([
          [120, 150],
          [80, 95],
        ]),
        hour,
      ),
    ).toBe(
      'Blood pressure: 2 readings from 09:00 to 10:00; latest Systolic 150, Diastolic 95 mmHg.',
    );
    expect(
      plotSummary(
        plot([
          [120, 150],
          [80, null],
        ]),
        hour,
      ),
    ).toBe('Blood pressure: 2 readings from 09:00 to 10:00; latest Systolic 150 mmHg.');
    expect(plotSummary(plot([[120], [null]], [0]), hour)).toBe(
      'Blood pressure: 1 reading on 09:00; latest Systolic 120 mmHg.',
    );
    expect(plotSummary(plot([[], []], []), hour)).toBe('Blood pressure: no readings.');
  });

  it('a trend: the unit after each latest value, its moments written as given', () => {
    const trend: TrendData = {
      title: 'Blood pressure',
      unit: 'mmHg',
      labels: ['Systolic', 'Diastolic'],
      times: [0, 3600],
      moments: ['2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'],
      ids: [1, 2],
      values: [
        [120, 150],
        [80, 95],
      ],
    };
    expect(trendSummary(trend, (moment) => moment.slice(11, 16))).toBe(
      'Blood pressure: 2 readings from 09:00 to 10:00; latest Systolic 150 mmHg, Diastolic 95 mmHg.',
    );
  });

  it('one series: its value alone; nothing in the last reading: not recorded', () => {
    const pulse = { title: 'Pulse', unit: 'beats/min', labels: ['Pulse'], values: [[84, null]] };
    const at = (i: number) => ['09:00', '13:00'][i] ?? '';
    expect(readingsSummary(pulse, 2, at)).toBe(
      'Pulse: 2 readings from 09:00 to 13:00; latest not recorded.',
    );
    expect(readingsSummary({ ...pulse, values: [[84, 130]] }, 2, at, true)).toBe(
      'Pulse: 2 readings from 09:00 to 13:00; latest 130 beats/min.',
    );
  });
});
