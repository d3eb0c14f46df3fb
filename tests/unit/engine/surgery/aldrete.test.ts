// Runs tests/unit/engine/surgery/aldrete.cases.json (Aldrete totals, latest score, criteria) and
// checks the fasting hours against the ASA guideline's 6 h and 2 h.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aldreteTotal, aldreteVerdict } from '../../../../src/engine/surgery/aldrete';
import { fastingFlags, fastingHours } from '../../../../src/engine/surgery/fasting';

interface AldreteCase {
  name: string;
  rows: Record<string, unknown>[];
  expect: {
    totals: (number | null)[];
    latest_score: number | null;
    criteria_met: boolean;
    latest_at?: string;
    zero_items?: string[];
  };
}

const file = path.join(import.meta.dirname, 'aldrete.cases.json');
const suite: { description: string; cases: AldreteCase[] } = JSON.parse(readFileSync(file, 'utf8'));

describe(suite.description, () => {
  it.each(suite.cases.map((c) => [c.name, c] as const))('%s', (_name, { rows, expect: want }) => {
    expect(rows.map((row) => aldreteTotal(row) ?? null)).toEqual(want.totals);
    const verdict = aldreteVerdict(rows);
    expect(verdict.latest_score).toBe(want.latest_score);
    expect(verdict.criteria_met).toBe(want.criteria_met);
    if (want.latest_at) expect(verdict.latest?.scored_at).toBe(want.latest_at);
    if (want.zero_items) expect(verdict.latest?.zero_items).toEqual(want.zero_items);
  });
});

describe('fasting at the booked start (ASA 2023: solids 6 h, clear fluids 2 h)', () => {
  const start = '2026-03-02T08:00:00Z';
  it('counts hours to one decimal, rounded down so 5 h 59 min is not 6', () => {
    expect(fastingHours('2026-03-02T02:01:00Z', start)).toBe(5.9);
    expect(fastingHours('2026-03-02T02:00:00Z', start)).toBe(6);
    expect(fastingHours('2026-03-01T22:00:00Z', start)).toBe(10);
    expect(fastingHours('', start)).toBeNull();
    expect(fastingHours('2026-03-02T02:00:00Z', null)).toBeNull();
  });
  it('flags what is short, naming the hours and the source', () => {
    expect(fastingFlags({ solids: 6, fluids: 2 })).toEqual([]);
    expect(fastingFlags({ solids: 4.5, fluids: 1.5 })).toEqual([
      'Solids 4.5 h before the booked start: 6 h needed (ASA Practice Guidelines for Preoperative Fasting, 2023)',
      'Clear fluids 1.5 h before the booked start: 2 h needed (ASA Practice Guidelines for Preoperative Fasting, 2023)',
    ]);
    expect(fastingFlags({ solids: null, fluids: null })).toEqual([]);
  });
});
