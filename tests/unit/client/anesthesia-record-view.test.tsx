// The printed anesthesia record as the browser draws it, from the engine's document: the case
// with its times and ASA class, the pre-anesthesia assessment (or why there is none), each
// series' table in time order (a time past midnight with its date), the drugs' and fluids'
// totals, the trend as an image described in words, and the lines to sign on.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnesthesiaRecordPrintView } from '../../../src/client/app/print/AnesthesiaRecordPrintView';
import {
  type AnesthesiaRecordSources,
  anesthesiaRecordDocument,
} from '../../../src/engine/documents/anesthesia-record-document';
import { anesthesiaTotals, emptySeries } from '../../../src/engine/surgery/anesthesia-totals';
import type { AnesthesiaSeries } from '../../../src/engine/wire/anesthesia-record';

// 22:00 in New York on 1 March 2027 (UTC-5).
const T0 = Date.parse('2027-03-02T03:00:00Z');
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();
const by = 'anesthesia-nurse@tena.demo';

function sources(more: Partial<AnesthesiaRecordSources> = {}): AnesthesiaRecordSources {
  const series: AnesthesiaSeries = {
    ...emptySeries(),
    anesthesiaVitalSign: [
      {
        id: 1,
        recorded_at: at(5),
        recorded_by: by,
        heart_rate: 96,
        bp_systolic: 130,
        bp_diastolic: 80,
        spo2: 98,
      },
      { id: 2, recorded_at: at(125), recorded_by: by, heart_rate: 70, bp_systolic: 110, spo2: 99 },
    ],
    anesthesiaMedication: [
      {
        id: 3,
        recorded_at: at(4),
        recorded_by: by,
        product: 5,
        product_name: 'Ketamine 50 mg/mL injection',
        dose: 100,
        dose_unit: 2,
        dose_unit_name: 'mg',
        route_name: 'Intravenous',
      },
    ],
    anesthesiaFluid: [
      {
        id: 4,
        recorded_at: at(10),
        recorded_by: by,
        direction: 'In',
        fluid: '0.9% sodium chloride',
        volume: 1000,
      },
      {
        id: 5,
        recorded_at: at(100),
        recorded_by: by,
        direction: 'Out',
        fluid: 'Urine',
        volume: 400,
      },
    ],
    anesthesiaMonitoring: [
      {
        id: 6,
        recorded_at: at(3),
        recorded_by: by,
        event: 'Spinal block',
        details: 'L3-4, bupivacaine 0.5% heavy 3 mL',
      },
    ],
  };
  return {
    record: {
      surgical_case: {
        id: 8,
        case_number: 'SC-2027-000008',
        status: 'In Theatre',
        priority: 'Emergency',
        scheduled_start: at(0),
      },
      pre_anesthesia: null,
      series,
      totals: anesthesiaTotals(series),
    },
    surgicalCase: {
      id: 8,
      patient: 2,
      procedure: 'Emergency caesarean section',
      anesthesia_type: 'Spinal',
      status: 'In Theatre',
    },
    operation: {
      case_number: 'SC-2027-000008',
      theatre: 'Main Theatre (OR-1)',
      priority: 'Emergency',
      side: 'Not applicable',
      diagnosis: 'O82 Delivery by caesarean section',
      assistant: '',
      anesthetist: 'Meron Tadesse',
      scheduled_start: at(0),
      wheeled_in_at: at(0),
      incision_at: at(15),
      closed_at: null,
      recovery_at: null,
    },
    surgeon: 'Dr. Hanna Girma',
    assessment: {
      recorded_at: at(-30),
      recorded_by: by,
      asa_class: 'ASA II',
      emergency_modifier: 'Yes',
      mallampati: 'III',
      neck_movement: 'Full',
      allergies: 'None known',
      plan: 'Spinal',
      fit_for_anesthesia: 'Yes',
      fasting_flags: ['Solids 2 h before the booked start: 6 h needed (ASA 2023)'],
      fasting_solids_hours: 2,
    },
    titles: { patient: { 2: 'Almaz Bekele' } },
    issuer: {
      name: 'Tena General Hospital',
      legalName: 'Tena General Hospital',
      tin: '0012345678',
      vatNumber: '',
      address: '',
      phone: '',
      email: '',
    },
    patient: { mrn: 'MRN-2027-000002', sex: 'Female' },
    names: new Map([[by, 'Selam Tesfaye']]),
    timeZone: 'America/New_York',
    ...more,
  };
}

const drawn = (more?: Partial<AnesthesiaRecordSources>) =>
  renderToStaticMarkup(
    createElement(AnesthesiaRecordPrintView, { doc: anesthesiaRecordDocument(sources(more)) }),
  );

describe('printed anesthesia record view', () => {
  it('prints the case, the assessment, the series with their totals and the signatures', () => {
    const html = drawn();
    for (const words of [
      'Anesthesia Record',
      'Almaz Bekele',
      'MRN-2027-000002',
      'Emergency caesarean section',
      'ASA IIE',
      'Mallampati III; neck movement full',
      'Solids 2 h before the booked start: 6 h needed (ASA 2023)',
      '22:00',
      '22:15',
      '22:03 (spinal block) to 2027-03-02 00:05 (last entry)',
      '2 h 2 min',
      '130/80',
      '110/–',
      '2027-03-02 00:05',
      'Ketamine 50 mg/mL injection',
      '100 mg (1 dose)',
      'Total In',
      '1,000 mL',
      '+600 mL',
      'L3-4, bupivacaine 0.5% heavy 3 mL',
      'Selam Tesfaye (6 entries)',
      'Anesthetist&#x27;s signature',
    ])
      expect(html).toContain(words);
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]*" alt="Heart rate, systolic and diastolic blood pressure and SpO₂ of 2 entries from 22:05 to 00:05/,
    );
    // Every series has its heading; those with nothing say so.
    expect(html.match(/Nothing recorded\./g)).toHaveLength(2);
  });

  it('says why there is no assessment', () => {
    expect(drawn({ assessment: null })).toContain('No pre-anesthesia assessment recorded.');
    expect(drawn({ assessment: undefined })).toContain(
      'Not shown: your role may not read pre-anesthesia assessments.',
    );
  });
});
