/**
 * The demo theatre's day so far: the night's and morning's emergencies already operated on and
 * the cases in theatre now, one in each state from Back to Ward to In Theatre.
 * Times are minutes from the seed's moment.
 *
 * Clinical content: procedures, anesthesia and findings after WHO "Surgical Care at the
 * District Hospital" (2003) and the Ethiopian Federal Ministry of Health's Saving Lives Through
 * Safe Surgery (SaLTS) initiative (2016); diagnoses are ICD-10 (WHO, 2019): K35.8 acute
 * appendicitis, O66.9 obstructed labour (caesarean delivery, O82), K40.3 obstructed inguinal
 * hernia, S72.3 fracture of the femoral shaft, O03.4 incomplete miscarriage; ASA physical status
 * (ASA, 2020 update); fasting per the ASA practice guideline (2023: solids 6 h, clear fluids 2 h).
 */
import type { PlannedCase } from './demo-surgery-cases';

const EBL_NOTE = 'Nil';

export const OPERATED_CASES: readonly PlannedCase[] = [
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
];
