// The result entry page's parts: rows flagged by the engine for the patient on the sample's day,
// the sample a test is read on, the server's problems put under their parameters; the values
// table (each input labelled by its parameter's name, a select for options, flags in words);
// the steps (Verify for a Lab Manager who did not enter the values, a note for the one who did,
// Amend on a verified result).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  entryRows,
  problemsByCode,
  sampleDay,
  sampleFor,
  storedValues,
} from '../../../src/client/app/lab-results/entry-rows';
import { RequestSummary } from '../../../src/client/app/lab-results/RequestSummary';
import { ResultSteps } from '../../../src/client/app/lab-results/ResultSteps';
import { TestResultForm } from '../../../src/client/app/lab-results/TestResultForm';
import { ValuesTable } from '../../../src/client/app/lab-results/ValuesTable';
import type { StoredRecord } from '../../../src/client/app/models/record-api';
import type { WorkflowSchema } from '../../../src/engine/types';
import { projectRoot } from '../../../src/server/config';

const test: StoredRecord = {
  id: 4,
  version: 1,
  code: 'CBC',
  name: 'Complete Blood Count',
  sample_type: 2,
  parameters: [
    {
      code: 'HGB',
      name: 'Haemoglobin',
      unit: 'g/dL',
      kind: 'Number',
      decimals: 1,
      min_value: 0,
      max_value: 30,
      critical_low: 7,
    },
    {
      code: 'MP',
      name: 'Malaria parasites',
      kind: 'Option',
      options: 'Negative, Positive',
      normal_options: 'Negative',
    },
  ],
  reference_ranges: [
    { parameter: 'HGB', sex: 'Female', age_band: 'Adult', low: 12, high: 15.5 },
    { parameter: 'HGB', sex: 'Any', age_band: 'Child', low: 11, high: 14.5 },
  ],
};
const woman = { id: 3, version: 1, sex: 'Female', date_of_birth: '2008-03-02' };
const sample = (id: number, type: number, at: string, status = 'Collected'): StoredRecord => ({
  id,
  version: 1,
  sample_number: `SMP-2026-00000${id}`,
  sample_type: type,
  collected_at: at,
  status,
});

