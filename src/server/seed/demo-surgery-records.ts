/**
 * The records a demo operation leaves besides its checklist: the scrub nurse's count sheet and
 * consumables issued from the OR Store (charged for the OR Cashier), the anesthetist's
 * intra-operative series (demo-surgery-anesthesia.ts), the recovery nurse's PACU record with the
 * modified Aldrete score (Aldrete, J Clin Anesth 1995; 9 or more with no item at 0 to leave) and
 * the surgeon's operation note. Counts follow the AORN guideline for prevention of retained
 * surgical items (2016): swabs, needles, blades and instruments before and after.
 */
import type { RecordValues } from '../models/model-runtime';
import type { WardSeedContext } from './demo-inpatient-context';
import * as series from './demo-surgery-anesthesia';
import type { PlannedCase } from './demo-surgery-cases';

const MINUTE_MS = 60_000;
export const SECOND_COUNTER = 'Tigist Haile (circulating nurse)';
/** The drugs demo-surgery-anesthesia.ts records. */
const ANESTHESIA_DRUGS = [
  'FEN-100-INJ',
  'PRO-200-INJ',
  'SUX-100-INJ',
  'CFZ-1G-INJ',
  'VEC-10-INJ',
  'OND-4-INJ',
  'BUP-05-SPI',
  'LID-2-INJ',
  'OXY-10-INJ',
  'NEO-2-5-INJ',
  'ATR-1-INJ',
];

const BASE_KIT = [
  ['GLV-SURG-7-5', 4],
  ['GAUZE-SWAB', 3],
  ['GOWN-SURGICAL', 3],
  ['BLADE-22', 1],
  ['CAN-18G', 1],
  ['IVSET-ADULT', 1],
  ['RL-1000-INF', 2],
  ['CFZ-1G-INJ', 2],
  ['SUT-PGA-2-0', 2],
  ['SUT-NYLON-3-0', 1],
] as const;
const TECHNIQUE_KIT = {
  General: [
    ['FEN-100-INJ', 1],
    ['PRO-200-INJ', 1],
    ['SUX-100-INJ', 1],
    ['VEC-10-INJ', 1],
    ['NEO-2-5-INJ', 1],
    ['ATR-1-INJ', 1],
    ['OND-4-INJ', 1],
  ],
  Spinal: [
    ['SPINAL-25G', 1],
    ['BUP-05-SPI', 1],
  ],
  Sedation: [
    ['GLV-SURG-7-5', 2],
    ['LID-2-INJ', 1],
    ['FEN-100-INJ', 1],
  ],
} as const;
const CAESAREAN_KIT = [
  ['SUT-CHROMIC-1', 3],
  ['OXY-10-INJ', 3],
  ['FOLEY-16FR', 1],
  ['URINE-BAG-2L', 1],
] as const;

/** What the scrub nurse issues for the case from the OR Store. */
export function consumablesOf(planned: PlannedCase): (readonly [string, number])[] {
  const technique = TECHNIQUE_KIT[planned.anesthesia];
  if (planned.anesthesia === 'Sedation') return [...technique];
  const extra = planned.icd.startsWith('O') ? CAESAREAN_KIT : [];
  const fixation = planned.icd.startsWith('S') ? ([['TXA-500-INJ', 2]] as const) : [];
  return [...BASE_KIT, ...technique, ...extra, ...fixation];
}

/** Rows of the count sheet; without `closed` the count after is still to come. */
export function countRows(planned: PlannedCase, closed: boolean): RecordValues[] {
  const abdominal = planned.room !== 'OR-2';
  const rows: [string, number, number][] = [
    ['Swabs (raytec)', 20, 10],
    ...(abdominal ? ([['Abdominal packs', 5, 0]] as [string, number, number][]) : []),
    ['Needles', 6, 2],
    ['Blades', 2, 0],
    ['Instruments', abdominal ? 42 : 58, 0],
  ];
  return rows.map(([item, before, added]) => ({
    item,
    before,
    added,
    ...(closed ? { after: before + added } : {}),
  }));
}

/** Writes the case's six intra-operative series over `span`, each in one transaction. */
export async function writeSeries(ctx: WardSeedContext, caseId: number, span: series.TheatreSpan) {
  const nurse = await ctx.as('Anesthesia Nurse');
  const at = new Date(Math.min(span.end, ctx.now.getTime())).toISOString();
  const ids = {
    products: new Map<string, number>(),
    units: new Map<string, number>(),
    routes: new Map<string, number>(),
  };
  for (const code of ANESTHESIA_DRUGS)
    ids.products.set(code, await ctx.idBy('product', 'code', code));
  for (const code of ['mcg', 'mg', 'g', 'IU'])
    ids.units.set(code, await ctx.idBy('unitOfMeasurement', 'code', code));
  for (const code of ['IV', 'IT', 'INF'])
    ids.routes.set(code, await ctx.idBy('medicineRoute', 'code', code));
  const lookUp = (map: Map<string, number>) => (code: string) => map.get(code) as number;
  const drugIds = {
    product: lookUp(ids.products),
    unit: lookUp(ids.units),
    route: lookUp(ids.routes),
  };
  const written: [string, () => RecordValues[]][] = [
    ['anesthesiaMonitoring', () => series.monitoringEvents(span)],
    ['anesthesiaVitalSign', () => series.vitalSigns(span)],
    ['anesthesiaGas', () => series.gases(span)],
    ['anesthesiaVentilation', () => series.ventilation(span)],
    ['anesthesiaMedication', () => series.drugs(span, drugIds)],
    ['anesthesiaFluid', () => series.fluids(span)],
  ];
  for (const [model, rows] of written)
    await ctx.ensureMany(model, { surgical_case: caseId }, nurse, at, () =>
      rows().map((row) => ({ ...row, surgical_case: caseId })),
    );
}

/** Modified Aldrete rows every 15 minutes from arrival in recovery until `until`. */
export function aldreteRows(planned: PlannedCase, arrived: number, until: number): RecordValues[] {
  const spinal = planned.anesthesia === 'Spinal';
  const rows: RecordValues[] = [];
  for (let n = 0, at = arrived + 2 * MINUTE_MS; at <= until; n++, at += 15 * MINUTE_MS) {
    const score = spinal
      ? // The block recedes over hours: legs still still, everything else settled.
        { activity: 0, respiration: 2, circulation: n === 0 ? 1 : 2, consciousness: 2 }
      : {
          activity: n === 0 ? 1 : 2,
          respiration: 2,
          circulation: 2,
          consciousness: n < 2 ? 1 : 2,
        };
    rows.push({
      scored_at: new Date(at).toISOString(),
      ...score,
      oxygen_saturation: n === 0 && !spinal ? 1 : 2,
    });
  }
  return rows;
}
