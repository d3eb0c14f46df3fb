// What one dose takes from the ward's stock (src/engine/inpatient dose-quantity, dose-containers,
// open-container), as data: the formulary's own products (src/server/seed/formulary-*.ts, their
// units as the seed names them) dosed as a ward doctor orders them: insulin and heparin drawn
// from multi-dose vials, enoxaparin and epoetin syringes, salbutamol nebules, ampoules by mg/mL,
// infusions by mL or mg, powders by g or IU, tablets by mg; what has no count says why. Then the
// open vial: drawn from while it holds enough and is in use, else a new one opened.
import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import {
  type DoseQuantity,
  type DoseStockProduct,
  discardAtOf,
  drawOrOpen,
  HOSPITAL_TIME_ZONE,
  type MultiDoseContainer,
  quantityOfDose,
} from '../../../../src/engine/inpatient';
import { FORMULARY } from '../../../../src/server/seed/formulary';
import { UNITS } from '../../../../src/server/seed/formulary-reference';

const unitOf = (code: string) => {
  const unit = UNITS.find((u) => u.code === code);
  if (!unit) throw new Error(`no unit ${code}`);
  return { id: code, name: unit.name, code: unit.code };
};

function product(code: string): DoseStockProduct {
  const planned = FORMULARY.find((p) => p.code === code);
  if (!planned) throw new Error(`no product ${code}`);
  return { ...planned, unit: unitOf(planned.unit) };
}

type Expected =
  | { units: number; volume?: number; working?: string }
  | { draw: number; vial: number; days: number; working?: string }
  | { none: string };

