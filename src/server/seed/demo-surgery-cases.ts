/**
 * The demo theatre's day: the night's and morning's emergencies already operated on, the cases
 * in theatre now (demo-surgery-cases-operated.ts), the day's list still to come (one cancelled)
 * and tomorrow's elective list (demo-surgery-cases-listed.ts), in that order.
 * Times are minutes from the seed's moment (today's) or a clock time tomorrow.
 *
 * Clinical content: procedures, anesthesia and findings after WHO "Surgical Care at the
 * District Hospital" (2003) and the Ethiopian Federal Ministry of Health's Saving Lives Through
 * Safe Surgery (SaLTS) initiative (2016); diagnoses are ICD-10 (WHO, 2019); ASA physical status
 * (ASA, 2020 update); fasting per the ASA practice guideline (2023: solids 6 h, clear fluids 2 h).
 */

import type { CaseState } from '../rules/surgery/case-path';
import { LISTED_CASES } from './demo-surgery-cases-listed';
import { OPERATED_CASES } from './demo-surgery-cases-operated';
import type { TheatreCode } from './demo-surgery-theatres';

export type Surgeon = 'General Surgery' | 'Orthopedics' | 'Obstetrics 1' | 'Obstetrics 2';
export type Anesthesia = 'General' | 'Spinal' | 'Sedation';

/** When each step was taken, in minutes from the seed's moment (only the steps taken). */
export interface CaseTimes {
  preop?: number;
  signIn?: number;
  in?: number;
  incision?: number;
  closure?: number;
  recovery?: number;
  ward?: number;
}

export interface PlannedCase {
  procedure: string;
  icd: string;
  service: 'OR-MAJOR' | 'OR-MINOR';
  priority: 'Elective' | 'Urgent' | 'Emergency';
  side: 'Not applicable' | 'Left' | 'Right' | 'Bilateral';
  room: TheatreCode;
  surgeon: Surgeon;
  /** Index into demo-surgery-theatres.ts ANESTHETISTS. */
  anesthetist: number;
  anesthesia: Anesthesia;
  patient: { sex: 'Male' | 'Female'; ages: readonly [number, number] };
  /** On the open admission for this diagnosis (demo-admissions-plan.ts), when there is one. */
  admitted?: true;
  /** Booked start: minutes from the seed's moment, or a clock time tomorrow. */
  booked: number | { tomorrow: string };
  minutes: number;
  state: CaseState;
  times?: CaseTimes;
  /** The pre-anesthesia assessment (none for tomorrow's list, seen in the afternoon clinic). */
  assessment?: {
    asa: string;
    mallampati: string;
    weight: number;
    /** Hours before the booked start the patient last ate and drank clear fluids. */
    fasted: readonly [number, number];
    fit: 'Yes' | 'Yes, with precautions';
    allergies: string;
    comorbidities?: string;
    plan: string;
    notes: string;
  };
  checklist?: Record<string, string>;
  note?: {
    findings: string;
    details: string;
    bloodLoss: number;
    specimens?: string;
    complications: string;
    postOp: string;
  };
  cancelled?: string;
}

export const SURGICAL_CASES: readonly PlannedCase[] = [...OPERATED_CASES, ...LISTED_CASES];
