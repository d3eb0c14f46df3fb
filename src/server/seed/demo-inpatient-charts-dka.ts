/**
 * The DKA chart of the demo's ketoacidosis patient (demo-admissions-charted.ts, E10.1), hour by
 * hour from arrival in the intensive care unit, after the Joint British Diabetes Societies for
 * Inpatient Care, "The management of diabetic ketoacidosis in adults" (JBDS-IP, revised 2021):
 * a fixed-rate IV insulin infusion of 0.1 unit/kg/h (6 units/h for 60 kg); 0.9% sodium chloride
 * 1 L over the first hour, then 1 L over 2 h, 2 h, 4 h, 4 h and 6 h, with potassium chloride
 * 40 mmol/L from the second bag while potassium is 3.5-5.5 mmol/L (none above 5.5); 10% glucose
 * 125 mL/h alongside once glucose is below 14 mmol/L; capillary glucose and ketones hourly,
 * venous pH, bicarbonate and potassium at 1 and 2 hours and then 2-hourly; targets a fall of
 * ketones of 0.5 mmol/L/h, a rise of bicarbonate of 3 mmol/L/h and a fall of glucose of
 * 3 mmol/L/h; resolution at ketones below 0.6 mmol/L and pH above 7.3, then a variable-rate
 * infusion until the patient eats. Hourly for 12 hours, 2-hourly after. Glucose is kept in
 * mmol/L here, as the protocol reads, and charted in mg/dL (x 18) as the chart's field is.
 */
import type { RecordValues } from '../models/model-runtime';
import { courseEntries, HOUR_MS } from './demo-inpatient-charts';

const SALINE = '0.9% sodium chloride';
const SALINE_KCL = '0.9% sodium chloride with KCl 40 mmol/L';

/** Capillary glucose (mmol/L) and blood ketones (mmol/L). */
type Capillary = [glucose: number, ketones: number];
/** Venous pH, bicarbonate, potassium and sodium (mmol/L), when a gas was taken. */
type Gas = [ph: number, bicarbonate: number, potassium: number, sodium: number];
/**
 * Insulin (units/h); the saline bag that ran since the last entry (on arrival: the one started)
 * and its volume since then (mL); urine since then (mL).
 */
type Running = [insulin: number, fluid: string, volume: number | null, urine: number | null];
/** [hours after arrival, capillary, gas, running, pulse, systolic BP, urine ketones] */
type Hour = [number, Capillary, Gas | null, Running, number, number, string?];

const COURSE: readonly Hour[] = [
  [0, [28.0, 5.8], [7.08, 8, 5.7, 131], [6, SALINE, null, null], 122, 96, '+++'],
  [1, [24.9, 5.2], [7.11, 9, 5.2, 133], [6, SALINE, 1000, 40], 116, 100],
  [2, [21.6, 4.6], [7.15, 10, 4.8, 134], [6, SALINE_KCL, 500, 70], 110, 104],
  [3, [18.4, 4.1], null, [6, SALINE_KCL, 500, 90], 106, 106],
  [4, [15.3, 3.6], [7.19, 12, 4.3, 135], [6, SALINE_KCL, 500, 110], 102, 110, '+++'],
  [5, [12.9, 3.1], null, [6, SALINE_KCL, 500, 100], 100, 112],
  [6, [11.8, 2.7], [7.23, 14, 4.0, 136], [6, SALINE_KCL, 250, 120], 98, 114],
  [7, [11.1, 2.3], null, [6, SALINE_KCL, 250, 110], 96, 116],
  [8, [10.6, 1.9], [7.26, 15, 3.9, 137], [6, SALINE_KCL, 250, 100], 94, 116, '++'],
  [9, [10.2, 1.6], null, [6, SALINE_KCL, 250, 90], 92, 118],
  [10, [9.8, 1.3], [7.29, 17, 4.0, 137], [6, SALINE_KCL, 250, 100], 90, 118],
  [11, [9.4, 1.0], null, [6, SALINE_KCL, 250, 90], 88, 120],
  [12, [9.1, 0.8], [7.32, 18, 4.1, 138], [6, SALINE_KCL, 250, 90], 88, 120, '++'],
  [14, [8.7, 0.5], [7.34, 19, 4.2, 138], [3, SALINE_KCL, 417, 180], 86, 122],
  [16, [8.2, 0.4], [7.36, 20, 4.3, 139], [3, SALINE_KCL, 333, 170], 84, 120, '+'],
  [18, [7.8, 0.3], null, [2.5, SALINE_KCL, 333, 160], 82, 118],
  [20, [8.4, 0.2], [7.38, 22, 4.2, 139], [3, SALINE_KCL, 333, 200], 80, 122, 'Trace'],
];

/** What the nurse wrote beside an hour's values, by hours after arrival. */
const NOTES: Record<number, string> = {
  0: 'On arrival: fixed-rate IV insulin 6 units/h (0.1 unit/kg, 60 kg) and 1 L 0.9% saline over 1 hour started; potassium 5.7, none in the first bag',
  1: 'Potassium 5.2: second bag with KCl 40 mmol/L over 2 hours',
  3: 'Third bag over 2 hours',
  5: 'Glucose below 14 mmol/L: 10% glucose 125 mL/h added alongside the saline, insulin kept at 6 units/h; fourth bag over 4 hours',
  9: 'Fifth bag over 4 hours',
  12: 'Observations 2-hourly from now',
  14: 'DKA resolved (ketones below 0.6, pH above 7.3), doctor informed: not eating at night, so a variable-rate infusion with 10% glucose until breakfast; sixth bag over 6 hours',
  20: 'Eating and drinking: soluble insulin 5 units SC with breakfast and isophane 8 units SC twice daily from the 08:00 round as ordered; the IV insulin to stop 30 minutes after the soluble',
};

/** The chart's entries since arrival on the ward (`from`), up to the seed's moment (`to`). */
export function dkaCourse(from: number, to: number): RecordValues[] {
  return courseEntries(
    to,
    COURSE.map(([hours, [glucose, ketones], gas, running, pulse, systolic, urine]) => {
      const [insulin, fluid, volume, output] = running;
      return [
        from + hours * HOUR_MS,
        {
          blood_glucose: Math.round(glucose * 18),
          blood_ketones: ketones,
          ...(urine ? { urine_ketones: urine } : {}),
          ...(gas ? { ph: gas[0], bicarbonate: gas[1], potassium: gas[2], sodium: gas[3] } : {}),
          insulin_rate: insulin,
          fluid_type: fluid,
          ...(volume === null ? {} : { fluid_volume: volume }),
          ...(output === null ? {} : { urine_output: output }),
          pulse,
          bp_systolic: systolic,
          ...(NOTES[hours] ? { notes: NOTES[hours] } : {}),
        },
      ];
    }),
  );
}
