/**
 * The demo hospital's clinical day as timed steps, planned from its patients and the moment
 * the seed began: today's walk-ins in every clinic's queue (demo-clinic-medicine.ts,
 * -pediatrics.ts, -gynecology.ts, -surgery.ts), the past visits of a handful of them
 * (demo-clinic-followups.ts, demo-clinic-past.ts, demo-clinic-kidney.ts), the emergency department's board
 * (demo-emergency-stories.ts) and two scanned documents. Each step is one write by one role at one moment;
 * seed-clinical-activity.ts makes them in order. The same plan and moment give the same steps.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { calendarDay } from '../../engine/format/dates';
import type { RecordValues } from '../models/model-runtime';
import { weekdayOf } from '../rules/appointments/working-hours';
import type { BillingPlan } from './demo-billing-plan';
import { addDays, hospitalTime, ZONE } from './demo-calendar';
import { FOLLOW_UPS } from './demo-clinic-followups';
import { GYNECOLOGY } from './demo-clinic-gynecology';
import { KIDNEY } from './demo-clinic-kidney';
import { INTERNAL_MEDICINE } from './demo-clinic-medicine';
import { PAST_VISITS } from './demo-clinic-past';
import { STORY_PATIENTS } from './demo-clinic-patients';
import { PEDIATRICS } from './demo-clinic-pediatrics';
import { SURGERY } from './demo-clinic-surgery';
import { pickStoryPatients } from './demo-clinical-picks';
import { emergencySteps, type Timeline, visitSteps } from './demo-clinical-steps';
import type { VisitStory } from './demo-clinical-types';
import { EMERGENCIES } from './demo-emergency-stories';
import type { DemoPlan } from './demo-plan';

export type Role =
  | 'Reception'
  | 'Triage Nurse'
  | 'Doctor'
  | 'Lab User'
  | 'Lab Manager'
  | 'Radiology User'
  | 'Radiologist'
  | 'Reception Cashier'
  | 'Lab Cashier'
  | 'Radiology Cashier'
  | 'Emergency Nurse';

/** The records of a visit the steps make, by model. */
export type VisitRecordModel =
  | 'vitalSign'
  | 'patientEvaluation'
  | 'chiefComplaint'
  | 'opdPhysicalExamination'
  | 'opdEvaluation'
  | 'diagnosis';

/** Where a doctor's order is made: a clinic visit, or an emergency (in the visit it opened). */
export type OrderSite = { visit: number } | { emergency: number };

/** What one write makes. Ordinals count a kind's records of one parent. */
export type StepWrite =
  | { kind: 'visit'; visit: number }
  | { kind: 'record'; visit: number; model: VisitRecordModel; ordinal: number; body: RecordValues }
  | { kind: 'move'; visit: number; to: string; room?: string }
  | ({ kind: 'lab'; ordinal: number; body: RecordValues } & OrderSite)
  | ({ kind: 'labCollect'; lab: number } & OrderSite)
  | ({ kind: 'labReject'; lab: number; sample: string; reason: string; notes: string } & OrderSite)
  | ({ kind: 'labResult'; lab: number; ordinal: number; body: RecordValues } & OrderSite)
  | ({ kind: 'labVerify'; lab: number } & OrderSite)
  | ({ kind: 'imaging'; ordinal: number; body: RecordValues } & OrderSite)
  | ({ kind: 'imagingSchedule'; study: number; scheduled_at: string; room: string } & OrderSite)
  | ({ kind: 'imagingPerform'; study: number } & OrderSite)
  | ({ kind: 'imagingReport'; study: number; body: RecordValues; image?: string } & OrderSite)
  | { kind: 'settle'; visit: number; point: 'Reception' | 'Lab' | 'Radiology' }
  | { kind: 'chronic'; patient: number; chronic_conditions: string }
  | { kind: 'emergency'; emergency: number }
  | { kind: 'emergencyVitals'; emergency: number; body: RecordValues }
  | { kind: 'emergencyExam'; emergency: number; body: RecordValues }
  | { kind: 'disposition'; emergency: number; body: RecordValues }
  | { kind: 'document'; document: number };

