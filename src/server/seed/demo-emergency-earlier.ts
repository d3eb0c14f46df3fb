/**
 * The two patients of the demo hospital's emergency department who came early today and have
 * gone (demo-emergency-stories.ts holds the board): a stroke on waking, admitted, and a
 * sprained ankle sent home.
 *
 * Clinical content, and where it comes from:
 * - Triage categories: the South African Triage Scale's adult chart (SATS Training Manual,
 *   Emergency Medicine Society of South Africa, 2012): acute focal neurology Orange, the rest
 *   Green; GCS terms as Teasdale et al. give them (Lancet Neurology 2014).
 * - Stroke on waking, outside the 4.5-hour window for thrombolysis: American Heart Association
 *   and American Stroke Association, Guidelines for the Early Management of Acute Ischemic
 *   Stroke (2019).
 * - Ankle injuries: the Ottawa ankle rules (Stiell et al., JAMA 1993;269:1127).
 */
import type { EmergencyStory } from './demo-clinical-types';

/** In order of arrival, the earliest first. */
export const EARLIER_EMERGENCIES: EmergencyStory[] = [
  {
    patient: 'stroke',
    minutesAgo: 300,
    arrival_mode: 'Ambulance',
    brought_by: "Ambulance crew, with the patient's son",
    chief_complaint:
      'Weakness of the right arm and leg and slurred speech since waking this morning; known hypertensive, stopped his tablets',
    triage_category: 'Orange',
    interventions:
      'Head up 30°; nil by mouth until a swallow screen; blood glucose 132 mg/dL; CT head requested',
    vitals: {
      temperature: 36.8,
      pulse: 88,
      respiratory_rate: 18,
      bp_systolic: 188,
      bp_diastolic: 104,
      spo2: 96,
      random_blood_sugar: 132,
    },
    examination: {
      after: 8,
      body: {
        airway: 'Patent',
        airway_notes: 'Speaking, slurred; no secretions',
        breathing: 'Normal',
        breathing_notes: 'RR 18, clear chest',
        circulation: 'Normal',
        circulation_notes: 'Pulse 88/min regular; BP 188/104 mmHg',
        gcs_eye: '4',
        gcs_verbal: '4',
        gcs_motor: '6',
        pupils: 'Equal and reactive; right arm and leg power 2/5; right facial droop',
        neurological: 'Expressive dysphasia; right hemiparesis; right plantar extensor',
        impression:
          'Acute stroke, left hemisphere, noticed on waking (outside the window for thrombolysis); hypertension off treatment. CT head, swallow screen, admit.',
      },
    },
    disposition: {
      after: 100,
      disposition: 'Admitted',
      notes: 'Admitted to the medical ward for stroke care after CT head (no haemorrhage)',
    },
  },
  {
    patient: 'sprain',
    minutesAgo: 280,
    arrival_mode: 'Walk-in',
    brought_by: 'Two friends from his football team',
    chief_complaint: 'Twisted the left ankle playing football an hour ago; walks with pain',
    triage_category: 'Green',
    interventions: 'Ice and elevation; ibuprofen 400 mg',
    vitals: {
      temperature: 36.6,
      pulse: 80,
      respiratory_rate: 16,
      bp_systolic: 122,
      bp_diastolic: 76,
      spo2: 99,
      pain_score: 4,
    },
    disposition: {
      after: 60,
      disposition: 'Discharged',
      notes:
        'Ottawa ankle rules negative: no X-ray needed. Crepe bandage; rest, ice and elevation; ibuprofen 400 mg three times daily for 3 days; come back if unable to bear weight.',
    },
  },
];
