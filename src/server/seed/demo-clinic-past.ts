/**
 * Past outpatient visits of the demo hospital besides the followed patients'
 * (demo-clinic-followups.ts): the antenatal contacts of a first pregnancy, a toddler's ear
 * infection, a presumed typhoid and an H. pylori gastritis. The mother and the toddler are back
 * today (demo-clinic-gynecology.ts, demo-clinic-pediatrics.ts).
 *
 * Clinical content, and where it comes from:
 * - Antenatal care: WHO recommendations on antenatal care for a positive pregnancy experience
 *   (2016): booking tests (blood group and Rh, haemoglobin, HIV, hepatitis B), anaemia in
 *   pregnancy below 11 g/dL, tetanus toxoid, deworming after the first trimester, one
 *   ultrasound before 24 weeks (dating by crown-rump length: Robinson and Fleming, BJOG
 *   1975;82:702; nuchal translucency under 3.5 mm normal: ISUOG practice guidelines, 2013).
 * - Otitis media: WHO IMCI chart booklet (2014), acute ear infection: amoxicillin for 5 days.
 * - Typhoid and H. pylori: Ethiopian Food and Drug Authority, Standard Treatment Guidelines
 *   for General Hospital, 4th edition (2021): ciprofloxacin for typhoid (a Widal test alone
 *   does not confirm it); triple therapy (a proton pump inhibitor, amoxicillin and
 *   clarithromycin) for 14 days.
 */
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

/** The mother's LMP: 26 weeks before today, when she comes for her third contact. */
const LMP_DAYS_AGO = 182;

