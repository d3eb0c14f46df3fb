// The printed radiology report as the browser draws it, from the engine's document: its
// sections paragraph by paragraph as text (markup in a report is printed, never rendered), the
// impression bold, a draft's notice and no signature, a signed report's Signed By.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RadiologyReportPrintView } from '../../../src/client/app/print/RadiologyReportPrintView';
import {
  type RadiologyReportSources,
  radiologyReportDocument,
} from '../../../src/engine/documents/radiology-report-document';

const sources = (result: Record<string, unknown>): RadiologyReportSources => ({
  result: {
    id: 4,
    radiology_request: 7,
    patient: 2,
    technique: 'Transabdominal ultrasound.',
    findings: '<p>Gallbladder with a 12 mm stone.</p><p>CBD 4 mm &lt;6 mm.</p>',
    impression: '<p>Cholelithiasis without cholecystitis.</p><script>alert(1)</script>',
    attachments: [{ filename: 'gb-long.jpg', filepath: 'x/gb-long.jpg' }],
    ...result,
  },
  request: {
    id: 7,
    request_number: 'RAD-2026-000007',
    test: 3,
    body_part: 'Abdomen',
    priority: 'Routine',
    requested_at: '2026-11-24T13:00:00.000Z',
    performed_at: '2026-11-24T15:30:00.000Z',
  },
  titles: { patient: { 2: 'Almaz Bekele Tesfaye' }, test: { 3: 'Abdominal Ultrasound' } },
  issuer: {
    name: 'Tena General Hospital',
    legalName: 'Tena General Hospital',
    tin: '0012345678',
    vatNumber: '',
    address: 'Bole, Addis Ababa',
    phone: '',
    email: '',
  },
  patient: { mrn: 'MRN-2026-000002', sex: 'Female', date_of_birth: '1990-03-02' },
  modality: 'Ultrasound',
  names: {
    requestedBy: 'Dr. Abebe Kebede',
    performedBy: 'Sara Tadesse',
    signedBy: 'Dr. Hiwot Alemu',
  },
});

describe('RadiologyReportPrintView', () => {
  it('prints a draft as a draft, its sections as text', () => {
    const doc = radiologyReportDocument(sources({ status: 'Draft' }));
    const html = renderToStaticMarkup(createElement(RadiologyReportPrintView, { doc }));
    expect(html).toContain('>Draft Radiology Report</h1>');
    expect(html).toContain(
      'Not signed: a draft report, not yet checked and signed by a radiologist.',
    );
    expect(html).toContain('<p class="mb-1 ">CBD 4 mm &lt;6 mm.</p>');
    expect(html).toContain('<p class="mb-1 font-bold">Cholelithiasis without cholecystitis.</p>');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Images and documents: gb-long.jpg');
    expect(html).toContain('>Not signed.</p>');
    expect(html).toContain('Performed');
    expect(html).toContain('by Sara Tadesse');
    expect(html).toContain('Age');
    expect(html).toContain('36 y');
  });

  it('prints a signed report with its signature and its amendment', () => {
    const doc = radiologyReportDocument(
      sources({
        status: 'Signed',
        signed_by: 'hiwot@tena.demo',
        signed_at: '2026-11-24T16:05:00.000Z',
        amendment_reason: 'Stone size corrected',
        amended_at: '2026-11-24T16:00:00.000Z',
      }),
    );
    const html = renderToStaticMarkup(createElement(RadiologyReportPrintView, { doc }));
    expect(html).toContain('>Radiology Report</h1>');
    expect(html).toContain('Amended November 24, 2026, 11:00 AM: Stone size corrected');
    expect(html).toContain('Dr. Hiwot Alemu, November 24, 2026, 11:05 AM');
    expect(doc.dates.map((line) => line.label)).toEqual(['Requested', 'Performed', 'Reported']);
  });
});
