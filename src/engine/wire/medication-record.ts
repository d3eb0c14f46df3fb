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
  /** What a Given dose took, as the server stored it (rules/inpatient/dose-stock.ts). */
  taken: MarDoseTaken | null;
}

/**
 * What a Given dose took: its volume, the units issued, the vial or bottle it drew from (the
 * dose that opened it, when it was opened, what it left and when it is to be discarded), the
 * line "40 mg = 0.4 mL = 1 prefilled syringe" and the working in words.
 */
export interface MarDoseTaken {
  dose_taken: string | null;
  dose_volume_ml: number | null;
  quantity_issued: number | null;
  container_dose: number | null;
  container_opened_at: string | null;
  container_left_ml: number | null;
  container_discard_at: string | null;
  stock_working: string | null;
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

/**
 * A multi-dose vial or bottle opened for the patient (by the dose `opening_dose`): open, or
 * closed with what it still held discarded, when and why (rules/inpatient/dose-container.ts).
 */
export interface MarContainer {
  opening_dose: number;
  medicine: string;
  batch_number: string | null;
  opened_at: string | null;
  /** mL left after the last dose drawn from it. */
  left_ml: number | null;
  discard_at: string | null;
  /** How many doses were drawn from it, the opening one included, and their mL. */
  doses: number;
  drawn_ml: number;
  closed_at: string | null;
  waste_ml: number | null;
  closed_reason: string | null;
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
  /** The admission's vials and bottles, opened first first. */
  containers: MarContainer[];
}
