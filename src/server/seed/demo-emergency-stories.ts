/**
 * The demo hospital's emergency department today: six patients on the board, from a head
 * injury and a convulsing child (Red) to a cut thumb (Green), and two who came early and have
 * gone (a stroke admitted, a sprained ankle sent home: demo-emergency-earlier.ts). The Red and
 * Orange ones are examined by a doctor; the two Red ones have STAT tests ordered (the head
 * injury's blood taken, its CT waiting; the child's blood film not yet taken).
 *
 * Clinical content, and where it comes from:
 * - Triage categories and their signs: the South African Triage Scale's adult chart (SATS
 *   Training Manual, Emergency Medicine Society of South Africa, 2012), as schemas/emergency.json
 *   lists them: current seizure, Red; acute shortness of breath, acute focal neurology and
 *   pregnancy with abdominal pain, Orange; other burns and moderate pain, Yellow; the rest Green.
 * - Primary survey and GCS: American College of Surgeons, ATLS 10th edition (2018); GCS terms
 *   as Teasdale et al. give them (Lancet Neurology 2014).
 * - Acute severe asthma and its treatment: Global Initiative for Asthma (GINA) report, 2023.
 * - Febrile seizures, rectal diazepam 0.5 mg/kg: WHO, Pocket Book of Hospital Care for
 *   Children, 2nd edition (2013).
 */
import type { EmergencyStory } from './demo-clinical-types';
import { EARLIER_EMERGENCIES } from './demo-emergency-earlier';

const alert = { gcs_eye: '4', gcs_verbal: '5', gcs_motor: '6' };

