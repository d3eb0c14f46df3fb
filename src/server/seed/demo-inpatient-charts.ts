/**
 * The bedside charts of a demo inpatient: the regular vital-sign chart at the order sheet's
 * frequency, and the chart its protocol adds (demo-inpatient-care.ts), each a series of
 * time-stamped entries that improve over the stay, the first ones out of range where the
 * diagnosis puts them (fever in an infection, low SpO2 in pneumonia, high pressure in
 * pre-eclampsia); clinical.vital-sign-flags flags them as it does any entry. Values after the
 * protocols the charts follow: GCS (Teasdale and Jennett, 1974; hourly in the first day of a
 * stroke), the WHO transfusion guide "The Clinical Use of Blood" (2001: observations before, at
 * 15 minutes, hourly and at the end), the surviving sepsis campaign (2021: MAP 65 mmHg,
 * lactate), BTS/SIGN asthma guideline (2019; the asthmatic child's peak flow as a share of the
 * predicted for his height: predictedPeakFlow and peakFlow below) and the WHO severe malaria
 * guideline (glucose every 4 hours). A chart whose protocol sets its own hours and values keeps
 * a course of its own (Care.chartCourse): the DKA chart (demo-inpatient-charts-dka.ts), the
 * nephrotic chart (-nephrotic.ts) and a head injury's neuro signs (-head-injury.ts). A child's regular and
 * transfusion values are an adult's carried to the child's ranges for age (-child.ts).
 */
import type { RecordValues } from '../models/model-runtime';
import type { Care, WardChart } from './demo-inpatient-care';
import { type ChartPatient, forAge } from './demo-inpatient-charts-child';

export const HOUR_MS = 3_600_000;
/** How far back charts go: the last days of a long stay are what the ward reads. */
const CHARTED_HOURS = 72;

const EVERY: Record<Care['every'], number> = {
  'Every 4 hours': 4,
  'Every 6 hours': 6,
  'Every 8 hours': 8,
};

/**
 * The rounds every `hours` (at half past a multiple of `hours`) after `from` up to `to`, at most
 * CHARTED_HOURS back: a patient arriving at 04:20 on 4-hourly observations is charted at 04:30.
 */
export function chartTimes(from: number, to: number, hours: number): number[] {
  const start = Math.max(from, to - CHARTED_HOURS * HOUR_MS) - 30 * 60_000;
  const first = Math.ceil(start / (hours * HOUR_MS)) * hours * HOUR_MS + 30 * 60_000;
  const times: number[] = [];
  for (let at = first; at <= to; at += hours * HOUR_MS) if (at > from) times.push(at);
  return times;
}

/** 0 at the first entry to 1 at the last: how far the patient has recovered. */
const progress = (n: number, count: number) => (count <= 1 ? 1 : n / (count - 1));
const iso = (ms: number) => new Date(ms).toISOString();

