// The lab report's PDF (pdfmake) read back with pdf.js: a full CBC (13 parameters) with serum
// electrolytes, comments and two samples fits one A4 page inside its margins; a test too long
// for one page runs onto the next with its table header repeated and every page numbered.
import { describe, expect, it } from 'vitest';
import {
  type LabReportSources,
  type LabReportValue,
  labReportDocument,
} from '../../../src/engine/documents/lab-report-document';
import { renderPdf } from '../../../src/server/documents/render-pdf';
import { COMPANY } from '../../../src/server/seed/billing-reference';
import { pdfPages } from '../../helpers/pdf-text';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42.5;

const value = (parameter: string, v: string, unit: string, range: string, flag = 'Normal') =>
  ({
    parameter,
    parameter_name: parameter,
    value: v,
    unit,
    reference_range: range,
    flag,
  }) as LabReportValue;

const CBC: LabReportValue[] = [
  value('White blood cells', '7.2', 'x10^3/uL', '4.5 - 11'),
  value('Neutrophils', '62.0', '%', '40 - 80'),
  value('Lymphocytes', '28.0', '%', '20 - 40'),
  value('Monocytes', '6.0', '%', '2 - 10'),
  value('Eosinophils', '3.0', '%', '1 - 6'),
  value('Basophils', '1.0', '%', '0 - 2'),
  value('Red blood cells', '4.90', 'x10^6/uL', '4.5 - 5.9'),
  value('Haemoglobin', '11.6', 'g/dL', '13.5 - 17.5', 'Low'),
  value('Haematocrit', '43.5', '%', '41 - 53'),
  value('Mean cell volume (MCV)', '88.8', 'fL', '80 - 100'),
  value('Mean cell haemoglobin (MCH)', '29.8', 'pg', '26 - 34'),
  value('Mean cell haemoglobin concentration (MCHC)', '33.6', 'g/dL', '31 - 37'),
  value('Platelets', '265', 'x10^3/uL', '150 - 450'),
];
const ELEC: LabReportValue[] = [
  value('Sodium', '139', 'mmol/L', '136 - 145'),
  value('Potassium', '6.9', 'mmol/L', '3.5 - 5.1', 'Critical High'),
  value('Chloride', '102', 'mmol/L', '98 - 107'),
  value('Bicarbonate (total CO2)', '25', 'mmol/L', '23 - 29'),
];

function sources(cbc: LabReportValue[]): LabReportSources {
  const signed = {
    sample: 'SMP-2026-000001',
    comments: 'Mild normocytic anaemia; film reviewed. Potassium phoned to the ward at 09:12.',
    amendmentReason: '',
    enteredBy: 'Lab User Demo',
    enteredAt: '2026-03-02T07:10:00.000Z',
    verifiedBy: 'Lab Manager Demo',
    verifiedAt: '2026-03-02T08:40:00.000Z',
    status: 'Verified',
  };
  const { currencyCode: _, ...company } = COMPANY;
  return {
    request: {
      id: 1,
      request_number: 'LAB-2026-000001',
      patient: 1,
      priority: 'Urgent',
      status: 'Completed',
      ordered_at: '2026-03-02T06:00:00.000Z',
      tests: [{ test: 1 }, { test: 2 }],
    },
    titles: {
      patient: { '1': 'Abebe Kebede Tesfaye' },
      'tests.test': { '1': 'CBC Complete Blood Count (CBC)', '2': 'ELEC Serum Electrolytes' },
    },
    issuer: {
      name: company.name,
      legalName: company.legal_name,
      tin: company.tin,
      vatNumber: company.vat_number,
      address: 'Bole, Woreda 03, Addis Ababa',
      phone: '11-618-0500',
      email: company.email,
      branch: { name: 'Main Hospital', address: 'Bole Road', phone: '11-618-0500' },
    },
    patient: { mrn: 'MRN-2026-000001', sex: 'Male', date_of_birth: '1979-08-21' },
    orderedBy: 'Doctor Demo',
    samples: [
      {
        number: 'SMP-2026-000001',
        type: 'Whole blood (EDTA)',
        collectedAt: '2026-03-02T06:30:00.000Z',
        collectedBy: 'Lab User Demo',
        status: 'Collected',
        rejectionReason: '',
      },
      {
        number: 'SMP-2026-000002',
        type: 'Serum',
        collectedAt: '2026-03-02T06:31:00.000Z',
        collectedBy: 'Lab User Demo',
        status: 'Collected',
        rejectionReason: '',
      },
    ],
    results: [
      { ...signed, test: 1, parameters: cbc },
      { ...signed, test: 2, sample: 'SMP-2026-000002', parameters: ELEC },
    ],
  };
}

describe('the lab report as a PDF', () => {
  it('prints a full CBC and electrolytes on one A4 page, inside its margins', async () => {
    const pages = await pdfPages(await renderPdf(labReportDocument(sources(CBC))));
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect({ width: page?.width, height: page?.height }).toEqual(A4);
    expect(page?.text).toContain('Mean cell haemoglobin concentration (MCHC) 33.6 g/dL 31 - 37');
    expect(page?.text).toContain('Potassium 6.9 mmol/L 3.5 - 5.1 CRITICAL HIGH');
    expect(page?.text).toContain('LAB-2026-000001 · Page 1 of 1');
    for (const span of page?.spans ?? []) {
      expect(span.left, span.text).toBeGreaterThanOrEqual(MARGIN - 1);
      expect(span.right, span.text).toBeLessThanOrEqual(A4.width - MARGIN + 1);
    }
  });

  it('runs a test too long for a page onto the next, its header repeated', async () => {
    const long = Array.from({ length: 70 }, (_, i) =>
      value(`Parameter ${i + 1}`, String(i), 'U', '0 - 100'),
    );
    const pages = await pdfPages(await renderPdf(labReportDocument(sources(long))));
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries()) {
      expect(page.text).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page.text).toContain('Parameter Result Unit Reference Range Flag');
    }
    expect(pages.map((page) => page.text).join(' ')).toContain('Parameter 70 69 U 0 - 100');
  });
});