/** [product code or product, dose, dose unit code, what it takes] */
const CASES: [string | DoseStockProduct, number, string, Expected][] = [
  // Multi-dose vials: the volume, drawn from the patient's open vial.
  [
    'INS-SOL-100',
    10,
    'IU',
    {
      draw: 0.1,
      vial: 10,
      days: 28,
      working:
        '10 IU of 100 IU/mL = 0.1 mL, drawn from a 10 mL vial (an insulin vial, in use 28 days once opened)',
    },
  ],
  ['INS-NPH-100', 24, 'IU', { draw: 0.24, vial: 10, days: 28 }],
  ['INS-SOL-100', 0.05, 'mL', { draw: 0.05, vial: 10, days: 28 }],
  [
    'HEP-5000-INJ',
    5000,
    'IU',
    {
      draw: 1,
      vial: 5,
      days: 28,
      working:
        '5000 IU of 5000 IU/mL = 1 mL, drawn from a 5 mL vial (a vial of 5 mL, in use 28 days once opened)',
    },
  ],
  ['LID-2-INJ', 100, 'mg', { draw: 5, vial: 20, days: 28 }],
  // Single-use units: whole ones, the volume over one unit's.
  [
    'ENX-40-INJ',
    40,
    'mg',
    {
      units: 1,
      volume: 0.4,
      working: '40 mg of 40 mg/0.4 mL = 0.4 mL = 1 prefilled syringe (0.4 mL each)',
    },
  ],
  ['ENX-40-INJ', 60, 'mg', { units: 2, volume: 0.6 }],
  ['ENX-40-INJ', 1, 'pfs', { units: 1 }],
  ['EPO-4000-INJ', 4000, 'IU', { units: 1, volume: 0.4 }],
  ['EPO-4000-INJ', 6000, 'IU', { units: 2, volume: 0.6 }],
  [
    'SAL-2-5-NEB',
    5,
    'mg',
    { units: 2, volume: 5, working: '5 mg of 2.5 mg/2.5 mL = 5 mL = 2 nebules (2.5 mL each)' },
  ],
  ['SAL-2-5-NEB', 2.5, 'mg', { units: 1, volume: 2.5 }],
  ['IPR-250-NEB', 500, 'mcg', { units: 1, volume: 2 }],
  ['TRA-100-INJ', 100, 'mg', { units: 1, volume: 2 }],
  ['TRA-100-INJ', 150, 'mg', { units: 2, volume: 3 }],
  ['MOR-10-INJ', 2.5, 'mg', { units: 1, volume: 0.25 }],
  ['GEN-80-INJ', 240, 'mg', { units: 3, volume: 6 }],
  ['MGS-50-INJ', 5, 'g', { units: 1, volume: 10 }],
  ['CAG-10-INJ', 1, 'g', { units: 1, volume: 10 }],
  ['OXY-10-INJ', 10, 'IU', { units: 1, volume: 1 }],
  ['D50-50-INJ', 25, 'g', { units: 1, volume: 50 }],
  ['D50-50-INJ', 10, 'g', { units: 1, volume: 20 }],
  ['DMPA-150-INJ', 150, 'mg', { units: 1, volume: 1 }],
  // Infusions: a bag or bottle spiked for a dose is not kept.
  [
    'NS-1000-INF',
    1000,
    'mL',
    { units: 1, volume: 1000, working: '1000 mL = 1 bag (1000 mL each)' },
  ],
  ['NS-1000-INF', 500, 'mL', { units: 1, volume: 500 }],
  ['RL-1000-INF', 1.5, 'L', { units: 2, volume: 1500 }],
  ['MTZ-500-INF', 500, 'mg', { units: 1, volume: 100 }],
  ['PCM-1G-INF', 1, 'g', { units: 1, volume: 100 }],
  ['NS-1000-INF', 1, 'bag', { units: 1 }],
  // Powders and solids.
  ['CFX-1G-INJ', 1, 'g', { units: 1, working: '1 g of 1 g per vial = 1 vial' }],
  ['CFX-1G-INJ', 1.5, 'g', { units: 2 }],
  ['BPEN-1MIU-INJ', 2_000_000, 'IU', { units: 2 }],
  ['BPEN-1MIU-INJ', 600, 'mg', { units: 1 }],
  ['PCM-500-TAB', 1000, 'mg', { units: 2 }],
  // An oral liquid with its bottle's volume is drawn from the patient's bottle.
  [
    {
      name: 'Amoxicillin 125 mg/5 mL oral suspension, 100 mL bottle',
      strength: '125 mg/5 mL',
      dosage_form: 'Oral suspension',
      unit: unitOf('btl'),
    },
    250,
    'mg',
    { draw: 10, vial: 100, days: 7 },
  ],
  [
    {
      name: 'Insulin glargine 100 IU/mL injection',
      strength: '100 IU/mL',
      dosage_form: 'Injection',
      unit: unitOf('vial'),
    },
    20,
    'IU',
    { draw: 0.2, vial: 10, days: 28 },
  ],
  // The formulary's syrup: its Pack Volume (mL), 100 mL (formulary-pack-volumes.ts).
  ['PCM-120-SYR', 240, 'mg', { draw: 10, vial: 100, days: 7 }],
  // A Pack Volume (mL) comes before what the strength or name say.
  [
    {
      name: 'Lactulose 3.3 g/5 mL oral solution, 100 mL bottle',
      strength: '3.3 g/5 mL',
      dosage_form: 'Oral solution',
      pack_volume_ml: 300,
      unit: unitOf('btl'),
    },
    3.3,
    'g',
    { draw: 5, vial: 300, days: 7 },
  ],
  // No count: each names the product and why.
  [
    {
      name: 'Paracetamol 120 mg/5 mL syrup',
      strength: '120 mg/5 mL',
      dosage_form: 'Syrup',
      pack_volume_ml: null,
      unit: unitOf('btl'),
    },
    240,
    'mg',
    {
      none: `240 mg of Paracetamol 120 mg/5 mL syrup cannot be taken from the ward's stock: its bottle volume is not known: fill in the product's Pack Volume (mL) (the mL one bottle holds)`,
    },
  ],
  [
    'HEP-5000-INJ',
    40,
    'mg',
    {
      none: `40 mg of Heparin sodium 5000 IU/mL (5 mL) injection cannot be taken from the ward's stock: the dose is in mg and its strength "5000 IU/mL (5 mL)" is in IU`,
    },
  ],
  [
    'PVI-10-SOL',
    20,
    'mL',
    {
      none: `20 mL of Povidone iodine 10% (500 mL) topical solution cannot be taken from the ward's stock: it is a bottle of topical solution used from the ward's shelf, not counted out by the dose`,
    },
  ],
  [
    'INS-SOL-100',
    0,
    'IU',
    {
      none: `0 IU of Insulin, soluble (human) 100 IU/mL (10 mL) injection cannot be taken from the ward's stock: the dose is not above 0`,
    },
  ],
  ['CLT-1-CRM', 1, 'tube', { units: 1 }],
  ['CHL-05-EYE', 1, 'drop', { none: 'Chloramphenicol 0.5% eye drops' }],
];

function expected(answer: DoseQuantity, want: Expected) {
  if ('none' in want) {
    expect(answer.kind).toBe('none');
    expect(answer.kind === 'none' && answer.reason).toContain(want.none);
    return;
  }
  if ('draw' in want) {
    expect(answer).toMatchObject({
      kind: 'draw',
      volumeMl: expect.closeTo(want.draw, 6),
      container: { use: 'multi-dose' },
    });
    if (answer.kind !== 'draw') return;
    expect(answer.container.contentMl).toBe(want.vial);
    expect(answer.container.inUseDays).toBe(want.days);
  } else {
    expect(answer).toMatchObject({ kind: 'units', quantity: want.units });
    if (want.volume !== undefined && answer.kind === 'units')
      expect(answer.volumeMl).toBeCloseTo(want.volume, 6);
  }
  if (want.working) expect(answer.kind !== 'none' && answer.working).toBe(want.working);
}

