// The lab worklist's rows as drawn: a request past its due time is shaded and says "Overdue" in
// words with its due time for screen readers (never colour alone), STAT is a badge, the age is
// "2 h 05 min" at the screen's clock; Collect sample opens a new sample of the request while one
// is missing, Enter results its result entry once collected, each only for those who may.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LabWorklistTable } from '../../../src/client/app/laboratory/LabWorklistTable';
import type { LabWorklist, LabWorklistRow } from '../../../src/engine/wire/lab-worklist';

const NOW = Date.parse('2026-03-02T08:05:00Z');

const row = (more: Partial<LabWorklistRow>): LabWorklistRow => ({
  id: 1,
  request_number: 'LAB-2026-000001',
  patient: 7,
  mrn: 'MRN-2026-000007',
  priority: 'Routine',
  status: 'Requested',
  tests: [
    { id: 1, code: 'CBC', name: 'Complete Blood Count' },
    { id: 2, code: 'ELEC', name: 'Serum Electrolytes' },
  ],
  ordered_at: '2026-03-02T06:00:00Z',
  due_at: '2026-03-02T08:00:00Z',
  minutes_open: 125,
  overdue: true,
  samples_missing: ['Serum'],
  next_sample_type: 2,
  samples_rejected: 0,
  samples_resample: [],
  ...more,
});

function drawn(rows: LabWorklistRow[], rights = { mayCollect: true, mayEnter: true }) {
  const list: LabWorklist = {
    rows,
    total: rows.length,
    counts: { Requested: rows.length, 'Sample Collected': 0, 'In Progress': 0 },
    page: 1,
    limit: 25,
    at: new Date(NOW).toISOString(),
    titles: { patient: { 7: 'Abebe Kebede Tesfaye' } },
  };
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(LabWorklistTable, { list, now: NOW, ...rights }),
    ),
  );
}

describe('LabWorklistTable', () => {
  it('marks a late request in words and shades its row', () => {
    const html = drawn([row({})]);
    expect(html).toContain('2 h 05 min');
    expect(html).toMatch(/Overdue<span class="sr-only">, due [^<]+<\/span>/);
    expect(html).toMatch(/<tr class="bg-amber-50/);
    expect(html).toContain('Abebe Kebede Tesfaye');
    expect(html).toContain('MRN-2026-000007');
    expect(html).toContain('CBC, ELEC');
    expect(html).toContain('Needs: Serum');
  });

  it('leaves a request on time unmarked, and badges STAT', () => {
    const html = drawn([row({ priority: 'STAT', due_at: '2026-03-02T09:00:00Z', overdue: false })]);
    expect(html).not.toContain('Overdue');
    expect(html).not.toContain('bg-amber-50');
    expect(html).toMatch(/<span class="[^"]*bg-red-700[^"]*">STAT<\/span>/);
  });

  it('asks for a new sample after a rejection, and links the next step', () => {
    const html = drawn([
      row({
        samples_rejected: 1,
        samples_missing: ['Whole blood (EDTA)'],
        samples_resample: ['Whole blood (EDTA)'],
        next_sample_type: 1,
      }),
      row({
        id: 2,
        request_number: 'LAB-2026-000002',
        status: 'Sample Collected',
        samples_missing: [],
        next_sample_type: null,
      }),
    ]);
    expect(html).toContain('New sample needed: Whole blood (EDTA)');
    expect(html).toContain(
      'href="/admin/main/labSample/l/new?prefill.lab_request=1&amp;prefill.sample_type=1"',
    );
    expect(html).toContain('aria-label="Collect sample for LAB-2026-000001, Abebe Kebede Tesfaye"');
    expect(html).toContain('href="/admin/main/lab_results/entry/2"');
    // Still waiting for its sample: no results to enter yet.
    expect(html).not.toContain('href="/admin/main/lab_results/entry/1"');
  });

  it('asks for a new sample only of the rejected type, and still needs one never taken', () => {
    const html = drawn([
      row({
        samples_rejected: 1,
        samples_missing: ['Whole blood (EDTA)', 'Serum'],
        samples_resample: ['Serum'],
        next_sample_type: 1,
      }),
    ]);
    expect(html).toContain('New sample needed: Serum<');
    expect(html).toContain('Needs: Whole blood (EDTA)<');
    expect(html).not.toContain('New sample needed: Whole blood');
  });

  it('offers only what the reader may do', () => {
    const html = drawn(
      [row({}), row({ id: 2, status: 'In Progress', samples_missing: [], next_sample_type: null })],
      {
        mayCollect: false,
        mayEnter: false,
      },
    );
    expect(html).not.toContain('Collect sample');
    expect(html).not.toContain('Enter results');
  });
});
