/**
 * The nephrotic chart of the demo's child with a first episode of nephrotic syndrome
 * (demo-admissions-charted.ts, N04.9): on arrival, then each morning before breakfast, the
 * weight on the same scale, the first-morning urine dipstick, the last 24 hours' intake and
 * urine output, blood pressure, where the oedema is and the abdominal girth, after the IPNA
 * clinical practice recommendations for steroid-sensitive nephrotic syndrome in children (IPNA,
 * 2022: Trautmann et al., Pediatric Nephrology 2023;38:877-919; prednisolone 60 mg/m2 a day, no
 * added salt, fluids restricted while oedematous, daily weight and dipstick) and KDIGO 2021
 * (glomerular diseases). The course is the common one of a steroid-sensitive child: diuresis
 * from the third or fourth day of prednisolone, the oedema and proteinuria falling after it
 * (remission, a negative or trace dipstick on three days running, in most within two weeks).
 * Blood pressure raised on arrival, as it is in some children with a first episode: about
 * 120/80 mmHg against the 107/70 from which a boy of nine needs evaluation (AAP 2017 Table 6;
 * the demo's child is a boy of nine, demo-admissions-charted.ts), falling to normal with the
 * diuresis, so the first four entries are flagged high for age (clinical.vital-sign-flags) and
 * the last two not; the doctor watches it rather than treating it while it settles.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { RecordValues } from '../models/model-runtime';
import { addDays, hospitalTime, ZONE } from './demo-calendar';
import { courseEntries } from './demo-inpatient-charts';

/** [weight kg, dipstick, intake mL/24 h, urine mL/24 h, systolic, diastolic, oedema, girth cm] */
type Day = [number, string, number | null, number | null, number, number, string, number];

/** On arrival (no 24 hours charted yet), then each morning of the stay up to the seed's day. */
const COURSE: readonly Day[] = [
  [31.8, '4+', null, null, 122, 80, 'Generalised (anasarca)', 68],
  [31.6, '4+', 1000, 520, 120, 80, 'Generalised (anasarca)', 68],
  [31.5, '4+', 1000, 610, 118, 78, 'Generalised (anasarca)', 67],
  [30.9, '3+', 1000, 1150, 116, 76, 'Sacral', 64],
  [30.0, '2+', 1000, 1600, 104, 64, 'Pedal', 61],
  [29.2, '1+', 1100, 1700, 100, 62, 'Periorbital', 59],
];

/** What the nurse wrote beside a day's values, by day of the stay (0: on arrival). */
const NOTES: Record<number, string> = {
  0: 'Periorbital, scrotal and leg oedema with ascites; serum albumin 1.6 g/dL; no abdominal pain; BP 122/80 on two readings, right arm, child cuff',
  3: 'Passing more urine since yesterday afternoon',
  5: 'Eyelids puffy on waking only; parents shown how to test the urine with a dipstick',
};

/** The chart's entries: on arrival (`from`), then at 06:00 each morning up to `to`. */
export function nephroticCourse(from: number, to: number): RecordValues[] {
  const admitted = formatInTimeZone(from, ZONE, 'yyyy-MM-dd');
  return courseEntries(
    to,
    COURSE.map(([weight, protein, intake, output, systolic, diastolic, oedema, girth], day) => [
      day === 0 ? from : Date.parse(hospitalTime(addDays(admitted, day), '06:00')),
      {
        weight,
        urine_protein: protein,
        ...(intake === null ? {} : { fluid_intake: intake }),
        ...(output === null ? {} : { urine_output: output }),
        bp_systolic: systolic,
        bp_diastolic: diastolic,
        oedema,
        abdominal_girth: girth,
        ...(NOTES[day] ? { notes: NOTES[day] } : {}),
      },
    ]),
  );
}