describe('entry rows', () => {
  it('flags each value for the patient on the sample day, as typed', () => {
    const rows = entryRows(test, woman, '2026-03-02', { HGB: '11.9', MP: 'Positive' });
    expect(rows.map((r) => [r.parameter.code, r.reference_range, r.flag])).toEqual([
      ['HGB', '12 - 15.5', 'Low'],
      ['MP', 'Negative', 'Abnormal'],
    ]);
    // The day before her 18th birthday she is a child: 11.9 is within the child's range.
    expect(entryRows(test, woman, '2026-03-01', { HGB: '11.9' })[0]).toMatchObject({
      reference_range: '11 - 14.5',
      flag: 'Normal',
    });
    expect(entryRows(test, woman, '2026-03-02', { HGB: '-1' })[0]?.problem).toBe(
      'Haemoglobin must be between 0 and 30 g/dL',
    );
  });

  it("reads a test on its result's sample, else the latest collected of its type", () => {
    const samples = [
      sample(1, 2, '2026-03-01T08:00:00Z'),
      sample(2, 2, '2026-03-02T08:00:00Z'),
      sample(3, 2, '2026-03-02T09:00:00Z', 'Rejected'),
      sample(4, 5, '2026-03-02T10:00:00Z'),
    ];
    expect(sampleFor(test, samples, undefined)?.id).toBe(2);
    expect(sampleFor(test, samples, { id: 9, version: 1, sample: 1 })?.id).toBe(1);
    expect(sampleDay(samples[0], new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-01');
    expect(sampleDay(undefined, new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-05');
  });

  it("puts the server's problems under the parameter of the row sent", () => {
    expect(
      problemsByCode(
        [
          {
            field: 'parameters[1].value',
            message: 'Malaria parasites must be one of Negative, Positive',
          },
          { field: 'sample', message: 'No sample' },
        ],
        ['HGB', 'MP'],
      ),
    ).toEqual({
      byCode: { MP: 'Malaria parasites must be one of Negative, Positive' },
      other: ['No sample'],
    });
    expect(
      storedValues({ id: 1, version: 1, parameters: [{ parameter: 'HGB', value: null }] }),
    ).toEqual({ HGB: '' });
  });
});

describe('ValuesTable', () => {
  const rows = entryRows(test, woman, '2026-03-02', { HGB: '6.5', MP: '' });
  const html = renderToStaticMarkup(
    createElement(ValuesTable, {
      caption: 'CBC',
      rows,
      editable: true,
      serverProblems: { MP: 'Pick one' },
      onChange: () => {},
    }),
  );

  it('labels every input by its parameter and describes it by its flag and problem', () => {
    const inputs = [...html.matchAll(/<(input|select) id="([^"]+)"/g)];
    expect(inputs.map((m) => m[1])).toEqual(['input', 'select']);
    for (const [, , id] of inputs) expect(html).toContain(`for="${id}"`);
    expect(html).toMatch(/<label for="[^"]+">Haemoglobin<\/label>/);
    expect(html).toMatch(/<label for="[^"]+">Malaria parasites<\/label>/);
    expect(html).toMatch(/aria-describedby="[^"]+-flag [^"]+-problem"/);
  });

  it("writes the flag in words, critical ones marked, and the server's problem", () => {
    expect(html).toContain('Critical Low!');
    expect(html).toContain('Pick one');
    expect(html).toContain('<option value="Positive">Positive</option>');
  });

  it('shows values as text when the result is verified', () => {
    const shown = renderToStaticMarkup(
      createElement(ValuesTable, {
        caption: 'CBC',
        rows,
        editable: false,
        serverProblems: {},
        onChange: () => {},
      }),
    );
    expect(shown).not.toMatch(/<input|<select/);
    expect(shown).toContain('6.5');
  });
});

describe('ResultSteps', () => {
  const schema = JSON.parse(readFileSync(path.join(projectRoot, 'schemas/labResult.json'), 'utf8'));
  const workflow = schema.workflow as WorkflowSchema;
  const manager = { id: 5, role: 'Lab Manager', permissions: ['Lab Manager'] };
  const draw = (result: StoredRecord, email: string, user = manager) =>
    renderToStaticMarkup(
      createElement(ResultSteps, {
        testName: 'CBC',
        result,
        workflow,
        user,
        email,
        mayEdit: true,
        onMoved: () => {},
        onProblem: () => {},
      }),
    );
  const entered = { id: 1, version: 2, status: 'Entered', entered_by: 'lab-user@tena.demo' };

  it('offers Verify to a Lab Manager who did not enter the values', () => {
    expect(draw(entered, 'lab-manager@tena.demo')).toContain('Verify CBC');
  });

  it('tells the one who entered them that another Lab Manager verifies them', () => {
    const html = draw({ ...entered, entered_by: 'Lab-Manager@tena.demo' }, 'lab-manager@tena.demo');
    expect(html).not.toContain('Verify CBC');
    expect(html).toContain('You entered these values: another Lab Manager verifies them.');
  });

  it('offers a Lab User no Verify, and Amend on a verified result', () => {
    const labUser = { id: 6, role: 'Lab User', permissions: ['Lab User'] };
    expect(draw(entered, 'someone@tena.demo', labUser)).toBe('');
    expect(draw({ ...entered, status: 'Verified' }, 'someone@tena.demo', labUser)).toContain(
      'Amend CBC',
    );
  });
});

describe('TestResultForm and RequestSummary', () => {
  const schema = JSON.parse(readFileSync(path.join(projectRoot, 'schemas/labResult.json'), 'utf8'));
  const request: StoredRecord = {
    id: 8,
    version: 3,
    request_number: 'LAB-2026-000008',
    status: 'In Progress',
    priority: 'STAT',
    patient: 3,
    ordered_by: 'doctor@tena.demo',
    tests: [{ test: 4 }],
  };
  const patient = { ...woman, first_name: 'Meron', last_name: 'Tesfaye', mrn: 'MRN-2026-000003' };
  const draw = (result: StoredRecord | undefined, rights = { add: true, edit: true }) =>
    renderToStaticMarkup(
      createElement(TestResultForm, {
        test,
        request,
        patient,
        samples: [sample(1, 2, '2026-03-02T08:00:00Z')],
        result,
        user: { id: 6, role: 'Lab User', permissions: ['Lab User'] },
        email: 'lab-user@tena.demo',
        rights,
        workflow: schema.workflow as WorkflowSchema,
        onSaved: () => {},
      }),
    );

  it('offers an input per parameter and Save for a test with no result yet', () => {
    const html = draw(undefined);
    expect(html).toContain('<h2');
    expect(html).toContain('CBC Complete Blood Count');
    expect(html).toContain('No result entered yet.');
    expect(html).toContain('Sample SMP-2026-000001, collected');
    expect(html.match(/<(input|select) id=/g)).toHaveLength(2);
    expect(html).toContain('Save CBC');
  });

  it('shows a verified result read-only, with who verified it and Amend', () => {
    const html = draw({
      id: 11,
      version: 4,
      test: 4,
      sample: 1,
      status: 'Verified',
      entered_by: 'lab-user@tena.demo',
      entered_at: '2026-03-02T09:00:00Z',
      verified_by: 'lab-manager@tena.demo',
      verified_at: '2026-03-02T09:30:00Z',
      parameters: [{ parameter: 'HGB', value: '11.9', flag: 'Low' }],
    });
    expect(html).not.toMatch(/<(input|select) id=/);
    expect(html).not.toContain('Save CBC');
    expect(html).toContain('Verified by lab-manager@tena.demo');
    expect(html).toContain('>Low<');
    expect(html).toContain('Amend CBC');
  });

  it('gives a reader who may not enter results no inputs', () => {
    expect(draw(undefined, { add: false, edit: false })).not.toMatch(
      /<(input|select) id=|Save CBC/,
    );
  });

  it('names the patient and the request, read-only', () => {
    const html = renderToStaticMarkup(
      createElement(RequestSummary, { request, patient, today: '2026-03-02' }),
    );
    for (const text of [
      'Meron Tesfaye',
      'MRN-2026-000003',
      'Female, 18 y',
      'LAB-2026-000008',
      'STAT',
      'doctor@tena.demo',
    ])
      expect(html).toContain(text);
    expect(html).not.toMatch(/<input|<select|<textarea/);
  });
});
