/**
 * The shapes of the demo hospital's clinical stories (demo-clinic-*.ts, one file per clinic's
 * day and two of past visits, and demo-emergency-stories.ts): what happens at each visit or
 * emergency, minute by minute after the patient arrives. demo-clinical-plan.ts turns them into timed
 * steps for particular patients of the demo plan.
 */

/** Who a story needs: age in whole years today, and the rest where it matters. */
export interface Who {
  ages: readonly [number, number];
  sex?: 'Male' | 'Female';
  /** Pays cash (the story's bills are settled in full by the patient). */
  cash?: boolean;
  /** No recorded allergy (the story prescribes a drug a patient may be allergic to). */
  noAllergy?: boolean;
  /** Their blood group is on record (the story's laboratory reports it). */
  bloodGroupKnown?: boolean;
}

/** A set of vital signs (schemas/vitalSign.json); a child's weight and height, left out, come from their age. */
export interface Vitals {
  temperature?: number;
  pulse?: number;
  respiratory_rate?: number;
  bp_systolic?: number;
  bp_diastolic?: number;
  spo2?: number;
  weight?: number;
  height?: number;
  pain_score?: number;
  random_blood_sugar?: number;
  notes?: string;
}

/** A nursing assessment (schemas/patientEvaluation.json); allergies come from the patient. */
export interface Assessment {
  concern: string;
  onsetDaysBefore?: number;
  mobility?: string;
  fall_risk?: 'Low' | 'Moderate' | 'High';
  muac_cm?: number;
  weight_loss?: 'Yes' | 'No' | 'Unknown';
  pregnancy_status?: 'Pregnant' | 'Not pregnant' | 'Unknown';
  /** The first day of the last menstrual period, this many days before the seed's today. */
  lmpDaysAgo?: number;
  notes?: string;
}

export interface Complaint {
  complaint: string;
  duration?: number;
  duration_unit?: 'Hours' | 'Days' | 'Weeks' | 'Months' | 'Years';
  history_of_present_illness?: string;
}

export type Examination = Partial<
  Record<
    | 'general_appearance'
    | 'heent'
    | 'chest'
    | 'cardiovascular'
    | 'abdomen'
    | 'genitourinary'
    | 'musculoskeletal'
    | 'neurological'
    | 'skin',
    string
  >
>;

export interface Soap {
  subjective?: string;
  objective?: string;
  assessment: string;
  plan: string;
}

export interface Diagnosis {
  /** An ICD-10 code of the seeded catalogue (seed-icd10.ts). */
  code: string;
  rank: 'Primary' | 'Secondary';
  certainty: 'Provisional' | 'Confirmed';
  onsetDaysBefore?: number;
  notes?: string;
}

/**
 * One reported test: its values by the catalogue's parameter codes (lab-catalogue*.ts); the
 * server works out each value's unit, reference range and flag for the patient.
 * `$abo` and `$rh` stand for the patient's blood group on record (O and Positive for O+).
 */
export interface LabResult {
  /** The test's code in the catalogue (CBC, RFT, BF...). */
  test: string;
  values: Record<string, string>;
  comments?: string;
}

export interface LabOrder {
  /** Tests by their catalogue code: the laboratory collects the sample each needs. */
  tests: string[];
  priority: 'Routine' | 'Urgent' | 'STAT';
  clinical_notes: string;
  /**
   * Minutes after the consultation began that the doctor ordered it: 10, a minute more for each
   * order before it, unless said. An order after the laboratory's cashier settled the visit's
   * earlier orders waits unpaid.
   */
  orderedAfter?: number;
  /** Minutes after the order the laboratory reported; no results: still pending. */
  reportedAfter?: number;
  results?: LabResult[];
  /** Reported but not yet verified: the results wait for the Lab Manager. */
  unverified?: true;
  /** Not reported, but its samples collected this many minutes after the order. */
  collectedAfter?: number;
  /**
   * A collected sample the laboratory rejected, by its sample type's code (LAB_SAMPLE_TYPES),
   * minutes after the order: its reason (one of labSample's) and the lab user's note on it.
   * The request asks for a new one.
   */
  rejected?: { sample: string; after: number; reason: 'Haemolysed' | 'Clotted'; notes: string };
}

/** A radiology report: rich text as the report's editor stores it (HTML paragraphs). */
export interface ImagingReport {
  /** Minutes after the order the Radiologist wrote and signed it. */
  after: number;
  technique: string;
  findings: string;
  impression: string;
  /** The picture attached to it (demo-radiograph.ts), by its file name. */
  image?: string;
}

export interface ImagingOrder {
  /** The study's code in the radiology catalogue (radiology-catalogue.ts). */
  test: string;
  priority: 'Routine' | 'Urgent' | 'STAT';
  clinical_notes: string;
  /** Minutes after the consultation began that the doctor ordered it. */
  orderedAfter: number;
  /** Booked by the radiology user, minutes after the order, for a later day's clock time. */
  scheduled?: { after: number; daysLater: number; clock: string; room: string };
  /** Minutes after the order the radiology user performed it (the patient paid first). */
  performedAfter?: number;
  report?: ImagingReport;
}

/** One outpatient visit: minutes are counted from the patient's arrival. */
export interface VisitStory {
  /** The patient, by a key of the stories' patient table: stories sharing a key share a patient. */
  patient: string;
  /** Department code (demo-tables.ts). */
  department: 'IM' | 'PED' | 'OBGYN' | 'SURG';
  visit_type: 'New' | 'Follow-up' | 'Referral';
  reason: string;
  referred_from?: string;
  /** Today, this many minutes before the seed's moment; or a past day at a clock time. */
  arrived: { minutesAgo: number } | { daysAgo: number; clock: string };
  triage?: { after: number; vitals: Vitals; assessment?: Assessment };
  consultation?: {
    after: number;
    room: string;
    complaint: Complaint;
    examination?: Examination;
    labs?: LabOrder[];
    imaging?: ImagingOrder[];
    soap?: Soap;
    diagnoses?: Diagnosis[];
    /** The patient's chronic conditions as the doctor records them on the chart. */
    chronic_conditions?: string;
  };
  /** How the visit ended, if it has: completed by the doctor, or left unseen. */
  end?: { after: number; status: 'Completed' | 'Left Without Being Seen' };
  /**
   * The patient paid: the consultation at arrival, the laboratory before it collects, radiology
   * before it performs a study.
   */
  paid?: boolean;
}

/** The emergency physical examination (schemas/emergencyPhysicalExamination.json). */
export type EmergencyExamination = Record<string, string> & { impression: string };

/** One emergency: minutes are counted from the arrival. */
export interface EmergencyStory {
  patient: string;
  minutesAgo: number;
  arrival_mode: 'Walk-in' | 'Ambulance' | 'Referral';
  brought_by: string;
  chief_complaint: string;
  triage_category: 'Red' | 'Orange' | 'Yellow' | 'Green';
  interventions?: string;
  vitals: Vitals;
  /**
   * The doctor's examination, and what they order from it (at once, `orderedAfter` minutes
   * after it): the emergency department runs its tests first and bills them later.
   */
  examination?: {
    after: number;
    body: EmergencyExamination;
    labs?: LabOrder[];
    imaging?: ImagingOrder[];
  };
  disposition?: {
    after: number;
    disposition: 'Discharged' | 'Admitted' | 'Referred' | 'Left';
    notes: string;
  };
}