describe('what one dose takes from the ward stock', () => {
  it.each(
    CASES.map(([which, dose, unit, want]) => [
      typeof which === 'string' ? which : which.name,
      dose,
      unit,
      which,
      want,
    ]),
  )('%s, %s %s', (_name, dose, unit, which, want) => {
    const item = typeof which === 'string' ? product(which) : which;
    expected(quantityOfDose({ dose, doseUnit: unitOf(unit) }, item), want);
  });

  it('reads dose units by name, code or the abbreviation their name ends with', () => {
    const heparin = product('HEP-5000-INJ');
    for (const doseUnit of [
      { name: 'International unit (IU)' },
      { name: 'Activity', code: 'IU' },
      { name: 'IU' },
      { name: 'units' },
    ])
      expect(quantityOfDose({ dose: 2500, doseUnit }, heparin)).toMatchObject({
        kind: 'draw',
        volumeMl: 0.5,
      });
  });
});

describe('the open vial', () => {
  const local = (text: string) => fromZonedTime(text.replace(' ', 'T'), HOSPITAL_TIME_ZONE);
  const insulin: MultiDoseContainer = {
    use: 'multi-dose',
    noun: 'vial',
    contentMl: 10,
    inUseDays: 28,
    rule: 'an insulin vial',
  };
  const heparin: MultiDoseContainer = { ...insulin, contentMl: 5, rule: 'a vial of 5 mL' };
  const opened = local('2026-03-02 08:05').getTime();
  const open = (leftMl: number, expiry: string | null = '2027-06-30') => ({
    leftMl,
    openedAt: opened,
    discardAt: discardAtOf(opened, 28, expiry),
    batchNumber: 'INS-A',
  });

  it('is discarded 28 days after opening, or at the end of its expiry day if sooner', () => {
    expect(new Date(discardAtOf(opened, 28, '2027-06-30'))).toEqual(local('2026-03-30 08:05'));
    expect(new Date(discardAtOf(opened, 28, null))).toEqual(local('2026-03-30 08:05'));
    expect(new Date(discardAtOf(opened, 28, '2026-03-10'))).toEqual(local('2026-03-11 00:00'));
  });

  const CASES_OPEN: [
    string,
    ReturnType<typeof open> | null,
    number,
    string,
    MultiDoseContainer,
    object,
  ][] = [
    [
      'none open: one opened',
      null,
      0.1,
      '2026-03-02 08:05',
      insulin,
      { opens: 1, leftMl: 9.9, note: 'a new vial opened (no vial open): 9.9 mL left' },
    ],
    [
      'drawn from the open one',
      open(9.9),
      0.24,
      '2026-03-02 20:10',
      insulin,
      {
        opens: 0,
        leftMl: 9.66,
        note: 'from the vial opened 2026-03-02 08:05 (batch INS-A): 9.66 mL left, discard by 2026-03-30 08:05',
      },
    ],
    ['the last drop drawn', open(0.1), 0.1, '2026-03-05 08:00', insulin, { opens: 0, leftMl: 0 }],
    [
      'too little left: a new one',
      open(0.05),
      0.1,
      '2026-03-05 08:00',
      insulin,
      {
        opens: 1,
        leftMl: 9.9,
        note: 'a new vial opened (the open vial held 0.05 mL): 9.9 mL left',
      },
    ],
    [
      'past its 28 days: a new one',
      open(6),
      0.1,
      '2026-03-30 08:05',
      insulin,
      {
        opens: 1,
        leftMl: 9.9,
        note: 'a new vial opened (the vial opened 2026-03-02 08:05 was to be discarded by 2026-03-30 08:05): 9.9 mL left',
      },
    ],
    ['still in use the minute before', open(6), 0.1, '2026-03-30 08:04', insulin, { opens: 0 }],
    [
      'its batch expired first',
      open(6, '2026-03-10'),
      0.1,
      '2026-03-11 08:00',
      insulin,
      { opens: 1 },
    ],
    ['a dose of a whole vial', null, 5, '2026-03-02 08:05', heparin, { opens: 1, leftMl: 0 }],
    [
      'a dose larger than a vial',
      open(1),
      6,
      '2026-03-02 20:00',
      heparin,
      { opens: 2, leftMl: 4, note: '2 new vials opened (the open vial held 1 mL): 4 mL left' },
    ],
  ];

  it.each(CASES_OPEN)('%s', (_name, current, volume, givenAt, container, want) => {
    expect(drawOrOpen(current, volume, local(givenAt).getTime(), container)).toMatchObject(want);
  });
});
