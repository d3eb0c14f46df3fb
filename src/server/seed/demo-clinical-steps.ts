/**
 * One clinical story as timed steps (demo-clinical-plan.ts): who writes what, minute by minute
 * after the arrival, in the order a clinic works. Reception registers the visit and takes the
 * consultation fee; the triage nurse takes vital signs and assesses, then marks the visit
 * triaged; the doctor calls the patient in, writes the complaint, examines, orders tests,
 * writes the SOAP note and diagnoses once the results they wait for are out (the orders' steps:
 * demo-order-steps.ts); the doctor completes the visit.
 */
import type { RecordValues } from '../models/model-runtime';
import { addDays } from './demo-calendar';
import { allergyAnswers, childGrowth } from './demo-clinical-picks';
import type {
  ClinicalStep,
  PlannedEmergency,
  PlannedVisit,
  Role,
  StepWrite,
  VisitRecordModel,
} from './demo-clinical-plan';
import type { Assessment, EmergencyStory, VisitStory, Vitals } from './demo-clinical-types';
import { imagingSteps, labSteps } from './demo-order-steps';
import type { PlannedPatient } from './demo-patients';

/** A story's clock: its day, and the moment so many minutes after the arrival. */
export interface Timeline {
  day: string;
  at(minutes: number): string;
}

const DAY_MS = 86_400_000;
const ADULT_AGE = 15;
const UNDER_FIVE = 5;

const ageOn = (patient: PlannedPatient, day: string) =>
  (Date.parse(day) - Date.parse(String(patient.body.date_of_birth))) / DAY_MS / 365.25;

/**
 * The vital signs as a record: a child's weight (and from five, height), left out, from their
 * age. A younger child's length is measured at growth monitoring, not at triage: their BMI stays
 * empty rather than flagged against the adult range.
 */
function vitalSigns(vitals: Vitals, patient: PlannedPatient, day: string): RecordValues {
  const age = ageOn(patient, day);
  if (age >= ADULT_AGE || vitals.weight !== undefined) return { ...vitals };
  const { weight, height } = childGrowth(age);
  return { weight, ...(age >= UNDER_FIVE ? { height } : {}), ...vitals };
}

function assessmentBody(
  assessment: Assessment,
  patient: PlannedPatient,
  day: string,
  lmpOf: (daysAgo: number) => string,
): RecordValues {
  const { concern, onsetDaysBefore, lmpDaysAgo, ...answers } = assessment;
  return {
    chief_concern: concern,
    ...(onsetDaysBefore === undefined ? {} : { onset_date: addDays(day, -onsetDaysBefore) }),
    ...allergyAnswers(patient.body),
    ...answers,
    ...(lmpDaysAgo === undefined ? {} : { lmp_date: lmpOf(lmpDaysAgo) }),
  };
}