/** A chart kept to a course of its own: its entries, each at its moment, up to `to` (now). */
export function courseEntries(
  to: number,
  entries: readonly (readonly [at: number, values: RecordValues])[],
): RecordValues[] {
  return entries
    .filter(([at]) => at <= to)
    .map(([at, values]) => ({ recorded_at: iso(at), ...values }));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The regular chart over the stay, on the adult scale carried to a child's ranges for age. */
export function regularChart(
  care: Care,
  from: number,
  to: number,
  patient?: ChartPatient,
): RecordValues[] {
  const times = chartTimes(from, to, EVERY[care.every]);
  const course = care.pressureFromChart ? (care.chartCourse?.(from, to) ?? []) : [];
  return times.map((at, n) => {
    const ill = 1 - progress(n, times.length);
    const entry = forAge(patient, {
      recorded_at: iso(at),
      temperature: round1(36.8 + (care.fever ? 2.2 * ill : 0) + (n % 2) * 0.2),
      // Fast on arrival (110 on the adult scale) only with a reason to be; else up to 90.
      pulse: Math.round(
        82 + (care.fever || care.hypoxic || care.tachycardic ? 28 : 8) * ill + (n % 3),
      ),
      respiratory_rate: Math.round(18 + (care.hypoxic ? 12 : 4) * ill),
      bp_systolic: Math.round(care.hypertensive ? 138 + 32 * ill : 118 + (n % 3) * 4),
      bp_diastolic: Math.round(care.hypertensive ? 88 + 22 * ill : 74 + (n % 2) * 4),
      spo2: Math.round(care.hypoxic ? 96 - 8 * ill : 97),
      oxygen: care.hypoxic && ill > 0.3 ? 'Nasal cannula' : 'Room air',
      consciousness: 'Alert',
      pain_score: Math.round(2 + 4 * ill),
    });
    return { ...entry, ...lastPressure(course, at) };
  });
}

/** The protocol chart's last blood pressure at or before `at` (Care.pressureFromChart). */
function lastPressure(course: readonly RecordValues[], at: number): RecordValues {
  const last = course.findLast(
    (e) => Date.parse(String(e.recorded_at)) <= at && typeof e.bp_systolic === 'number',
  );
  return last ? { bp_systolic: last.bp_systolic, bp_diastolic: last.bp_diastolic } : {};
}

type Series = (at: number, ill: number, n: number, care: Care) => RecordValues;

/** A peak flow as a meter reads it: to the nearest 10 L/min. */
const meterReading = (litres: number) => Math.round(litres / 10) * 10;

/**
 * A child's predicted peak expiratory flow (L/min) from his height (cm): (height - 100) x 5 +
 * 100, the children's equation of the "Estimated/Expected Peak Expiratory Flow" calculators
 * (MDCalc's, for 5 to 7 years), after Godfrey S, Kamburoff PL, Nairn JR, "Spirometry, lung
 * volumes and airway resistance in normal children aged 5 to 18 years", Br J Dis Chest
 * 1970;64:15-24: 210 L/min at 122 cm.
 */
export const predictedPeakFlow = (heightCm: number) => (heightCm - 100) * 5 + 100;

/**
 * An asthmatic's peak flow (predicted from Care.heightCm): 40% of predicted on arrival, acute
 * severe asthma by BTS/SIGN 2019 (33-50% of best or predicted; under 33% life-threatening),
 * rising to 75% as the attack settles (the guideline's mark for going home), and some 8% of
 * predicted higher a quarter of an hour after a dose than before it.
 */
function peakFlow(care: Care, ill: number, afterDose: boolean): RecordValues {
  if (!care.heightCm) return {};
  const predicted = predictedPeakFlow(care.heightCm);
  const share = 0.4 + 0.35 * (1 - ill) + (afterDose ? 0.08 : 0);
  return { peak_flow: meterReading(predicted * share) };
}

/**
 * Charts drawn from the stay's progress (a chart with a Care.chartCourse keeps that instead);
 * `byAge`: written on the adult scale, a child's entries carried to the child's ranges (the
 * salbutamol chart's are a school child's already, and an adult with COPD reads them as well).
 */
const SERIES: Partial<Record<WardChart, { hours: number; entry: Series; byAge?: true }>> = {
  neuroSignChart: {
    hours: 1,
    entry: (_at, ill) => ({
      gcs_eye: ill > 0.6 ? 3 : 4,
      gcs_verbal: ill > 0.3 ? 4 : 5,
      gcs_motor: 6,
      pupil_left_size: 3,
      pupil_left_reaction: 'Brisk',
      pupil_right_size: 3,
      pupil_right_reaction: 'Brisk',
      limb_power_arms: 'Severe weakness',
      limb_power_legs: 'Mild weakness',
      pulse: Math.round(78 + 10 * ill),
      bp_systolic: Math.round(150 + 30 * ill),
      bp_diastolic: Math.round(90 + 10 * ill),
      respiratory_rate: 18,
      temperature: 36.9,
      notes: 'Right arm weaker than the leg; speech slurred',
    }),
  },
  chfFollowUpChart: {
    hours: 24,
    entry: (_at, ill) => ({
      weight: round1(71 + 6 * ill),
      fluid_intake: 1400,
      urine_output: Math.round(2300 - 600 * ill),
      pulse: Math.round(88 + 20 * ill),
      bp_systolic: 112,
      bp_diastolic: 70,
      respiratory_rate: Math.round(20 + 10 * ill),
      spo2: Math.round(95 - 6 * ill),
      oedema_grade: ill > 0.5 ? '3+ (to thigh)' : '1+ (ankle)',
      orthopnoea: ill > 0.5 ? 'Yes' : 'No',
      jvp_raised: ill > 0.2 ? 'Yes' : 'No',
      crackles: ill > 0.5 ? 'Up to mid-zones' : 'Bases',
      nyha_class: ill > 0.5 ? 'IV' : 'III',
    }),
  },
  bloodTransfusionChart: {
    hours: 1,
    byAge: true,
    entry: (_at, _ill, n) => {
      const phases = ['Before start', '15 minutes', 'Hourly', 'Hourly', 'End of unit'] as const;
      return {
        component: 'Whole blood',
        unit_number: 'NBB-2026-041187',
        phase: phases[Math.min(n, phases.length - 1)],
        temperature: n === 2 ? 38.1 : 36.9,
        pulse: 112 - n * 4,
        respiratory_rate: 22,
        bp_systolic: 100 + n * 2,
        bp_diastolic: 62,
        spo2: 97,
        volume_transfused: Math.min(n * 110, 450),
        ...(n === 2
          ? {
              reaction_signs: ['Fever'],
              action_taken:
                'Rate slowed, paracetamol given, doctor reviewed: febrile non-haemolytic reaction, unit continued',
            }
          : {}),
      };
    },
  },
  salbutamolChart: {
    hours: 4,
    entry: (_at, ill, n, care) => ({
      timing: n % 2 === 0 ? 'Before dose' : '15 minutes after',
      ...peakFlow(care, ill, n % 2 === 1),
      ...(n === 0 && care.heightCm
        ? {
            notes: `Peak flow best of three; height ${care.heightCm} cm, predicted ${predictedPeakFlow(care.heightCm)} L/min`,
          }
        : {}),
      // The dose the medication sheet orders (5 mg for the asthmatic boy and the COPD).
      salbutamol_dose: care.medicines.find(([code]) => code === 'SAL-2-5-NEB')?.[1] ?? 2.5,
      delivery: 'Nebuliser',
      respiratory_rate: Math.round(24 + 16 * ill - (n % 2) * 4),
      pulse: Math.round(110 + 20 * ill),
      spo2: Math.round(95 - 6 * ill + (n % 2)),
      wheeze: ill > 0.5 ? 'Throughout expiration' : 'End-expiratory',
      accessory_muscles: ill > 0.5 ? 'Yes' : 'No',
      speech: ill > 0.6 ? 'Phrases' : 'Sentences',
    }),
  },
  shockChart: {
    hours: 4,
    entry: (_at, ill) => ({
      pulse: Math.round(96 + 30 * ill),
      bp_systolic: Math.round(104 - 24 * ill),
      bp_diastolic: Math.round(62 - 16 * ill),
      capillary_refill: ill > 0.5 ? 4 : 2,
      respiratory_rate: Math.round(20 + 8 * ill),
      spo2: 95,
      mental_status: ill > 0.7 ? 'Voice' : 'Alert',
      urine_output: Math.round(60 - 40 * ill),
      lactate: round1(1.4 + 3.4 * ill),
      vasopressor: ill > 0.3 ? 'Norepinephrine' : 'None',
      ...(ill > 0.3 ? { vasopressor_rate: round1(0.05 + 0.15 * ill) } : {}),
    }),
  },
  diabetesChart: {
    hours: 4,
    entry: (_at, ill, n) => ({
      time_point: 'Random',
      blood_glucose: Math.round(n === 1 ? 58 : 126 + 144 * ill),
      insulin_type: n === 1 ? 'None' : 'Regular (soluble)',
      ...(n === 1 ? {} : { insulin_dose: Math.round(4 + 6 * ill) }),
      ...(n === 1
        ? { hypoglycaemia_treatment: '50 mL of 10% dextrose IV, recheck 104 mg/dL' }
        : {}),
    }),
  },
};

/** The protocol chart's entries over the stay (a transfusion: its one unit, hour by hour). */
export function protocolChart(
  care: Care,
  from: number,
  to: number,
  patient?: ChartPatient,
): RecordValues[] {
  if (care.chartCourse) return care.chartCourse(from, to);
  const series = care.chart && SERIES[care.chart];
  if (!series) return [];
  const { hours, entry, byAge } = series;
  const times =
    care.chart === 'bloodTransfusionChart'
      ? [0, 0.25, 1.25, 2.25, 3.25]
          .map((h) => from + 6 * HOUR_MS + h * HOUR_MS)
          .filter((at) => at <= to)
      : // The first observations on arrival on the ward, then on the protocol's hours.
        [from, ...chartTimes(from, to, hours)].filter((at) => at <= to);
  return times.map((at, n) => {
    const values = { recorded_at: iso(at), ...entry(at, 1 - progress(n, times.length), n, care) };
    return byAge ? forAge(patient, values) : values;
  });
}
