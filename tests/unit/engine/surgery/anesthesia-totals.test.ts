// Runs tests/unit/engine/surgery/anesthesia-totals.cases.json: each case gives entries per series
// and the totals expected (only the keys it names are compared).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anesthesiaTotals, emptySeries } from '../../../../src/engine/surgery/anesthesia-totals';
import type {
  AnesthesiaEntry,
  AnesthesiaSeries,
} from '../../../../src/engine/wire/anesthesia-record';

interface TotalsCase {
  name: string;
  series: Partial<Record<keyof AnesthesiaSeries, Omit<AnesthesiaEntry, 'id' | 'recorded_by'>[]>>;
  expect: Record<string, unknown>;
}

const file = path.join(import.meta.dirname, 'anesthesia-totals.cases.json');
const suite: { description: string; cases: TotalsCase[] } = JSON.parse(readFileSync(file, 'utf8'));

describe(suite.description, () => {
  it.each(suite.cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const series = emptySeries();
    let id = 0;
    for (const [model, entries] of Object.entries(testCase.series)) {
      series[model as keyof AnesthesiaSeries] = (entries ?? []).map((entry) => {
        id += 1;
        return { id, recorded_by: 'anesthesia-nurse@tena.demo', ...entry } as AnesthesiaEntry;
      });
    }
    const totals = anesthesiaTotals(series);
    expect(Object.keys(testCase.expect).length).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(testCase.expect))
      expect(totals[key as keyof typeof totals], key).toEqual(value);
  });
});
