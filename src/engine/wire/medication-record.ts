/**
 * The medication administration record (MAR) of an admission for one hospital day
 * (`GET /api/inpatient/admissions/:id/mar?date=YYYY-MM-DD`): what the patient is allergic to,
 * and one row per medication order with the day's scheduled doses, each with its state, and the
 * As needed doses given that day.
 */
import type { DoseState } from '../inpatient/dose-state';

export interface MarDose {
  /** When the dose was due (ISO); for an As needed dose, the time it was recorded for. */
  scheduled_at: string;
  state: DoseState;
  /** The recording shown (the Given one when there is one, else the latest), if any. */
  administration: number | null;
  administered_at: string | null;
  /** Who recorded it: their account's e-mail, and their name as the MAR shows them. */
  administered_by: string | null;
  administered_by_name: string | null;
  batch_number: string | null;
  reason: string | null;
}

export interface MarRow {
  order: number;
  order_number: string;
  medicine: string;
  /** "1 g", "500 mg". */
  dose: string;
  route: string | null;
  frequency: string;
  sheet: string;
  status: string;
  start_at: string | null;
  end_at: string | null;
  allergy_warning: string | null;
  as_needed: boolean;
  doses: MarDose[];
}

export interface MarAllergy {
  allergen: string;
  allergen_type: string | null;
  reaction: string | null;
  severity: string | null;
}

export interface MarAnswer {
  admission: number;
  admission_number: string;
  date: string;
  time_zone: string;
  /** The registration record's allergies (free text), if any. */
  known_allergies: string | null;
  allergies: MarAllergy[];
  rows: MarRow[];
}