/** One write: what it makes, who makes it and when. */
export type ClinicalStep = { at: string; as: Role } & StepWrite;

export interface PlannedVisit {
  patient: number;
  /** Department code (demo-tables.ts) and, for one a doctor sees, the physician (plan index). */
  department: string;
  physician?: number;
  body: RecordValues;
}

export interface PlannedEmergency {
  patient: number;
  body: RecordValues;
}

export interface PlannedDocument {
  patient: number;
  visit?: number;
  /** Which letter its file is (demo-letters.ts). */
  letter: 'referral' | 'ecg';
  filename: string;
  body: RecordValues;
}

export interface ClinicalPlan {
  /** In order of arrival, the order they are created in. */
  visits: PlannedVisit[];
  emergencies: PlannedEmergency[];
  documents: PlannedDocument[];
  /** In time order. */
  steps: ClinicalStep[];
}

const MINUTE_MS = 60_000;
/** The earliest of today's stories began this many minutes before the seed's moment. */
const TODAY_SPAN = 300;

/** A past day a clinic was open: a weekend day moves back to the Friday before. */
function clinicDay(today: string, daysAgo: number): string {
  const day = addDays(today, -daysAgo);
  const weekday = weekdayOf(day);
  return weekday === 'Saturday' ? addDays(day, -1) : weekday === 'Sunday' ? addDays(day, -2) : day;
}

/**
 * How much today's stories are compressed at `now`: 1 once the hospital's day is older than
 * their span, less before (a seed at 02:00 still puts every arrival on today's queue). Every
 * minute a story of today plans (an arrival's minutes ago, a step's minutes after it) is
 * multiplied by it, here and wherever another seed derives a time from a story of today.
 */
export function todayScale(now: Date): number {
  const today = calendarDay(now, ZONE);
  const sinceMidnight =
    (now.getTime() - new Date(hospitalTime(today, '00:00')).getTime()) / MINUTE_MS;
  return Math.max(0, Math.min(1, (sinceMidnight - 1) / TODAY_SPAN));
}

/** Today's stories placed back from `now` (compressed by todayScale); past ones on their day. */
function timelineOf(now: Date, today: string) {
  const scale = todayScale(now);
  const at = (start: number, minutes: number): string =>
    new Date(Math.floor((start + minutes * scale * MINUTE_MS) / 1000) * 1000).toISOString();
  return {
    today: (minutesAgo: number): Timeline => {
      const start = now.getTime() - minutesAgo * scale * MINUTE_MS;
      return { day: today, at: (minutes) => at(start, minutes) };
    },
    past: (daysAgo: number, clock: string): Timeline => {
      const day = clinicDay(today, daysAgo);
      const start = new Date(hospitalTime(day, clock)).getTime();
      return {
        day,
        at: (minutes) => new Date(start + minutes * MINUTE_MS).toISOString(),
      };
    },
  };
}

/** Patients busy elsewhere in the demo: the billing morning's and those booked for today. */
function busyPatients(plan: DemoPlan, billing: BillingPlan, today: string) {
  const booked = plan.appointments.filter((a) => a.scheduled_at.startsWith(today));
  const busy = new Set([
    ...billing.orders.map((order) => order.patient),
    ...billing.bills.map((bill) => bill.patient),
    ...booked.map((a) => a.patient),
  ]);
  const later = new Set(booked.filter((a) => a.moves.length === 0).map((a) => a.patient));
  return { busy, later };
}

