/**
 * The fixed tables the demo hospital is planned from (demo-plan.ts); its word lists are in
 * demo-names.ts.
 */

export const PATIENTS = 60;
/** Appointments per day, from today on. */
export const APPOINTMENTS_PER_DAY = [8, 6, 6, 5, 6, 5, 4];

export const DEPARTMENTS = [
  { name: 'Internal Medicine', code: 'IM', department_type: 'Clinical', phone_extension: '201' },
  { name: 'Pediatrics', code: 'PED', department_type: 'Clinical', phone_extension: '202' },
  {
    name: 'Obstetrics & Gynecology',
    code: 'OBGYN',
    department_type: 'Clinical',
    phone_extension: '203',
  },
  { name: 'Surgery', code: 'SURG', department_type: 'Clinical', phone_extension: '204' },
  { name: 'Emergency', code: 'ER', department_type: 'Clinical', phone_extension: '100' },
  { name: 'Laboratory', code: 'LAB', department_type: 'Diagnostic', phone_extension: '301' },
  { name: 'Radiology', code: 'RAD', department_type: 'Diagnostic', phone_extension: '302' },
  { name: 'Pharmacy', code: 'PHARM', department_type: 'Support', phone_extension: '401' },
];

/** A physician's working week, as schemas/physician.json's Schedule group holds it. */
export interface PostHours {
  working_days: readonly string[];
  start_time: string;
  end_time: string;
  slot_minutes: number;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
/** A clinic's full weekday: outpatient hours 08:30 to 17:00. */
const fullTime = (slot_minutes: number): PostHours => ({
  working_days: WEEKDAYS,
  start_time: '08:30',
  end_time: '17:00',
  slot_minutes,
});
/** A part-time consultant's morning clinics, Saturday's among them. */
const mornings = (working_days: string[], slot_minutes: number): PostHours => ({
  working_days,
  start_time: '08:30',
  end_time: '12:30',
  slot_minutes,
});

/**
 * Specialty, department and working week of each physician; the first of a department heads
 * it. Clinics run on weekdays, part-time consultants hold morning clinics (Saturday's too),
 * and the emergency department's general practitioner sees the weekend's outpatients.
 */
export const PHYSICIAN_POSTS: readonly (readonly [string, string, PostHours])[] = [
  ['Internal Medicine', 'IM', fullTime(15)],
  ['Cardiology', 'IM', mornings(['Monday', 'Wednesday', 'Saturday'], 20)],
  ['Pediatrics', 'PED', fullTime(15)],
  ['Pediatrics', 'PED', mornings(['Tuesday', 'Thursday', 'Saturday'], 15)],
  ['Obstetrics and Gynecology', 'OBGYN', fullTime(20)],
  ['Obstetrics and Gynecology', 'OBGYN', mornings(['Wednesday', 'Friday', 'Saturday'], 20)],
  ['General Surgery', 'SURG', fullTime(20)],
  ['Orthopedics', 'SURG', mornings(['Tuesday', 'Thursday', 'Saturday'], 20)],
  [
    'General Practice',
    'ER',
    {
      working_days: ['Saturday', 'Sunday'],
      start_time: '08:00',
      end_time: '20:00',
      slot_minutes: 15,
    },
  ],
  ['Radiology', 'RAD', fullTime(30)],
];

export const AGE_BANDS: [[number, number], number][] = [
  [[0, 4], 10],
  [[5, 14], 12],
  [[15, 29], 25],
  [[30, 49], 28],
  [[50, 69], 18],
  [[70, 89], 7],
];

export const REGIONS: [string, number][] = [
  ['Addis Ababa', 60],
  ['Oromia', 12],
  ['Amhara', 6],
  ['Sidama', 3],
  ['Central Ethiopia', 3],
  ['South Ethiopia', 3],
  ['Tigray', 2],
  ['Dire Dawa', 2],
  ['Harari', 2],
  ['Somali', 2],
  ['Afar', 1],
  ['Benishangul-Gumuz', 1],
  ['Gambela', 1],
  ['South West Ethiopia Peoples', 2],
];
