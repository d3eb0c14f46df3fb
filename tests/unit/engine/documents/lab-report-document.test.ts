// The printed lab report composed from a request, its samples and results (pure): verified
// results print every value with its unit, range and flag (a parameter left empty is left out),
// critical ones say CRITICAL; an amended one says so once verified again; a test
// entered, amended or not resulted is pending and none of its values print; a cancelled request
// says so; the patient's age is taken on the sample's day; the range bounds a trend shades.
import { describe, expect, it } from 'vitest';
import {
  type LabReportResult,
  type LabReportSources,
  labReportDocument,
} from '../../../../src/engine/documents/lab-report-document';
import { rangeBounds } from '../../../../src/engine/laboratory/range-bounds';

const CBC = 11;
const LYTES = 12;
const ESR = 13;
const ZONE = 'Africa/Addis_Ababa';

const value = (
  parameter: string,
  name: string,
  v: string,
  unit: string,
  range: string,
  flag = 'Normal',
) => ({
  parameter,
  parameter_name: name,
  value: v,
  unit,
  reference_range: range,
  flag,
});

function result(
  test: number,
  status: string,
  more: Partial<LabReportResult> = {},
): LabReportResult {
  return {
    test,
    status,
    sample: 'SMP-2026-000007',
    parameters: [],
    comments: '',
    amendmentReason: '',
    enteredBy: 'Selam Lab',
    enteredAt: '2026-03-02T07:10:00.000Z',
    verifiedBy: status === 'Verified' ? 'Dawit Manager' : '',
    verifiedAt: status === 'Verified' ? '2026-03-02T08:40:00.000Z' : null,
    ...more,
  };
}

function sources(more: Partial<LabReportSources> = {}): LabReportSources {
  return {
    request: {
      id: 5,
      request_number: 'LAB-2026-000005',
      patient: 3,
      priority: 'Urgent',
      status: 'In Progress',
      ordered_at: '2026-03-02T05:00:00.000Z',
      collected_at: '2026-03-02T06:00:00.000Z',
      tests: [{ test: CBC }, { test: LYTES }, { test: ESR }],
    },
    titles: {
      patient: { '3': 'Almaz Bekele Tadesse' },
      'tests.test': {
        [CBC]: 'CBC Complete Blood Count',
        [LYTES]: 'LYTES Electrolytes',
        [ESR]: 'ESR Erythrocyte Sedimentation Rate',
      },
    },
    issuer: {
      name: 'Addis Tena General Hospital',
      legalName: '',
      tin: '0041726359',
      vatNumber: '',
      address: '',
      phone: '',
      email: '',
    },
    patient: { mrn: 'MRN-2026-000003', sex: 'Female', date_of_birth: '1990-03-02' },
    orderedBy: 'Doctor Demo',
    samples: [
      {
        number: 'SMP-2026-000007',
        type: 'Whole blood (EDTA)',
        collectedAt: '2026-03-02T06:00:00.000Z',
        collectedBy: 'Selam Lab',
        status: 'Collected',
        rejectionReason: '',
      },
      {
        number: 'SMP-2026-000006',
        type: 'Serum',
        collectedAt: '2026-03-02T05:30:00.000Z',
        collectedBy: 'Selam Lab',
        status: 'Rejected',
        rejectionReason: 'Haemolysed',
      },
    ],
    results: [
      result(CBC, 'Verified', {
        parameters: [
          value('HGB', 'Haemoglobin', '9.1', 'g/dL', '12 - 16', 'Low'),
          value('PLT', 'Platelets', '250', '10^9/L', '150 - 400'),
          value('MCV', 'Mean cell volume', '', 'fL', '80 - 100'),
        ],
        comments: 'Hypochromic red cells.',
      }),
      result(LYTES, 'Entered', {
        parameters: [value('K', 'Potassium', '6.9', 'mmol/L', '3.5 - 5.1', 'Critical High')],
      }),
    ],
    timeZone: ZONE,
    ...more,
  };
}

