/**
 * The demo theatre's day: the night's and morning's emergencies already operated on, the cases
 * in theatre now, the day's list still to come (one cancelled), and tomorrow's elective list.
 * Times are minutes from the seed's moment (today's) or a clock time tomorrow.
 *
 * Clinical content: procedures, anesthesia and findings after WHO "Surgical Care at the
 * District Hospital" (2003) and the Ethiopian Federal Ministry of Health's Saving Lives Through
 * Safe Surgery (SaLTS) initiative (2016); diagnoses are ICD-10 (WHO, 2019): K35.8 acute
 * appendicitis, O66.9 obstructed labour (caesarean delivery, O82), K40.3/K40.9 inguinal hernia,
 * S72.3 fracture of the femoral shaft, O03.4 incomplete miscarriage, K81.0 acute cholecystitis,
 * N40 prostatic hyperplasia, D25.9 uterine leiomyoma, D17.9 lipoma, E04.2 multinodular goitre,
 * S82.2 tibial shaft fracture, O34.2 uterine scar; ASA physical status (ASA, 2020 update);
 * fasting per the ASA practice guideline (2023: solids 6 h, clear fluids 2 h).
 */
import type { TheatreCode } from './demo-surgery-theatres';

export type Surgeon = 'General Surgery' | 'Orthopedics' | 'Obstetrics 1' | 'Obstetrics 2';
export type CaseState =
  | 'Scheduled'
  | 'Pre-op'
  | 'Sign-in Done'
  | 'In Theatre'
  | 'Time-out Done'
  | 'Sign-out Done'
  | 'In Recovery'
  | 'Back to Ward'
  | 'Cancelled';
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

const EBL_NOTE = 'Nil';

