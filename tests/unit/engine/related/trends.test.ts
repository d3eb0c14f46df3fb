import { describe, expect, it } from 'vitest';
import type { ChartTrend, RelatedList } from '../../../../src/engine/related/related-lists';
import { trendData, trendSummary } from '../../../../src/engine/related/trends';
import type { RelatedRows } from '../../../../src/engine/wire/related-lists';

const VITALS: RelatedList = {
  model: 'vitalSign',
  field: 'patient',
  columns: ['taken_at', 'bp_systolic'],
  timeline: { at: 'taken_at' },
};
const BLOOD_PRESSURE: ChartTrend = {
  title: 'Blood pressure',
  unit: 'mmHg',
  series: [
    { field: 'bp_systolic', label: 'Systolic' },
    { field: 'bp_diastolic', label: 'Diastolic' },
  ],
};

const reading = (id: number, taken_at: string, values: Record<string, unknown>) => ({
  id,
  version: 1,
  created_at: taken_at,
  updated_at: taken_at,
  taken_at,
  ...values,
});

const list: RelatedRows = {
  model: 'vitalSign',
  field: 'patient',
  title: 'Vital Signs',
  total: 4,
  titles: {},
  rows: [
    reading(4, '2026-03-02T09:00:00.000Z', { bp_systolic: 150, bp_diastolic: 95 }),
    reading(3, '2026-03-01T09:00:00.000Z', { weight: 70 }),
    reading(2, '2026-02-20T09:00:00.000Z', { bp_systolic: 142, bp_diastolic: null }),
    reading(1, '2026-02-10T09:00:00.000Z', { bp_systolic: 138, bp_diastolic: 88 }),
  ],
};

describe('trends of a related list', () => {
  it('plots each series oldest first, skipping readings with none of its values', () => {
    const data = trendData(BLOOD_PRESSURE, VITALS, list);
    expect(data.labels).toEqual(['Systolic', 'Diastolic']);
    expect(data.times).toEqual(
      ['2026-02-10T09:00:00.000Z', '2026-02-20T09:00:00.000Z', '2026-03-02T09:00:00.000Z'].map(
        (t) => Date.parse(t) / 1000,
      ),
    );
    expect(data.values).toEqual([
      [138, 142, 150],
      [88, null, 95],
    ]);
  });

  it('says what the chart shows in words', () => {
    const day = (moment: string) => moment.slice(0, 10);
    expect(trendSummary(trendData(BLOOD_PRESSURE, VITALS, list), day)).toBe(
      'Blood pressure: 3 readings from 2026-02-10 to 2026-03-02; latest Systolic 150 mmHg, Diastolic 95 mmHg.',
    );
    const empty = trendData({ title: 'SpO2', series: [{ field: 'spo2' }] }, VITALS, list);
    expect(trendSummary(empty, day)).toBe('SpO2: no readings.');
  });
});