describe('the printed lab report', () => {
  it('prints the verified test with values, units, ranges, flags and who entered and verified it', () => {
    const doc = labReportDocument(sources());
    expect(doc).toMatchObject({
      kind: 'labReport',
      filename: 'LAB-2026-000005.pdf',
      title: 'Laboratory Report',
    });
    expect(doc.patient).toEqual([
      { label: 'Name', value: 'Almaz Bekele Tadesse' },
      { label: 'MRN', value: 'MRN-2026-000003' },
      { label: 'Sex', value: 'Female' },
      // 36 on the sample's day (her birthday), not the day before.
      { label: 'Age', value: '36 y' },
    ]);
    expect(doc.request).toEqual([
      { label: 'Request Number', value: 'LAB-2026-000005' },
      { label: 'Ordered By', value: 'Doctor Demo' },
      { label: 'Ordered At', value: 'March 2, 2026, 8:00 AM' },
      { label: 'Priority', value: 'Urgent' },
      { label: 'Status', value: 'In Progress' },
    ]);
    expect(doc.samples.rows).toEqual([
      ['SMP-2026-000007', 'Whole blood (EDTA)', 'March 2, 2026, 9:00 AM', 'Selam Lab', 'Collected'],
      ['SMP-2026-000006', 'Serum', 'March 2, 2026, 8:30 AM', 'Selam Lab', 'Rejected: Haemolysed'],
    ]);
    const [cbc] = doc.tests;
    expect(cbc).toEqual({
      name: 'CBC Complete Blood Count',
      verified: true,
      sample: 'SMP-2026-000007',
      rows: [
        {
          parameter: 'Haemoglobin',
          value: '9.1',
          unit: 'g/dL',
          range: '12 - 16',
          flag: 'Low',
          abnormal: true,
          critical: false,
        },
        {
          parameter: 'Platelets',
          value: '250',
          unit: '10^9/L',
          range: '150 - 400',
          flag: '',
          abnormal: false,
          critical: false,
        },
      ],
      comments: 'Hypochromic red cells.',
      signatures: [
        { label: 'Entered By', value: 'Selam Lab, March 2, 2026, 10:10 AM' },
        { label: 'Verified By', value: 'Dawit Manager, March 2, 2026, 11:40 AM' },
      ],
    });
  });

  it('lists tests without a verified result as pending, none of their values printed', () => {
    const doc = labReportDocument(sources());
    expect(doc.tests.slice(1)).toEqual([
      {
        name: 'LYTES Electrolytes',
        verified: false,
        pending: 'Pending: awaiting verification',
        rows: [],
        signatures: [],
      },
      {
        name: 'ESR Erythrocyte Sedimentation Rate',
        verified: false,
        pending: 'Pending: no result yet',
        rows: [],
        signatures: [],
      },
    ]);
    expect(doc.notice).toBe(
      'Interim report: 2 of 3 tests are not verified yet and listed as pending.',
    );
    expect(JSON.stringify(doc)).not.toContain('6.9');
    const amended = labReportDocument(sources({ results: [result(CBC, 'Amended')] }));
    expect(amended.tests[0]?.pending).toBe('Pending: being amended, awaiting verification');
    // Verified again, it prints its new values and says it was amended, and why.
    const corrected = labReportDocument(
      sources({
        results: [result(CBC, 'Verified', { amendmentReason: 'Sample of another patient' })],
      }),
    );
    expect(corrected.tests[0]).toMatchObject({
      verified: true,
      amended: 'Amended after verification: Sample of another patient',
    });
    expect(labReportDocument(sources()).tests[0]?.amended).toBeUndefined();
  });

  it('marks a critical value CRITICAL, and a final report has no notice', () => {
    const doc = labReportDocument(
      sources({
        request: { ...sources().request, status: 'Completed', tests: [{ test: LYTES }] },
        results: [
          result(LYTES, 'Verified', {
            parameters: [
              value('K', 'Potassium', '6.9', 'mmol/L', '3.5 - 5.1', 'Critical High'),
              value('NA', 'Sodium', '118', 'mmol/L', '135 - 145', 'Critical Low'),
              value('CL', 'Chloride', '101', 'mmol/L', '98 - 107'),
            ],
          }),
        ],
      }),
    );
    expect(doc.notice).toBeUndefined();
    expect(
      doc.tests[0]?.rows.map((row) => [row.parameter, row.flag, row.critical, row.abnormal]),
    ).toEqual([
      ['Potassium', 'CRITICAL HIGH', true, true],
      ['Sodium', 'CRITICAL LOW', true, true],
      ['Chloride', '', false, false],
    ]);
  });

  it('says a cancelled request is not a report, and leaves out what the reader may not see', () => {
    const doc = labReportDocument(
      sources({
        request: {
          ...sources().request,
          status: 'Cancelled',
          cancellation_reason: 'Patient discharged',
        },
        results: [],
        patient: {},
      }),
    );
    expect(doc.title).toBe('Cancelled Lab Request');
    expect(doc.notice).toBe('Cancelled: Patient discharged');
    expect(doc.tests.every((test) => test.pending === 'Not done: the request was cancelled')).toBe(
      true,
    );
    expect(doc.patient).toEqual([{ label: 'Name', value: 'Almaz Bekele Tadesse' }]);
  });

  it('takes a verified result over an earlier one of the same test', () => {
    const doc = labReportDocument(
      sources({
        results: [
          result(ESR, 'Entered'),
          result(ESR, 'Verified', {
            parameters: [value('ESR', 'ESR', '22', 'mm/h', '0 - 20', 'High')],
          }),
        ],
      }),
    );
    expect(doc.tests[2]).toMatchObject({ verified: true, rows: [{ value: '22', flag: 'High' }] });
  });
});

describe('the bounds of a printed reference range', () => {
  it('reads both bounds, one, negative ones, and none from an option list', () => {
    expect(rangeBounds('3.5 - 5.1')).toEqual({ low: 3.5, high: 5.1 });
    expect(rangeBounds('-2 - 2')).toEqual({ low: -2, high: 2 });
    expect(rangeBounds('< 200')).toEqual({ low: null, high: 200 });
    expect(rangeBounds('> 40')).toEqual({ low: 40, high: null });
    expect(rangeBounds('Negative')).toEqual({ low: null, high: null });
    expect(rangeBounds(null)).toEqual({ low: null, high: null });
  });
});