/** In order of arrival, the earliest first. */
export const EMERGENCIES: EmergencyStory[] = [
  ...EARLIER_EMERGENCIES,
  {
    patient: 'thumbCut',
    minutesAgo: 110,
    arrival_mode: 'Walk-in',
    brought_by: 'Came alone',
    chief_complaint:
      'Cut on the right thumb from a kitchen knife 30 minutes ago; bleeding stopped with a cloth',
    triage_category: 'Green',
    interventions: 'Wound cleaned; pressure dressing; waiting for suturing',
    vitals: {
      temperature: 36.7,
      pulse: 82,
      respiratory_rate: 16,
      bp_systolic: 124,
      bp_diastolic: 80,
      spo2: 99,
      pain_score: 3,
    },
  },
  {
    patient: 'burn',
    minutesAgo: 55,
    arrival_mode: 'Walk-in',
    brought_by: 'A neighbour',
    chief_complaint: 'Scald of the left forearm and hand from a pot of boiling water an hour ago',
    triage_category: 'Yellow',
    interventions:
      'Cooled under running water for 20 minutes; paracetamol 1 g; silver sulfadiazine dressing; tetanus toxoid',
    vitals: {
      temperature: 36.9,
      pulse: 98,
      respiratory_rate: 18,
      bp_systolic: 126,
      bp_diastolic: 80,
      spo2: 99,
      pain_score: 6,
    },
  },
  {
    patient: 'labour',
    minutesAgo: 40,
    arrival_mode: 'Referral',
    brought_by: 'Midwife of Kotebe Health Center, by ambulance',
    chief_complaint:
      'In labour for 10 hours at 39 weeks, waters broke 2 hours ago (clear); referred for a previous caesarean section',
    triage_category: 'Orange',
    interventions: 'Left lateral position; IV line; partograph started',
    vitals: {
      temperature: 37.2,
      pulse: 96,
      respiratory_rate: 20,
      bp_systolic: 124,
      bp_diastolic: 78,
      spo2: 98,
      pain_score: 8,
    },
    examination: {
      after: 10,
      body: {
        airway: 'Patent',
        breathing: 'Normal',
        circulation: 'Normal',
        circulation_notes: 'Pulse 96/min; BP 124/78 mmHg',
        ...alert,
        abdomen:
          'Term-size uterus; lower-segment scar, not tender; 3 contractions in 10 minutes of 40 seconds; fetal heart 140/min, regular',
        pelvis_and_genitourinary: 'Cervix 6 cm, 80% effaced; vertex at station -1; clear liquor',
        impression:
          'Active first stage of labour at term after one caesarean section: trial of labour under close watch in the labour ward; theatre informed.',
      },
    },
  },
  {
    patient: 'headInjury',
    minutesAgo: 25,
    arrival_mode: 'Ambulance',
    brought_by: 'Ethiopian Red Cross ambulance crew, with a traffic police officer',
    chief_complaint:
      'Pedestrian hit by a minibus taxi about 40 minutes ago; unconscious at the scene, vomited twice',
    triage_category: 'Red',
    interventions:
      'Cervical collar and spinal precautions; jaw thrust and suction, oxygen 10 L/min by non-rebreather mask; two large-bore IV lines, normal saline; pressure dressing on the scalp; CT of the head and cervical spine requested',
    vitals: {
      temperature: 36.4,
      pulse: 112,
      respiratory_rate: 26,
      bp_systolic: 150,
      bp_diastolic: 92,
      spo2: 91,
    },
    examination: {
      after: 5,
      body: {
        airway: 'At risk',
        airway_notes: 'Snoring respirations, blood in the mouth cleared by suction; collar on',
        breathing: 'Normal',
        breathing_notes: 'RR 26, equal air entry, no chest wall tenderness or crepitus',
        circulation: 'Normal',
        circulation_notes:
          'Pulse 112/min, BP 150/92 mmHg, capillary refill 2 s; scalp bleeding controlled',
        gcs_eye: '2',
        gcs_verbal: '3',
        gcs_motor: '5',
        pupils: 'Right 4 mm sluggish, left 3 mm brisk; moves all four limbs, the left less',
        exposure: '8 cm right parietal scalp laceration; abrasions of the right forearm and hip',
        head_and_neck: 'Boggy right parietal swelling; no blood or fluid from the ears or nose',
        chest: 'No bruising; clear',
        abdomen: 'Soft, no distension or bruising',
        musculoskeletal: 'Pelvis stable; no long-bone deformity',
        impression:
          'Moderate traumatic brain injury (GCS 10) after a road traffic accident, possible right-sided intracranial haematoma; cervical spine not cleared. CT head and cervical spine now, head up 30°, neurosurgery review, oxygen saturation above 94%.',
      },
      // Blood for theatre taken at once; the CT waits for the scanner.
      labs: [
        {
          tests: ['CBC', 'BG'],
          priority: 'STAT',
          clinical_notes: 'Head injury, GCS 10, possible intracranial haematoma: before theatre',
          orderedAfter: 1,
          collectedAfter: 3,
        },
      ],
      imaging: [
        {
          test: 'RAD-CT-HEAD',
          priority: 'STAT',
          clinical_notes:
            'Pedestrian hit by a minibus, GCS 10, right pupil sluggish: intracranial haematoma?',
          orderedAfter: 2,
        },
      ],
    },
  },
  {
    patient: 'asthma',
    minutesAgo: 15,
    arrival_mode: 'Walk-in',
    brought_by: 'Her husband',
    chief_complaint:
      'Known asthmatic, breathless and wheezing since last night despite her salbutamol inhaler; speaks in short phrases',
    triage_category: 'Orange',
    interventions:
      'Sitting up; oxygen to SpO2 94-98%; salbutamol 5 mg with ipratropium 0.5 mg nebulised every 20 minutes for three doses; hydrocortisone 200 mg IV',
    vitals: {
      temperature: 37,
      pulse: 122,
      respiratory_rate: 32,
      bp_systolic: 132,
      bp_diastolic: 84,
      spo2: 89,
    },
    examination: {
      after: 6,
      body: {
        airway: 'Patent',
        airway_notes: 'Speaks in phrases',
        breathing: 'Laboured',
        breathing_notes:
          'RR 32, accessory muscles in use, widespread expiratory wheeze; no silent chest',
        circulation: 'Normal',
        circulation_notes: 'Pulse 122/min; BP 132/84 mmHg',
        ...alert,
        impression:
          'Acute severe asthma (phrases, RR 32, pulse 122, SpO2 89% on air) without life-threatening features. Back-to-back bronchodilators, steroids; peak flow after treatment; magnesium sulfate 2 g IV if no response.',
      },
    },
  },
  {
    patient: 'febrileConvulsion',
    minutesAgo: 8,
    arrival_mode: 'Walk-in',
    brought_by: 'Mother and father, by bajaj',
    chief_complaint:
      'Fever since yesterday; shaking of the whole body for about 5 minutes at home and again on arrival',
    triage_category: 'Red',
    interventions:
      'Recovery position, suction, oxygen by face mask; diazepam 0.5 mg/kg rectally; blood glucose 96 mg/dL; paracetamol suppository; blood film for malaria sent',
    vitals: {
      temperature: 39.6,
      pulse: 164,
      respiratory_rate: 40,
      spo2: 93,
      random_blood_sugar: 96,
    },
    examination: {
      after: 4,
      body: {
        airway: 'At risk',
        airway_notes: 'Secretions, cleared by suction; no stridor',
        breathing: 'Normal',
        breathing_notes: 'RR 40, no chest indrawing, clear chest',
        circulation: 'Normal',
        circulation_notes: 'Pulse 164/min; capillary refill under 2 s; warm hands',
        gcs_eye: '2',
        gcs_verbal: '2',
        gcs_motor: '4',
        pupils: 'Equal and reactive',
        exposure: 'No rash or petechiae; no injuries',
        head_and_neck: 'No neck stiffness (post-ictal: to be examined again)',
        neurological: 'Post-ictal and drowsy; moves all limbs equally',
        impression:
          'Generalised seizure with fever, stopped after rectal diazepam: febrile seizure likely; exclude meningitis and severe malaria (blood film; lumbar puncture once stable). Cool, watch the airway, repeat glucose.',
      },
      labs: [
        {
          tests: ['BF', 'CBC'],
          priority: 'STAT',
          clinical_notes: 'Febrile seizure; glucometer 96 mg/dL: malaria? infection?',
          orderedAfter: 1,
        },
      ],
    },
  },
];
