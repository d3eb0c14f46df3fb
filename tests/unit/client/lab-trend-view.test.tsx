// The lab report's print view and the trend panel's data (pure parts): a critical row bold with
// CRITICAL in its flag, a flagged value's result bold, a pending test's words; a trend's values
// in the order they were measured (an amended value re-released later stays where its sample
// puts it), its bounds and its marks (letters, not colour), and the chart in words.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  byMoment,
  flagMark,
  labTrendSeries,
  trendWords,
} from '../../../src/client/app/lab/lab-trend-data';
import { LabReportPrintView } from '../../../src/client/app/print/LabReportPrintView';
import type { LabReportDocument } from '../../../src/engine/documents/lab-report-types';
import type { LabTrendPoint } from '../../../src/engine/wire/lab-trends';

const doc: LabReportDocument = {
  kind: 'labReport',
  filename: 'LAB-2026-000001.pdf',
  title: 'Laboratory Report',
  issuer: {
    name: 'Addis Tena General Hospital',
    legalName: '',
    tin: '1',
    vatNumber: '',
    address: '',
    phone: '',
    email: '',
  },
  patient: [{ label: 'Name', value: 'Almaz Bekele' }],
  request: [{ label: 'Request Number', value: 'LAB-2026-000001' }],
  samples: { columns: [{ label: 'Sample', align: 'left' }], rows: [['SMP-2026-000001']] },
  tests: [
    {
      name: 'ELEC Serum Electrolytes',
      verified: true,
      rows: [
        {
          parameter: 'Potassium',
          value: '6.9',
          unit: 'mmol/L',
          range: '3.5 - 5.1',
          flag: 'CRITICAL HIGH',
          abnormal: true,
          critical: true,
        },
        {
          parameter: 'Sodium',
          value: '133',
          unit: 'mmol/L',
          range: '135 - 145',
          flag: 'Low',
          abnormal: true,
          critical: false,
        },
        {
          parameter: 'Chloride',
          value: '101',
          unit: 'mmol/L',
          range: '98 - 107',
          flag: '',
          abnormal: false,
          critical: false,
        },
      ],
      signatures: [{ label: 'Verified By', value: 'Dawit Manager, March 2, 2026, 9:00 AM' }],
    },
    {
      name: 'CBC Complete Blood Count',
      verified: false,
      pending: 'Pending: awaiting verification',
      rows: [],
      signatures: [],
    },
  ],
};

describe('the lab report print view', () => {
  const html = renderToStaticMarkup(createElement(LabReportPrintView, { doc }));
  const rowOf = (name: string) =>
    html.match(new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${name}(?:(?!</tr>).)*</tr>`))?.[0] ?? '';

  it('draws a critical row bold, CRITICAL in words beside its value', () => {
    const potassium = rowOf('Potassium');
    expect(potassium).toMatch(/^<tr data-critical="true" class="[^"]*font-bold/);
    expect(potassium).toContain(
      '<th scope="row" class="px-1 py-0.5 text-left font-bold">Potassium</th>',
    );
    expect(potassium).toContain('CRITICAL HIGH');
  });

  it("bolds another flagged value's result and flag only, and nothing of a normal one", () => {
    const sodium = rowOf('Sodium');
    expect(sodium).toContain('font-normal">Sodium</th>');
    expect(sodium).toMatch(/font-bold">133</);
    expect(sodium).toMatch(/font-bold">Low</);
    expect(sodium).not.toMatch(/font-bold">mmol\/L</);
    expect(rowOf('Chloride')).not.toContain('font-bold');
  });

  it('says a test not verified is pending, and prints who verified the others', () => {
    expect(html).toContain('<p class="italic">Pending: awaiting verification</p>');
    expect(html).toContain('Verified By: Dawit Manager, March 2, 2026, 9:00 AM');
  });
});

const point = (
  id: number,
  collected: string | null,
  released: string,
  value: string,
  flag: string | null,
): LabTrendPoint => ({
  id,
  released_at: released,
  collected_at: collected,
  value,
  value_number: Number.isNaN(Number(value)) ? null : Number(value),
  unit: 'mmol/L',
  reference_range: '3.5 - 5.1',
  low: 3.5,
  high: 5.1,
  flag,
  lab_request: id,
});

describe('a lab trend as the chart draws it', () => {
  // The second value was amended and released again after the third.
  const answered = [
    point(1, '2026-03-01T08:00:00.000Z', '2026-03-01T09:00:00.000Z', '4.2', 'Normal'),
    point(3, '2026-03-03T08:00:00.000Z', '2026-03-03T09:00:00.000Z', '6.9', 'Critical High'),
    point(2, '2026-03-02T08:00:00.000Z', '2026-03-04T09:00:00.000Z', '3.1', 'Low'),
    point(4, null, '2026-03-05T09:00:00.000Z', '5.0', null),
  ];

  it('puts each value where its sample was taken, its release when no sample time is known', () => {
    const sorted = byMoment(answered);
    expect(sorted.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(labTrendSeries(sorted)).toEqual({
      times: [
        Date.parse('2026-03-01T08:00:00Z') / 1000,
        Date.parse('2026-03-02T08:00:00Z') / 1000,
        Date.parse('2026-03-03T08:00:00Z') / 1000,
        Date.parse('2026-03-05T09:00:00Z') / 1000,
      ],
      values: [4.2, 3.1, 6.9, 5],
      lows: [3.5, 3.5, 3.5, 3.5],
      highs: [5.1, 5.1, 5.1, 5.1],
      marks: ['', 'L', 'HH', ''],
      critical: [false, false, true, false],
    });
  });

  it('marks flags with letters', () => {
    expect(
      ['Normal', 'Low', 'High', 'Critical Low', 'Critical High', 'Abnormal', null].map(flagMark),
    ).toEqual(['', 'L', 'H', 'LL', 'HH', 'A', '']);
  });

  it('says the chart in words', () => {
    const day = (iso: string) => iso.slice(0, 10);
    expect(trendWords('Potassium', 'mmol/L', byMoment(answered), day)).toBe(
      'Potassium (mmol/L), 4 results from 2026-03-01 to 2026-03-05: latest 5.0.',
    );
    expect(trendWords('Potassium', 'mmol/L', [answered[1] as LabTrendPoint], day)).toBe(
      'Potassium (mmol/L), 1 result on 2026-03-03: latest 6.9, Critical High.',
    );
    expect(trendWords('Potassium', '', [], day)).toBe('Potassium: no released results.');
  });
});
