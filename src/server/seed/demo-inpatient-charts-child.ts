/**
 * A demo child's observations as a child's, not an adult's: the regular chart's and the
 * transfusion chart's series are written on the adult scale (demo-inpatient-charts.ts), and a
 * child's entry carries each pulse, breathing rate and pressure to the same place in the child's
 * normal range for age that it holds in the adult's. A value normal for an adult is then normal
 * for the child, one out of range as far out: a febrile adult's 110 beats a minute is a 4-year-
 * old's 153. The child's ranges are those the server flags by (clinical.vital-sign-flags):
 * APLS 6th edition (2016) heart and respiratory rates by age (engine/clinical/child-heart-
 * breathing.ts), and systolic pressure from PALS 2020's lowest normal to AAP 2017's screening
 * value for age and sex (child-blood-pressure.ts; an infant's top some 30 mmHg above the lowest,
 * as the AAP table starts at one year); a child's diastolic about 60% of the systolic.
 */
import { formatInTimeZone } from 'date-fns-tz';
import {
  bloodPressureBand,
  childSystolicHigh,
  childSystolicLow,
  isChildBand,
} from '../../engine/clinical/child-blood-pressure';
import {
  childBreathingHigh,
  childBreathingLow,
  childHeartRateHigh,
  childHeartRateLow,
} from '../../engine/clinical/child-heart-breathing';
import type { RecordValues } from '../models/model-runtime';
import { ZONE } from './demo-calendar';
import type { WardSeedContext } from './demo-inpatient-context';

/** The charted patient as the chart's warnings read them. */
export interface ChartPatient {
  dateOfBirth: string;
  sex: string;
}

type Range = readonly [low: number, high: number];

/** The adult ranges the charts' adult warnings use (60-100, 12-20, 90-139/60-89). */
const ADULT: Record<'pulse' | 'respiratory_rate' | 'bp_systolic' | 'bp_diastolic', Range> = {
  pulse: [60, 100],
  respiratory_rate: [12, 20],
  bp_systolic: [90, 139],
  bp_diastolic: [60, 89],
};
const DIASTOLIC_SHARE = 0.6;
const INFANT_SYSTOLIC_SPAN = 30;

function childRanges(band: string, sex: string): Record<keyof typeof ADULT, Range> {
  const low = childSystolicLow(band, sex);
  const high = childSystolicHigh(band, sex);
  const systolic: Range = [low, Number.isFinite(high) ? high : low + INFANT_SYSTOLIC_SPAN];
  return {
    pulse: [childHeartRateLow(band), childHeartRateHigh(band)],
    respiratory_rate: [childBreathingLow(band), childBreathingHigh(band)],
    bp_systolic: systolic,
    bp_diastolic: [systolic[0] * DIASTOLIC_SHARE, systolic[1] * DIASTOLIC_SHARE],
  };
}

/** The value at the same place in `to` as `value` holds in `from`. */
const carried = (value: number, [fromLow, fromHigh]: Range, [toLow, toHigh]: Range) =>
  Math.round(toLow + ((value - fromLow) * (toHigh - toLow)) / (fromHigh - fromLow));

/** An entry's values for the patient on the entry's day: a child's carried, an adult's as given. */
export function forAge(patient: ChartPatient | undefined, entry: RecordValues): RecordValues {
  if (!patient) return entry;
  const day = formatInTimeZone(String(entry.recorded_at), ZONE, 'yyyy-MM-dd');
  const band = bloodPressureBand(patient.dateOfBirth, day);
  if (!band || !isChildBand(band)) return entry;
  const ranges = childRanges(band, patient.sex);
  const child = { ...entry };
  for (const field of Object.keys(ADULT) as (keyof typeof ADULT)[]) {
    const value = entry[field];
    if (typeof value === 'number') child[field] = carried(value, ADULT[field], ranges[field]);
  }
  return child;
}

/** The admitted patient's date of birth and sex. */
export async function chartPatient(
  ctx: WardSeedContext,
  admission: number,
): Promise<ChartPatient | undefined> {
  const row = await ctx.db
    .selectFrom(`${ctx.table('impatient')} as a`)
    .innerJoin(`${ctx.table('patient')} as p`, 'p.id', 'a.patient')
    .select(['p.date_of_birth', 'p.sex'])
    .where('a.id', '=', admission)
    .executeTakeFirst();
  const born = row?.date_of_birth;
  if (!born) return undefined;
  // PostgreSQL's driver reads a date as a Date, SQLite's as its text.
  const dateOfBirth = born instanceof Date ? born.toISOString() : String(born);
  return { dateOfBirth: dateOfBirth.slice(0, 10), sex: String(row.sex) };
}