export function visitSteps(
  story: VisitStory,
  visit: number,
  patientIndex: number,
  patient: PlannedPatient,
  time: Timeline,
  lmpOf: (daysAgo: number) => string,
): { visit: Omit<PlannedVisit, 'physician'>; steps: ClinicalStep[] } {
  const steps: ClinicalStep[] = [];
  const add = (minutes: number, as: Role, step: StepWrite) =>
    steps.push({ at: time.at(minutes), as, ...step });
  const counts = new Map<VisitRecordModel, number>();
  const record = (minutes: number, as: Role, model: VisitRecordModel, body: RecordValues) => {
    const ordinal = counts.get(model) ?? 0;
    counts.set(model, ordinal + 1);
    add(minutes, as, { kind: 'record', visit, model, ordinal, body });
  };
  add(0, 'Reception', { kind: 'visit', visit });
  if (story.paid) add(3, 'Reception Cashier', { kind: 'settle', visit, point: 'Reception' });
  const { triage, consultation: seen, end } = story;
  if (triage) {
    const t = triage.after;
    const vitals = vitalSigns(triage.vitals, patient, time.day);
    record(t, 'Triage Nurse', 'vitalSign', { ...vitals, taken_at: time.at(t) });
    if (triage.assessment) {
      const body = assessmentBody(triage.assessment, patient, time.day, lmpOf);
      record(t + 3, 'Triage Nurse', 'patientEvaluation', { ...body, evaluated_at: time.at(t + 3) });
    }
    add(t + 5, 'Triage Nurse', { kind: 'move', visit, to: 'Triaged' });
  }
  let lastWord = 0;
  if (seen) {
    const c = seen.after;
    add(c, 'Doctor', { kind: 'move', visit, to: 'In Consultation', room: seen.room });
    record(c + 2, 'Doctor', 'chiefComplaint', { ...seen.complaint });
    if (seen.examination)
      record(c + 6, 'Doctor', 'opdPhysicalExamination', { ...seen.examination });
    const labs = seen.labs ?? [];
    const imaging = seen.imaging ?? [];
    const reported = Math.max(
      labSteps(story, { visit }, patient, c, labs, add),
      imagingSteps(story, { visit }, time.day, c, imaging, add),
    );
    const noted = Math.max(c + 14, reported + 5);
    if (seen.soap) record(noted, 'Doctor', 'opdEvaluation', { ...seen.soap });
    for (const { code, onsetDaysBefore, ...diagnosis } of seen.diagnoses ?? [])
      record(noted + 1, 'Doctor', 'diagnosis', {
        disease: code,
        ...diagnosis,
        ...(onsetDaysBefore === undefined
          ? {}
          : { onset_date: addDays(time.day, -onsetDaysBefore) }),
      });
    if (seen.chronic_conditions)
      add(noted + 2, 'Doctor', {
        kind: 'chronic',
        patient: patientIndex,
        chronic_conditions: seen.chronic_conditions,
      });
    lastWord = noted + 2;
  }
  if (end?.status === 'Completed')
    add(Math.max(end.after, lastWord + 2), 'Doctor', { kind: 'move', visit, to: 'Completed' });
  if (end?.status === 'Left Without Being Seen')
    add(end.after, 'Reception', { kind: 'move', visit, to: end.status });
  return {
    visit: {
      patient: patientIndex,
      department: story.department,
      body: {
        visit_type: story.visit_type,
        reason: story.reason,
        ...(story.referred_from ? { referred_from: story.referred_from } : {}),
        arrived_at: time.at(0),
      },
    },
    steps,
  };
}

/** The triage nurse records the emergency once triaged, two minutes after it arrived. */
const TRIAGED_AFTER = 2;

export function emergencySteps(
  story: EmergencyStory,
  emergency: number,
  patientIndex: number,
  patient: PlannedPatient,
  time: Timeline,
): { emergency: PlannedEmergency; steps: ClinicalStep[] } {
  const steps: ClinicalStep[] = [];
  const add = (minutes: number, as: Role, step: StepWrite) =>
    steps.push({ at: time.at(minutes), as, ...step });
  add(TRIAGED_AFTER, 'Emergency Nurse', { kind: 'emergency', emergency });
  const vitals = vitalSigns(story.vitals, patient, time.day);
  const taken = TRIAGED_AFTER + 1;
  add(taken, 'Emergency Nurse', {
    kind: 'emergencyVitals',
    emergency,
    body: { ...vitals, taken_at: time.at(taken) },
  });
  if (story.examination) {
    const { after, body, labs = [], imaging = [] } = story.examination;
    add(after, 'Doctor', {
      kind: 'emergencyExam',
      emergency,
      body: { ...body, examined_at: time.at(after) },
    });
    labSteps(story, { emergency }, patient, after, labs, add);
    imagingSteps(story, { emergency }, time.day, after, imaging, add);
  }
  // Admitted is the admission's to record: demo-admissions.ts admits the patient from the
  // emergency at that time, which disposes it. The doctor writes the other dispositions.
  if (story.disposition && story.disposition.disposition !== 'Admitted') {
    const { after, disposition, notes } = story.disposition;
    add(after, 'Doctor', {
      kind: 'disposition',
      emergency,
      body: { disposition, disposition_notes: notes },
    });
  }
  return {
    emergency: {
      patient: patientIndex,
      body: {
        arrived_at: time.at(0),
        arrival_mode: story.arrival_mode,
        brought_by: story.brought_by,
        chief_complaint: story.chief_complaint,
        triage_category: story.triage_category,
        triage_at: time.at(TRIAGED_AFTER),
        ...(story.interventions ? { interventions: story.interventions } : {}),
      },
    },
    steps,
  };
}
