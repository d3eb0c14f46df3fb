/**
 * The neuro-sign chart of the demo's head injury (demo-admissions-charted.ts, S06.9: a small
 * frontal contusion, GCS 13 on arrival, no operation), on the observation schedule of NICE NG232
 * Head injury: assessment and early management (2023): half-hourly until the GCS is 15, then
 * half-hourly for 2 hours, hourly for 4 hours and 2-hourly after; each entry the Glasgow Coma
 * Scale in its three parts (Teasdale and Jennett, Lancet 1974;2:81-84; the total is the schema's
 * sum), both pupils' size and reaction, limb power and the vital signs. The course is the usual
 * one of a mild to moderate injury: confusion clearing over the first hours, the headache and
 * vomiting settling, the blood pressure coming down as the pain is treated.
 */
import type { RecordValues } from '../models/model-runtime';
import { courseEntries, HOUR_MS } from './demo-inpatient-charts';

/** [hours after arrival, eye, verbal, motor, pupils mm, pulse, systolic, diastolic, breaths, °C] */
type Observation = [number, number, number, number, number, number, number, number, number, number];

const COURSE: readonly Observation[] = [
  [0, 3, 4, 6, 3, 92, 142, 88, 18, 36.8],
  [0.5, 3, 4, 6, 3, 90, 144, 86, 18, 36.8],
  [1, 3, 4, 6, 3, 90, 140, 86, 18, 36.9],
  [1.5, 4, 4, 6, 3, 88, 138, 84, 17, 36.9],
  [2, 4, 4, 6, 3, 88, 136, 84, 17, 36.9],
  [2.5, 4, 4, 6, 3, 86, 136, 82, 16, 37.0],
  // GCS 15 from here: half-hourly for 2 hours more, then hourly for 4 hours, then 2-hourly.
  [3, 4, 5, 6, 3, 86, 134, 82, 16, 37.0],
  [3.5, 4, 5, 6, 3, 84, 132, 82, 16, 37.0],
  [4, 4, 5, 6, 3, 84, 132, 80, 16, 37.1],
  [4.5, 4, 5, 6, 3, 82, 130, 80, 16, 37.1],
  [5, 4, 5, 6, 3, 82, 130, 80, 16, 37.0],
  [6, 4, 5, 6, 3, 80, 128, 80, 16, 37.0],
  [7, 4, 5, 6, 3, 80, 128, 78, 16, 36.9],
  [8, 4, 5, 6, 3, 78, 126, 78, 16, 36.9],
  [9, 4, 5, 6, 3, 78, 126, 78, 16, 36.8],
  [11, 4, 5, 6, 3, 76, 124, 76, 16, 36.8],
  [13, 4, 5, 6, 3, 74, 122, 76, 14, 36.7],
  [15, 4, 5, 6, 3, 76, 124, 78, 16, 36.8],
  [17, 4, 5, 6, 3, 78, 126, 78, 16, 36.9],
];

/** What the nurse wrote beside an observation, by hours after arrival. */
const NOTES: Record<number, string> = {
  0: 'Confused, opens eyes to voice; vomited once on the ward; frontal headache; scalp wound dressed',
  1.5: 'Opening eyes spontaneously; no further vomiting',
  3: 'Orientated in time, place and person; GCS 15',
  6: 'Headache 3 of 10 after paracetamol; tolerating sips',
  13: 'Asleep, woken for the observations: orientated each time',
};

/** The chart's entries since arrival on the ward (`from`), up to the seed's moment (`to`). */
export function headInjuryCourse(from: number, to: number): RecordValues[] {
  return courseEntries(
    to,
    COURSE.map(([hours, eye, verbal, motor, pupils, pulse, systolic, diastolic, rate, temp]) => [
      from + hours * HOUR_MS,
      {
        gcs_eye: eye,
        gcs_verbal: verbal,
        gcs_motor: motor,
        pupil_left_size: pupils,
        pupil_left_reaction: 'Brisk',
        pupil_right_size: pupils,
        pupil_right_reaction: 'Brisk',
        limb_power_arms: 'Normal power',
        limb_power_legs: 'Normal power',
        pulse,
        bp_systolic: systolic,
        bp_diastolic: diastolic,
        respiratory_rate: rate,
        temperature: temp,
        ...(NOTES[hours] ? { notes: NOTES[hours] } : {}),
      },
    ]),
  );
}