export function planClinical(plan: DemoPlan, billing: BillingPlan, now: Date): ClinicalPlan {
  const today = formatInTimeZone(now, ZONE, 'yyyy-MM-dd');
  const { busy, later } = busyPatients(plan, billing, today);
  const who = pickStoryPatients(plan.patients, STORY_PATIENTS, busy, later);
  const patientOf = (key: string) => who.get(key) as number;
  const timeline = timelineOf(now, today);
  const when = (story: VisitStory): Timeline =>
    'minutesAgo' in story.arrived
      ? timeline.today(story.arrived.minutesAgo)
      : timeline.past(story.arrived.daysAgo, story.arrived.clock);
  const stories = [
    ...FOLLOW_UPS,
    ...PAST_VISITS,
    ...INTERNAL_MEDICINE,
    ...PEDIATRICS,
    ...GYNECOLOGY,
    ...SURGERY,
    ...KIDNEY,
  ]
    .map((story) => ({ story, time: when(story) }))
    .sort((a, b) => a.time.at(0).localeCompare(b.time.at(0)));
  const lmpOf = (daysAgo: number) => addDays(today, -daysAgo);
  const steps: ClinicalStep[] = [];
  const visits: PlannedVisit[] = [];
  for (const [index, { story, time }] of stories.entries()) {
    const patient = plan.patients[patientOf(story.patient)];
    if (!patient) throw new Error(`demo clinical day: no patient for "${story.patient}"`);
    const made = visitSteps(story, index, patientOf(story.patient), patient, time, lmpOf);
    visits.push({
      ...made.visit,
      ...(story.consultation
        ? { physician: plan.physicians.findIndex((p) => p.departmentCode === story.department) }
        : {}),
    });
    steps.push(...made.steps);
  }
  const emergencies: PlannedEmergency[] = [];
  for (const [index, story] of EMERGENCIES.entries()) {
    const patient = plan.patients[patientOf(story.patient)];
    if (!patient) throw new Error(`demo clinical day: no patient for "${story.patient}"`);
    const time = timeline.today(story.minutesAgo);
    const made = emergencySteps(story, index, patientOf(story.patient), patient, time);
    emergencies.push(made.emergency);
    steps.push(...made.steps);
  }
  const documents = plannedDocuments(stories, steps, today, who);
  const ordered = steps
    .map((step, order) => ({ step, order }))
    .sort((a, b) => a.step.at.localeCompare(b.step.at) || a.order - b.order)
    .map(({ step }) => step);
  const late = ordered.find((step) => step.at > now.toISOString());
  if (late) throw new Error(`demo clinical day: a ${late.kind} step is after the seed's moment`);
  return { visits, emergencies, documents, steps: ordered };
}

/**
 * The ECG report the hypertensive patient brought to their first visit, and the referral
 * letter the appendicitis patient brought today (on their visit), each scanned at
 * registration; in that order, the order they are made in.
 */
function plannedDocuments(
  stories: { story: VisitStory; time: Timeline }[],
  steps: ClinicalStep[],
  today: string,
  who: Map<string, number>,
): PlannedDocument[] {
  const first = (key: string) => stories.findIndex(({ story }) => story.patient === key);
  const ecg = first('hypertensive');
  const referral = first('appendicitis');
  const documents: PlannedDocument[] = [
    {
      patient: who.get('hypertensive') as number,
      letter: 'ecg',
      filename: 'ecg-report.pdf',
      body: {
        title: '12-lead ECG report from a private cardiology clinic',
        category: 'Previous results',
        document_date: addDays(stories[ecg]?.time.day as string, -12),
        notes: 'Brought to the first hypertension visit',
      },
    },
    {
      patient: who.get('appendicitis') as number,
      visit: referral,
      letter: 'referral',
      filename: 'referral-letter-kality-health-center.pdf',
      body: {
        title: 'Referral letter from Kality Health Center',
        category: 'Referral letter',
        document_date: today,
        notes: 'Referred with suspected acute appendicitis',
      },
    },
  ];
  for (const [document, visit] of [ecg, referral].entries()) {
    const time = stories[visit]?.time as Timeline;
    steps.push({ kind: 'document', document, at: time.at(2), as: 'Reception' });
  }
  return documents;
}
