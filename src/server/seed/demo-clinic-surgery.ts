/**
 * Today's walk-ins at the demo hospital's Surgery clinic, each a story of the minutes after
 * arrival: an appendicitis referred by a health centre with the surgeon (its referral letter is
 * one of the demo's documents, demo-letters.ts; its ultrasound reported, its pre-operative
 * serum haemolysed and asked for again), a hernia triaged, two waiting.
 *
 * Clinical content, and where it comes from: the Alvarado score (Alvarado, Annals of Emergency
 * Medicine 1986;15:557): migration of the pain, anorexia, vomiting, right iliac fossa
 * tenderness (2), rebound, fever, leucocytosis (2) and neutrophilia, 10 of 10 here; antibiotics
 * before appendicectomy as the Ethiopian Food and Drug Authority's Standard Treatment Guidelines
 * for General Hospital (4th edition, 2021) give them. Ultrasound signs (a non-compressible
 * appendix over 6 mm, an appendicolith, echogenic fat): ACR Appropriateness Criteria, Right
 * Lower Quadrant Pain (2022). A haemolysed sample is rejected for potassium, which leaks from
 * broken red cells: CLSI GP44-A4 (2010) and WHO, Laboratory quality management system
 * handbook (2011).
 */
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

export const SURGERY: VisitStory[] = [
  {
    patient: 'appendicitis',
    department: 'SURG',
    visit_type: 'Referral',
    referred_from: 'Kality Health Center',
    reason: 'Right lower abdominal pain: suspected appendicitis',
    arrived: { minutesAgo: 130 },
    paid: true,
    triage: {
      after: 6,
      vitals: {
        temperature: 38.1,
        pulse: 104,
        respiratory_rate: 20,
        bp_systolic: 122,
        bp_diastolic: 76,
        spo2: 98,
        weight: 66,
        height: 172,
        pain_score: 7,
      },
      assessment: {
        ...calm,
        concern: 'Right lower abdominal pain since yesterday evening',
        onsetDaysBefore: 1,
        muac_cm: 26,
      },
    },
    consultation: {
      after: 40,
      room: 'OPD 8',
      complaint: {
        complaint: 'Right lower abdominal pain',
        duration: 18,
        duration_unit: 'Hours',
        history_of_present_illness:
          'Pain began around the navel yesterday evening and moved to the right lower abdomen overnight; worse on walking and coughing. Lost appetite, vomited once. No diarrhoea, urinary symptoms or earlier similar pain. Referred from Kality Health Center with suspected appendicitis.',
      },
      examination: {
        general_appearance: 'Lies still, in pain; febrile',
        chest: 'Clear',
        cardiovascular: 'Pulse 104/min, regular',
        abdomen:
          "Tenderness and guarding in the right iliac fossa, maximal at McBurney's point; rebound tenderness; Rovsing's sign positive; bowel sounds present",
        genitourinary: 'No costovertebral angle tenderness',
      },
      labs: [
        {
          tests: ['CBC'],
          priority: 'Urgent',
          clinical_notes: 'Suspected acute appendicitis',
          reportedAfter: 30,
          results: [{ test: 'CBC', values: { WBC: '14.6', NEUT: '84', HGB: '14.1' } }],
        },
        {
          tests: ['ELEC', 'BG'],
          priority: 'STAT',
          clinical_notes: 'For appendicectomy today: electrolytes after vomiting, blood group',
          rejected: {
            sample: 'SER',
            after: 14,
            reason: 'Haemolysed',
            notes:
              'Serum pink after centrifugation: potassium would read falsely high. Please collect a new sample (no tight tourniquet, no fist clenching).',
          },
        },
      ],
      imaging: [
        {
          test: 'RAD-US-ABD',
          priority: 'Urgent',
          clinical_notes: 'Right iliac fossa pain, Alvarado 10: appendicitis? free fluid?',
          orderedAfter: 12,
          performedAfter: 18,
          report: {
            after: 38,
            technique:
              'Transabdominal ultrasound with graded compression of the right iliac fossa, 3.5 and 7.5 MHz probes.',
            findings:
              '<p>A blind-ending, non-compressible tubular structure in the right iliac fossa, 9 mm across, with a 6 mm echogenic appendicolith casting a shadow at its base. The surrounding fat is echogenic; a small amount of free fluid lies beside it. No abscess.</p><p>Liver, gallbladder, pancreas, spleen and both kidneys normal. Bladder normal.</p>',
            impression:
              '<p>Acute appendicitis with an appendicolith; no perforation or abscess seen.</p>',
          },
        },
      ],
      soap: {
        subjective:
          'Periumbilical pain moving to the right lower abdomen over 18 hours, with anorexia and one vomit.',
        objective:
          'T 38.1 °C, pulse 104/min; right iliac fossa tenderness with guarding and rebound; WBC 14.6 ×10³/µL, neutrophils 84%. Ultrasound: non-compressible appendix 9 mm with an appendicolith.',
        assessment: 'Acute appendicitis (Alvarado score 10 of 10).',
        plan: "Nil by mouth; IV Ringer's lactate; ceftriaxone 1 g and metronidazole 500 mg IV; analgesia. Consent for appendicectomy; admit to the surgical ward for theatre today once the new electrolytes sample is back (the first was haemolysed).",
      },
      diagnoses: [{ code: 'K35.8', rank: 'Primary', certainty: 'Provisional', onsetDaysBefore: 1 }],
    },
  },
  {
    patient: 'hernia',
    department: 'SURG',
    visit_type: 'New',
    reason: 'Groin swelling',
    arrived: { minutesAgo: 80 },
    triage: {
      after: 15,
      vitals: {
        temperature: 36.6,
        pulse: 76,
        respiratory_rate: 16,
        bp_systolic: 128,
        bp_diastolic: 82,
        spo2: 98,
        weight: 70,
        height: 170,
        pain_score: 2,
      },
      assessment: {
        ...calm,
        concern: 'Swelling in the right groin for six months, bigger on standing',
        onsetDaysBefore: 180,
        muac_cm: 27,
      },
    },
  },
  {
    patient: 'sutures',
    department: 'SURG',
    visit_type: 'Follow-up',
    reason: 'Suture removal',
    arrived: { minutesAgo: 40 },
  },
  {
    patient: 'neckSwelling',
    department: 'SURG',
    visit_type: 'New',
    reason: 'Swelling on the front of the neck',
    arrived: { minutesAgo: 15 },
  },
];
