// The printed anesthesia record's trend: its points in minutes after the first entry, the time
// axis' marks on the hospital's clock by the record's length (round times; a record too short to
// reach one marks its first and last entries), and the one SVG drawing the PDF and the print
// view share: a line per value broken where a value is missing, the scale raised above 200 for
// a higher value, and nothing unescaped.
import { describe, expect, it } from 'vitest';
import { anesthesiaTrend, tickStep } from '../../../../src/engine/documents/anesthesia-trend';
import { anesthesiaTrendSvg } from '../../../../src/engine/documents/anesthesia-trend-svg';
import type { AnesthesiaEntry } from '../../../../src/engine/wire/anesthesia-record';

const ZONE = 'America/New_York';
// 09:07 in New York on 1 March 2027 (UTC-5).
const START = Date.parse('2027-03-01T14:07:00Z');
const entry = (minute: number, values: Partial<AnesthesiaEntry>): AnesthesiaEntry => ({
  id: minute + 1,
  recorded_at: new Date(START + minute * 60_000).toISOString(),
  recorded_by: 'anesthesia-nurse@tena.demo',
  ...values,
});
const vitals = (minute: number) =>
  entry(minute, { heart_rate: 80, bp_systolic: 120, bp_diastolic: 70, spo2: 98 });

describe('anesthesia trend', () => {
  it.each([
    [45, 15],
    [60, 15],
    [150, 30],
    [12 * 60, 60],
    [16 * 60, 120],
  ])('marks a %i-minute record every %i minutes', (span, step) => {
    expect(tickStep(span)).toBe(step);
  });

  it('marks round times on the hospital clock from the first entry', () => {
    const trend = anesthesiaTrend([vitals(0), vitals(50)], ZONE);
    expect(trend?.span).toBe(50);
    expect(trend?.ticks).toEqual([
      { minute: 8, label: '09:15' },
      { minute: 23, label: '09:30' },
      { minute: 38, label: '09:45' },
    ]);
    expect(trend?.description).toBe(
      'Heart rate, systolic and diastolic blood pressure and SpO₂ of 2 entries from 09:07 to 09:57, on one scale (beats/min, mmHg and %).',
    );
  });

  it('marks the first and last entries of a record too short to reach a round time', () => {
    expect(anesthesiaTrend([vitals(0), vitals(5)], ZONE)?.ticks).toEqual([
      { minute: 0, label: '09:07' },
      { minute: 5, label: '09:12' },
    ]);
    expect(anesthesiaTrend([vitals(0)], ZONE)?.ticks).toEqual([{ minute: 0, label: '09:07' }]);
  });

  it('plots nothing for entries without any of its values, and reads stored text', () => {
    expect(anesthesiaTrend([entry(0, { etco2: 35, temperature: 36.5 })], ZONE)).toBeNull();
    const trend = anesthesiaTrend(
      [entry(0, { etco2: 35 }), entry(10, { heart_rate: '72', bp_systolic: null })],
      ZONE,
    );
    expect(trend?.points).toEqual([
      { minute: 0, heart_rate: 72, bp_systolic: null, bp_diastolic: null, spo2: null },
    ]);
  });

  it('draws a line per value, broken where one is missing', () => {
    const trend = anesthesiaTrend(
      [vitals(0), vitals(5), entry(10, { heart_rate: 90 }), vitals(15), vitals(20)],
      ZONE,
    );
    if (!trend) throw new Error('no trend');
    const svg = anesthesiaTrendSvg(trend);
    const lines = [...svg.matchAll(/<polyline points="([^"]+)"[^>]*stroke="(#[0-9a-f]+)"/g)];
    // Heart rate unbroken; systolic, diastolic and SpO2 each in two pieces around minute 10.
    expect(lines.map((line) => line[2])).toEqual([
      '#b91c1c',
      '#1d4ed8',
      '#1d4ed8',
      '#1d4ed8',
      '#1d4ed8',
      '#047857',
      '#047857',
    ]);
    expect(lines[0]?.[1]?.split(' ')).toHaveLength(5);
    expect(svg).toContain('>09:15<');
    expect(svg).toContain('>200<');
    expect(svg).not.toContain('>220<');
  });

  it('raises the scale above 200 for a higher value', () => {
    const trend = anesthesiaTrend([entry(0, { bp_systolic: 231 })], ZONE);
    if (!trend) throw new Error('no trend');
    expect(anesthesiaTrendSvg(trend)).toContain('>240<');
  });

  it('escapes the labels it is given', () => {
    const svg = anesthesiaTrendSvg({
      span: 0,
      ticks: [{ minute: 0, label: '<b>&' }],
      points: [{ minute: 0, heart_rate: 80, bp_systolic: null, bp_diastolic: null, spo2: null }],
      description: '',
    });
    expect(svg).toContain('&lt;b&gt;&amp;');
    expect(svg).not.toContain('<b>');
  });
});