const ANTENATAL: VisitStory[] = [
  {
    patient: 'antenatal',
    department: 'OBGYN',
    visit_type: 'New',
    reason: 'First antenatal care visit',
    arrived: { daysAgo: 98, clock: '09:00' },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 36.6,
        pulse: 82,
        respiratory_rate: 16,
        bp_systolic: 108,
        bp_diastolic: 68,
        spo2: 99,
        weight: 58,
        height: 160,
      },
      assessment: {
        ...calm,
        concern: 'Missed periods for three months; nausea in the mornings',
        pregnancy_status: 'Pregnant',
        lmpDaysAgo: LMP_DAYS_AGO,
        muac_cm: 24.5,
      },
    },
    consultation: {
      after: 30,
      room: 'OPD 6',
      complaint: {
        complaint: 'Missed periods and morning nausea',
        duration: 12,
        duration_unit: 'Weeks',
        history_of_present_illness:
          'First pregnancy. No bleeding or abdominal pain; nausea most mornings, eating fairly well. No chronic illness, no medicines.',
      },
      examination: {
        general_appearance: 'Well; not pale',
        cardiovascular: 'BP 108/68 mmHg',
        abdomen: 'Uterus just palpable above the pubic symphysis',
      },
      labs: [
        {
          tests: ['BG', 'HBSAG', 'HIV', 'CBC'],
          priority: 'Routine',
          clinical_notes: 'Antenatal booking tests at 12 weeks',
          reportedAfter: 50,
          results: [
            { test: 'BG', values: { ABO: '$abo', RH: '$rh' } },
            { test: 'HBSAG', values: { HBSAG: 'Non-reactive' } },
            {
              test: 'HIV',
              // The national algorithm: a first test non-reactive reports negative.
              values: { T1: 'Non-reactive', RESULT: 'Negative' },
              comments: 'Pre-test and post-test counselling given',
            },
            // 11.8 g/dL: above the 11.0 that anaemia in pregnancy starts below (WHO).
            { test: 'CBC', values: { HGB: '11.8' } },
          ],
        },
      ],
      imaging: [
        {
          test: 'RAD-US-OB',
          priority: 'Routine',
          clinical_notes: 'First pregnancy, 12 weeks by LMP: dating and viability',
          orderedAfter: 11,
          performedAfter: 20,
          report: {
            after: 45,
            technique: 'Transabdominal obstetric ultrasound, 3.5 MHz curvilinear probe.',
            findings:
              '<p>A single live intrauterine pregnancy. Crown-rump length 56 mm, corresponding to 12 weeks 2 days, in keeping with the dates by LMP. Fetal heart 158/min, regular. Nuchal translucency 1.4 mm. Placenta posterior, clear of the cervix. Adnexa normal.</p>',
            impression:
              '<p>Single live intrauterine pregnancy of 12 weeks 2 days by crown-rump length, concordant with the LMP; EDD by LMP confirmed.</p>',
          },
        },
      ],
      soap: {
        assessment: 'Intrauterine pregnancy of 12 weeks by LMP, first contact; low risk.',
        plan: 'Iron and folic acid daily; first tetanus-diphtheria dose given; dating ultrasound; nutrition counselling. Next contact at 20 weeks.',
      },
      diagnoses: [{ code: 'Z34.0', rank: 'Primary', certainty: 'Confirmed' }],
    },
    end: { after: 95, status: 'Completed' },
  },
  {
    patient: 'antenatal',
    department: 'OBGYN',
    visit_type: 'Follow-up',
    reason: 'Antenatal care visit',
    arrived: { daysAgo: 42, clock: '09:30' },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 36.7,
        pulse: 84,
        respiratory_rate: 16,
        bp_systolic: 110,
        bp_diastolic: 70,
        spo2: 99,
        weight: 60.5,
        height: 160,
      },
      assessment: {
        ...calm,
        concern: 'Antenatal care; first fetal movements felt',
        pregnancy_status: 'Pregnant',
        lmpDaysAgo: LMP_DAYS_AGO,
        muac_cm: 25,
      },
    },
    consultation: {
      after: 25,
      room: 'OPD 6',
      complaint: { complaint: 'Antenatal care visit; no complaints' },
      examination: {
        cardiovascular: 'BP 110/70 mmHg; no oedema',
        abdomen: 'Fundal height at the umbilicus; fetal heart 148/min',
      },
      soap: {
        assessment: 'Intrauterine pregnancy at 20 weeks, progressing normally; quickening felt.',
        plan: 'Continue iron and folic acid; mebendazole 500 mg once (deworming after the first trimester). Next contact at 26 weeks, fasting, for a glucose tolerance test.',
      },
      diagnoses: [{ code: 'Z34.0', rank: 'Primary', certainty: 'Confirmed' }],
    },
    end: { after: 45, status: 'Completed' },
  },
];

