// The printed discharge summary as the browser draws it, from the engine's document: a draft says
// so and is not signed; the patient, the stay, the diagnoses with their ICD-10 codes, the
// course's paragraphs as text (markup is printed, never rendered), the medicines to take home
// as a table with their directions, and a signed summary's Signed By.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DischargeSummaryPrintView } from '../../../src/client/app/print/DischargeSummaryPrintView';
import {
  type DischargeSummarySources,
  dischargeSummaryDocument,
} from '../../../src/engine/documents/discharge-summary-document';

const sources = (summary: Record<string, unknown>): DischargeSummarySources => ({
  summary: {
    id: 3,
    admission: 9,
    patient: 2,
    recorded_at: '2026-11-27T14:00:00.000Z',
    recorded_by: 'doctor@tena.demo',
    final_diagnosis: 12,
    other_diagnoses: '',
    procedures: '',
    course: 'Oxygen and IV ceftriaxone.\n<b>Afebrile</b> from day 3.',
    condition_at_discharge: 'Improved',
    follow_up: 'Medical OPD in 2 weeks.',
    instructions: '',
    ...summary,
  },
  admission: {
    id: 9,
    admission_number: 'IPD-2026-000009',
    admitted_at: '2026-11-24T13:00:00.000Z',
    discharged_at: '2026-11-27T15:30:00.000Z',
    admission_diagnosis: 11,
    discharge_disposition: 'Home',
  },
  titles: { patient: { 2: 'Almaz Bekele Tesfaye' } },
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
  stay: { ward: 'Medical Ward', room: 'M-101', bed: 'M-101-A', doctor: 'Dr. Abebe Kebede' },
  diseases: new Map([
    [11, 'J18.9 Pneumonia, unspecified'],
    [12, 'J15.9 Bacterial pneumonia, unspecified'],
  ]),
  prescription: 'RX-2026-000004',
  medicines: [
    {
      drug: 'Amoxicillin 500 mg capsule',
      dose: 1,
      dose_unit: 'Capsule',
      route: 'Oral',
      frequency: 'Three times daily',
      duration_days: 5,
      instructions: 'Finish the course',
    },
  ],
  names: { writtenBy: 'Dr. Abebe Kebede', signedBy: 'Dr. Abebe Kebede' },
});

describe('DischargeSummaryPrintView', () => {
  it('prints a draft as a draft, with the stay, diagnoses, course and medicines', () => {
    const doc = dischargeSummaryDocument(sources({ status: 'Draft' }));
    const html = renderToStaticMarkup(createElement(DischargeSummaryPrintView, { doc }));
    expect(html).toContain('>Draft Discharge Summary</h1>');
    expect(html).toContain(
      'Not signed: a draft summary, not yet checked and signed by the doctor.',
    );
    expect(html).toContain('>Not signed.</p>');
    expect(html).toContain('Almaz Bekele Tesfaye');
    expect(html).toContain('36 y');
    expect(html).toContain('Medical Ward, room M-101, bed M-101-A');
    expect(html).toContain('J18.9 Pneumonia, unspecified');
    expect(html).toContain('J15.9 Bacterial pneumonia, unspecified');
    expect(html).toContain('<p class="mb-1">&lt;b&gt;Afebrile&lt;/b&gt; from day 3.</p>');
    expect(html).toContain('Medicines to Take Home (RX-2026-000004)');
    expect(html).toContain('<td class="px-1 py-0.5 align-top text-left break-words">5 days</td>');
    expect(doc.medicines.rows[0]?.[5]).toMatch(/^Take 1 capsule .*for 5 days\. Finish the course$/);
    expect(html).toContain('Procedures');
    expect(html).toContain('None.');
  });

  it('prints a signed summary with who signed it when', () => {
    const doc = dischargeSummaryDocument(
      sources({
        status: 'Signed',
        signed_by: 'doctor@tena.demo',
        signed_at: '2026-11-27T15:00:00.000Z',
      }),
    );
    const html = renderToStaticMarkup(createElement(DischargeSummaryPrintView, { doc }));
    expect(html).toContain('>Discharge Summary</h1>');
    expect(doc.notice).toBeUndefined();
    expect(html).not.toContain('Not signed');
    expect(html).toContain('Dr. Abebe Kebede, November 27, 2026, 10:00 AM');
    expect(doc.stay.map((line) => line.label)).toEqual([
      'Admission Number',
      'Admitted',
      'Discharged',
      'Ward',
      'Admitting Doctor',
      'Disposition',
    ]);
  });
});