export const SURGICAL_CASES: readonly PlannedCase[] = [
  {
    procedure: 'Open appendicectomy',
    icd: 'K35.8',
    service: 'OR-MAJOR',
    priority: 'Emergency',
    side: 'Right',
    room: 'OR-1',
    surgeon: 'General Surgery',
    anesthetist: 0,
    anesthesia: 'General',
    patient: { sex: 'Male', ages: [15, 35] },
    admitted: true,
    booked: -370,
    minutes: 75,
    state: 'Back to Ward',
    times: {
      preop: -400,
      signIn: -372,
      in: -365,
      incision: -345,
      closure: -300,
      recovery: -290,
      ward: -215,
    },
    assessment: {
      asa: 'ASA I',
      mallampati: 'I',
      weight: 62,
      fasted: [9, 5],
      fit: 'Yes',
      allergies: 'No known allergies',
      plan: 'General (ETT)',
      notes: 'Rapid sequence induction (vomiting at home); cefazolin before incision',
    },
    checklist: { site_marked: 'Yes', specimen_labelled: 'Labelled correctly' },
    note: {
      findings:
        'Inflamed, oedematous, non-perforated retrocaecal appendix; about 20 mL of serous fluid in the right iliac fossa; caecum and terminal ileum normal',
      details:
        'Gridiron (McBurney) incision. Appendix delivered, mesoappendix ligated with 2-0 polyglactin, base crushed, ligated and buried with a purse-string. Fluid suctioned. Layered closure; skin with 3-0 nylon.',
      bloodLoss: 50,
      specimens: 'Appendix to histopathology',
      complications: EBL_NOTE,
      postOp:
        'Oral sips after 6 hours, then liquid diet; paracetamol 1 g every 8 hours; ceftriaxone and metronidazole for 24 hours; stitches out on day 7',
    },
  },
  {
    procedure: 'Lower segment caesarean section',
    icd: 'O66.9',
    service: 'OR-MAJOR',
    priority: 'Emergency',
    side: 'Not applicable',
    room: 'OR-3',
    surgeon: 'Obstetrics 1',
    anesthetist: 1,
    anesthesia: 'Spinal',
    patient: { sex: 'Female', ages: [18, 35] },
    booked: -160,
    minutes: 60,
    state: 'In Recovery',
    times: { preop: -185, signIn: -162, in: -155, incision: -140, closure: -100, recovery: -88 },
    assessment: {
      asa: 'ASA II',
      mallampati: 'II',
      weight: 71,
      fasted: [4, 3],
      fit: 'Yes, with precautions',
      allergies: 'No known allergies',
      comorbidities: 'Term pregnancy in obstructed labour, 14 hours of labour',
      plan: 'Spinal',
      notes:
        'Full stomach: spinal preferred; ranitidine and metoclopramide given; left uterine displacement',
    },
    checklist: {
      site_marked: 'Not applicable',
      blood_loss_risk: 'Yes, and adequate intravenous access and fluids planned',
      specimen_labelled: 'No specimen',
    },
    note: {
      findings:
        'Obstructed labour with a deeply engaged head and a thin lower segment; live male baby, Apgar 7 and 9, 3.4 kg; clear liquor; placenta complete',
      details:
        'Pfannenstiel incision, lower segment transverse uterine incision, baby delivered with gentle disimpaction of the head by the assistant from below. Oxytocin 5 IU IV and infusion. Uterus closed in two layers with chromic catgut 1. Haemostasis secured. Skin with 3-0 nylon.',
      bloodLoss: 600,
      complications: 'Small extension of the uterine incision on the left, repaired',
      postOp:
        'Oxytocin 20 IU in 1 L Ringer over 8 hours; observe bleeding and fundus every 15 minutes for 2 hours; breastfeeding in recovery',
    },
  },
  {
    procedure: 'Herniotomy and herniorrhaphy (Bassini) for obstructed inguinal hernia',
    icd: 'K40.3',
    service: 'OR-MAJOR',
    priority: 'Emergency',
    side: 'Right',
    room: 'OR-1',
    surgeon: 'General Surgery',
    anesthetist: 0,
    anesthesia: 'Spinal',
    patient: { sex: 'Male', ages: [40, 70] },
    booked: -115,
    minutes: 90,
    state: 'Sign-out Done',
    times: { preop: -140, signIn: -117, in: -110, incision: -92, closure: -20 },
    assessment: {
      asa: 'ASA II',
      mallampati: 'II',
      weight: 68,
      fasted: [10, 7],
      fit: 'Yes',
      allergies: 'No known allergies',
      comorbidities: 'Hypertension on amlodipine',
      plan: 'Spinal',
      notes: 'Amlodipine taken this morning',
    },
    checklist: { site_marked: 'Yes', specimen_labelled: 'No specimen' },
    note: {
      findings:
        'Indirect right inguinal hernia with a tight neck; loop of ileum congested but viable after release, pink and peristalsing',
      details:
        'Inguinal incision, sac opened, neck incised, bowel inspected with warm packs and returned. High ligation of the sac. Posterior wall repaired (Bassini) with nylon. Layered closure.',
      bloodLoss: 80,
      complications: EBL_NOTE,
      postOp:
        'Nil by mouth until bowel sounds, then oral fluids; tramadol for pain; scrotal support',
    },
  },
  {
    procedure: 'Open reduction and internal fixation of the femoral shaft (plate)',
    icd: 'S72.3',
    service: 'OR-MAJOR',
    priority: 'Urgent',
    side: 'Left',
    room: 'OR-2',
    surgeon: 'Orthopedics',
    anesthetist: 2,
    anesthesia: 'General',
    patient: { sex: 'Male', ages: [18, 45] },
    booked: -80,
    minutes: 150,
    state: 'Time-out Done',
    times: { preop: -110, signIn: -82, in: -75, incision: -50 },
    assessment: {
      asa: 'ASA I',
      mallampati: 'I',
      weight: 75,
      fasted: [12, 4],
      fit: 'Yes',
      allergies: 'No known allergies',
      comorbidities: 'Road traffic injury 3 days ago, on skin traction; haemoglobin 11.2 g/dL',
      plan: 'General (ETT)',
      notes: 'Two units of whole blood cross-matched',
    },
    checklist: {
      site_marked: 'Yes',
      blood_loss_risk: 'Yes, and adequate intravenous access and fluids planned',
      imaging_displayed: 'Yes',
    },
  },
  {
    procedure: 'Manual vacuum aspiration of the uterus',
    icd: 'O03.4',
    service: 'OR-MINOR',
    priority: 'Urgent',
    side: 'Not applicable',
    room: 'OR-3',
    surgeon: 'Obstetrics 2',
    anesthetist: 1,
    anesthesia: 'Sedation',
    patient: { sex: 'Female', ages: [20, 40] },
    booked: -20,
    minutes: 45,
    state: 'In Theatre',
    times: { preop: -45, signIn: -22, in: -12 },
    assessment: {
      asa: 'ASA I',
      mallampati: 'I',
      weight: 58,
      fasted: [7, 3],
      fit: 'Yes',
      allergies: 'Penicillin (rash)',
      plan: 'Sedation',
      notes:
        'Paracervical block with lidocaine and intravenous fentanyl; doxycycline, not penicillin',
    },
    checklist: { site_marked: 'Not applicable', known_allergy: 'Yes' },
  },
  {
    procedure: 'Open cholecystectomy',
    icd: 'K81.0',
    service: 'OR-MAJOR',
    priority: 'Urgent',
    side: 'Not applicable',
    room: 'OR-1',
    surgeon: 'General Surgery',
    anesthetist: 0,
    anesthesia: 'General',
    patient: { sex: 'Female', ages: [35, 60] },
    booked: 10,
    minutes: 120,
    state: 'Sign-in Done',
    times: { preop: -40, signIn: -5 },
    assessment: {
      asa: 'ASA II',
      mallampati: 'II',
      weight: 82,
      fasted: [14, 4],
      fit: 'Yes',
      allergies: 'No known allergies',
      comorbidities: 'Obesity (BMI 32)',
      plan: 'General (ETT)',
      notes: 'Ultrasound: thick-walled gallbladder with stones; 72 hours of antibiotics',
    },
    checklist: { site_marked: 'Not applicable' },
  },
  {
    procedure: 'Transurethral resection of the prostate',
    icd: 'N40',
    service: 'OR-MAJOR',
    priority: 'Elective',
    side: 'Not applicable',
    room: 'OR-1',
    surgeon: 'General Surgery',
    anesthetist: 0,
    anesthesia: 'Spinal',
    patient: { sex: 'Male', ages: [58, 80] },
    booked: 150,
    minutes: 90,
    state: 'Pre-op',
    times: { preop: -30 },
    assessment: {
      asa: 'ASA II',
      mallampati: 'II',
      weight: 66,
      fasted: [12, 4],
      fit: 'Yes',
      allergies: 'No known allergies',
      comorbidities: 'Type 2 diabetes on metformin; urethral catheter for retention for 3 weeks',
      plan: 'Spinal',
      notes: 'Metformin held this morning; blood glucose before the block',
    },
  },
  {
    procedure: 'Total abdominal hysterectomy',
    icd: 'D25.9',
    service: 'OR-MAJOR',
    priority: 'Elective',
    side: 'Not applicable',
    room: 'OR-3',
    surgeon: 'Obstetrics 1',
    anesthetist: 1,
    anesthesia: 'General',
    patient: { sex: 'Female', ages: [40, 55] },
    booked: 60,
    minutes: 120,
    state: 'Scheduled',
    assessment: {
      asa: 'ASA II',
      mallampati: 'II',
      weight: 70,
      fasted: [11, 3],
      fit: 'Yes',
      allergies: 'No known allergies',
      comorbidities: 'Anaemia corrected with oral iron (haemoglobin 11.8 g/dL)',
      plan: 'General (ETT)',
      notes: 'One unit cross-matched',
    },
  },
  {
    procedure: 'Excision of lipoma of the back',
    icd: 'D17.9',
    service: 'OR-MINOR',
    priority: 'Elective',
    side: 'Not applicable',
    room: 'OR-2',
    surgeon: 'Orthopedics',
    anesthetist: 2,
    anesthesia: 'Sedation',
    patient: { sex: 'Male', ages: [30, 60] },
    booked: 120,
    minutes: 45,
    state: 'Cancelled',
    cancelled:
      'Theatre OR-2 held for the femur fixation running long; rebooked on the minor list on Thursday',
  },
  {
    procedure: 'Herniorrhaphy (Bassini) for inguinal hernia',
    icd: 'K40.9',
    service: 'OR-MAJOR',
    priority: 'Elective',
    side: 'Left',
    room: 'OR-1',
    surgeon: 'General Surgery',
    anesthetist: 0,
    anesthesia: 'Spinal',
    patient: { sex: 'Male', ages: [25, 65] },
    admitted: true,
    booked: { tomorrow: '08:30' },
    minutes: 90,
    state: 'Scheduled',
  },
  {
    procedure: 'Subtotal thyroidectomy',
    icd: 'E04.2',
    service: 'OR-MAJOR',
    priority: 'Elective',
    side: 'Bilateral',
    room: 'OR-1',
    surgeon: 'General Surgery',
    anesthetist: 0,
    anesthesia: 'General',
    patient: { sex: 'Female', ages: [30, 55] },
    booked: { tomorrow: '10:30' },
    minutes: 120,
    state: 'Scheduled',
  },
  {
    procedure: 'Open reduction and internal fixation of the tibia (plate)',
    icd: 'S82.2',
    service: 'OR-MAJOR',
    priority: 'Elective',
    side: 'Right',
    room: 'OR-2',
    surgeon: 'Orthopedics',
    anesthetist: 2,
    anesthesia: 'Spinal',
    patient: { sex: 'Male', ages: [18, 50] },
    admitted: true,
    booked: { tomorrow: '08:30' },
    minutes: 120,
    state: 'Scheduled',
  },
  {
    procedure: 'Elective repeat caesarean section',
    icd: 'O34.2',
    service: 'OR-MAJOR',
    priority: 'Elective',
    side: 'Not applicable',
    room: 'OR-3',
    surgeon: 'Obstetrics 2',
    anesthetist: 1,
    anesthesia: 'Spinal',
    patient: { sex: 'Female', ages: [22, 38] },
    booked: { tomorrow: '08:30' },
    minutes: 60,
    state: 'Scheduled',
  },
];