const OTHERS: VisitStory[] = [
  {
    patient: 'toddler',
    department: 'PED',
    visit_type: 'New',
    reason: 'Ear pain and fever',
    arrived: { daysAgo: 63, clock: '14:00' },
    paid: true,
    triage: {
      after: 10,
      vitals: { temperature: 38.3, pulse: 132, respiratory_rate: 28, spo2: 98 },
    },
    consultation: {
      after: 30,
      room: 'OPD 4',
      complaint: {
        complaint: 'Pulling at the right ear and fever',
        duration: 2,
        duration_unit: 'Days',
        history_of_present_illness:
          'Fever and crying, pulling at the right ear for two days; no discharge; feeding less.',
      },
      examination: {
        heent: 'Right eardrum red and bulging; left normal; throat mildly red',
        chest: 'Clear',
      },
      soap: {
        assessment: 'Acute otitis media, right (IMCI: acute ear infection).',
        plan: 'Amoxicillin 40 mg/kg twice daily for 5 days; paracetamol for pain and fever. Review in 5 days if not better.',
      },
      diagnoses: [{ code: 'H66.9', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 2 }],
    },
    end: { after: 50, status: 'Completed' },
  },
  {
    patient: 'typhoid',
    department: 'IM',
    visit_type: 'New',
    reason: 'Fever, headache and abdominal pain',
    arrived: { daysAgo: 35, clock: '10:20' },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 38.6,
        pulse: 88,
        respiratory_rate: 18,
        bp_systolic: 112,
        bp_diastolic: 72,
        spo2: 98,
        weight: 64,
        height: 168,
        pain_score: 4,
      },
    },
    consultation: {
      after: 35,
      room: 'OPD 2',
      complaint: {
        complaint: 'Fever, headache and abdominal pain',
        duration: 8,
        duration_unit: 'Days',
        history_of_present_illness:
          'Step-wise rising fever for eight days with headache, dull abdominal pain and constipation; drinks water from a shared well. No cough, urinary symptoms or jaundice.',
      },
      examination: {
        general_appearance: 'Sick-looking, febrile',
        heent: 'Coated tongue',
        cardiovascular: 'Pulse 88/min despite a temperature of 38.6 °C',
        abdomen: 'Mild diffuse tenderness, no guarding; spleen tip palpable',
      },
      labs: [
        {
          tests: ['WIDAL', 'WEIL', 'CBC'],
          priority: 'Routine',
          clinical_notes: 'Fever for eight days: typhoid or typhus?',
          reportedAfter: 60,
          results: [
            { test: 'WIDAL', values: { TO: '1:320', TH: '1:160' } },
            { test: 'WEIL', values: { OX19: '1:40' } },
            { test: 'CBC', values: { WBC: '4.2' } },
          ],
        },
      ],
      soap: {
        assessment:
          'Presumed typhoid fever: eight days of step-wise fever, relative bradycardia, splenomegaly and raised Widal titres (a Widal test alone does not confirm it; no blood culture).',
        plan: 'Ciprofloxacin 500 mg twice daily for 7 days; paracetamol; boil drinking water. Return with worse abdominal pain, black stools or confusion.',
      },
      diagnoses: [{ code: 'A01.0', rank: 'Primary', certainty: 'Provisional', onsetDaysBefore: 8 }],
    },
    end: { after: 110, status: 'Completed' },
  },
  {
    patient: 'gastritis',
    department: 'IM',
    visit_type: 'New',
    reason: 'Burning upper abdominal pain',
    arrived: { daysAgo: 21, clock: '11:00' },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 36.7,
        pulse: 76,
        respiratory_rate: 16,
        bp_systolic: 122,
        bp_diastolic: 78,
        spo2: 99,
        weight: 68,
        height: 168,
        pain_score: 5,
      },
    },
    consultation: {
      after: 30,
      room: 'OPD 2',
      complaint: {
        complaint: 'Burning epigastric pain',
        duration: 1,
        duration_unit: 'Months',
        history_of_present_illness:
          'Burning upper abdominal pain for a month, worse when hungry and at night, eased by food; bloating. Takes diclofenac for knee pain most days. No vomiting of blood, black stools, weight loss or difficulty swallowing.',
      },
      examination: {
        general_appearance: 'Well',
        abdomen: 'Mild epigastric tenderness; no mass or organomegaly',
      },
      labs: [
        {
          tests: ['HPYAG'],
          priority: 'Routine',
          clinical_notes: 'Dyspepsia for a month without alarm features',
          reportedAfter: 45,
          results: [{ test: 'HPYAG', values: { HPYAG: 'Positive' } }],
        },
      ],
      soap: {
        assessment: 'Acute gastritis from NSAID use, with H. pylori infection; no alarm features.',
        plan: 'Stop diclofenac (paracetamol for the knees); omeprazole 20 mg, amoxicillin 1 g and clarithromycin 500 mg, each twice daily for 14 days, then omeprazole 20 mg daily for 4 weeks. Review in 4 weeks.',
      },
      diagnoses: [
        { code: 'K29.1', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 30 },
        {
          code: 'B96.8',
          rank: 'Secondary',
          certainty: 'Confirmed',
          notes: 'Helicobacter pylori: stool antigen positive',
        },
      ],
    },
    end: { after: 90, status: 'Completed' },
  },
];

/** The other past visits. */
export const PAST_VISITS: VisitStory[] = [...ANTENATAL, ...OTHERS];
