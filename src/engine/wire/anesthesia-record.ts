/**
 * A surgical case's anesthesia record (`GET /api/surgery/cases/{id}/anesthesia-record`): the
 * pre-anesthesia assessment in brief, the six intra-operative series in time order and their
 * totals, as the server reads them and the case page's "Anesthesia record" shows them.
 */

/** One entry of a series: its row as stored (the model's own fields) and who wrote it when. */
export interface AnesthesiaEntry {
  id: number;
  recorded_at: string;
  recorded_by: string | null;
  [field: string]: unknown;
}

/** The six series, each oldest first (by recorded_at, then id). */
export interface AnesthesiaSeries {
  anesthesiaGas: AnesthesiaEntry[];
  /** With `product_name`, `dose_unit_name` and `route_name` read beside the ids. */
  anesthesiaMedication: AnesthesiaEntry[];
  anesthesiaMonitoring: AnesthesiaEntry[];
  anesthesiaVitalSign: AnesthesiaEntry[];
  anesthesiaVentilation: AnesthesiaEntry[];
  anesthesiaFluid: AnesthesiaEntry[];
}

export const ANESTHESIA_SERIES_MODELS = [
  'anesthesiaGas',
  'anesthesiaMedication',
  'anesthesiaMonitoring',
  'anesthesiaVitalSign',
  'anesthesiaVentilation',
  'anesthesiaFluid',
] as const satisfies readonly (keyof AnesthesiaSeries)[];

export type AnesthesiaSeriesModel = (typeof ANESTHESIA_SERIES_MODELS)[number];

/** Volumes of one fluid (mL). */
export interface FluidVolume {
  fluid: string;
  volume: number;
}

/** A drug's doses added up, per unit it was given in ("Propofol 200 mg"). */
export interface DrugTotal {
  product: number;
  name: string;
  unit: number;
  unit_name: string;
  total_dose: number;
  /** How many times it was given. */
  doses: number;
}

export interface AnesthesiaTotals {
  fluids_in: FluidVolume[];
  fluids_in_total: number;
  fluids_out: FluidVolume[];
  fluids_out_total: number;
  /** In minus out (mL): negative when more was lost than given. */
  balance: number;
  drugs: DrugTotal[];
  /** Time under anesthesia (ISO instants, whole minutes); null without any entry. */
  anesthesia_start: string | null;
  anesthesia_end: string | null;
  anesthesia_minutes: number | null;
  /** What the start was read from: the first Induction or Spinal block event, else the first entry. */
  anesthesia_start_from: 'Induction' | 'Spinal block' | 'first entry' | null;
  /** What the end was read from: the last Extubation event after the start, else the last entry. */
  anesthesia_end_from: 'Extubation' | 'last entry' | null;
}

/** The pre-anesthesia assessment in brief (allergies shown on the case). */
export interface PreAnesthesiaBrief {
  id: number;
  asa_class: string;
  emergency_modifier: string | null;
  mallampati: string;
  allergies: string;
  plan: string;
  fit_for_anesthesia: string;
  fasting_solids_hours: number | null;
  fasting_fluids_hours: number | null;
  fasting_flags: string[];
}

export interface AnesthesiaRecordAnswer {
  surgical_case: {
    id: number;
    case_number: string;
    status: string;
    priority: string;
    scheduled_start: string | null;
  };
  pre_anesthesia: PreAnesthesiaBrief | null;
  series: AnesthesiaSeries;
  totals: AnesthesiaTotals;
}
