// The printed lab report's Entered By and Verified By under a test: each on its own line. They
// were joined by spaces, which HTML collapses, so the print read "... 9:11 PM Verified By: ...".
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LabReportPrintView } from '../../../src/client/app/print/LabReportPrintView';
import type { LabReportDocument } from '../../../src/engine/documents/lab-report-types';

const doc: LabReportDocument = {
  kind: 'labReport',
  filename: 'LAB-2026-000029.pdf',
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
  patient: [{ label: 'Name', value: 'Abdi Henok Worku' }],
  request: [{ label: 'Request Number', value: 'LAB-2026-000029' }],
  samples: { columns: [{ label: 'Sample', align: 'left' }], rows: [['SMP-2026-000037']] },
  tests: [
    {
      name: 'ELEC Serum Electrolytes',
      verified: true,
      rows: [
        {
          parameter: 'Sodium',
          value: '140',
          unit: 'mmol/L',
          range: '136 - 145',
          flag: '',
          abnormal: false,
          critical: false,
        },
      ],
      signatures: [
        { label: 'Entered By', value: 'Lab User Demo, November 26, 2026, 9:11 PM' },
        { label: 'Verified By', value: 'Lab Manager Demo, November 26, 2026, 9:13 PM' },
      ],
    },
  ],
};

describe('the lab report print view\u2019s signatures', () => {
  it('puts Entered By and Verified By on lines of their own', () => {
    const html = renderToStaticMarkup(createElement(LabReportPrintView, { doc }));
    expect(html).toContain(
      '<span class="block">Entered By: Lab User Demo, November 26, 2026, 9:11 PM</span>' +
        '<span class="block">Verified By: Lab Manager Demo, November 26, 2026, 9:13 PM</span>',
    );
  });
});
