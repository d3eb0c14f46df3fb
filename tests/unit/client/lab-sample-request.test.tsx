// The lab sample form's panel: once the request is chosen, the patient to identify before the
// tube is drawn (name, MRN, sex and age) and the sample type each ordered test is run on. The
// form's own Patient stays empty until the server fills it on save, so the collector saw no
// name at all.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SampleRequestNote } from '../../../src/client/app/models/panels/LabSampleRequestPanel';
import { sampleRequestSummary } from '../../../src/client/app/models/panels/sample-request';
import type { StoredRecord } from '../../../src/client/app/models/record-api';

// As GET /api/models/labRequest/24 answers it, titles included.
const request: StoredRecord = {
  id: 24,
  version: 1,
  request_number: 'LAB-2026-000024',
  patient: 7,
  priority: 'Urgent',
  tests: [
    { id: 49, test: 1, sample_type: 1, turnaround_minutes: 60 },
    { id: 50, test: 14, sample_type: 2, turnaround_minutes: 120 },
  ],
  titles: {
    patient: { '7': 'Netsanet Asfaw Gemechu' },
    'tests.test': { '1': 'CBC Complete Blood Count (CBC)', '14': 'ELEC Serum Electrolytes' },
    'tests.sample_type': { '1': 'Whole blood (EDTA)', '2': 'Serum' },
  },
};
const patient: StoredRecord = {
  id: 7,
  version: 1,
  mrn: 'MRN-2026-000007',
  first_name: 'Netsanet',
  last_name: 'Gemechu',
  sex: 'Female',
  age: 77,
};

describe('the sample form\u2019s request panel', () => {
  it('names the patient with MRN, sex and age, and each test\u2019s sample type', () => {
    expect(sampleRequestSummary(request, patient)).toEqual({
      patient: 'Netsanet Asfaw Gemechu',
      identity: 'MRN-2026-000007 · Female, 77 y',
      request: 'LAB-2026-000024, Urgent',
      needs: [
        'CBC Complete Blood Count (CBC): Whole blood (EDTA)',
        'ELEC Serum Electrolytes: Serum',
      ],
    });
  });

  it('still names the patient when the reader may not open the patient record', () => {
    expect(sampleRequestSummary(request, undefined)).toMatchObject({
      patient: 'Netsanet Asfaw Gemechu',
      identity: '',
    });
  });

  it('is a labelled section announced as it appears', () => {
    const html = renderToStaticMarkup(
      createElement(SampleRequestNote, { summary: sampleRequestSummary(request, patient) }),
    );
    expect(html).toMatch(
      /^<div aria-live="polite"><section aria-labelledby="([^"]+)".*<h3 id="\1"/,
    );
    expect(html).toContain('Collecting for Netsanet Asfaw Gemechu');
    expect(html).toContain('<li>ELEC Serum Electrolytes: Serum</li>');
    expect(renderToStaticMarkup(createElement(SampleRequestNote, { summary: undefined }))).toBe(
      '<div aria-live="polite"></div>',
    );
  });
});
