/**
 * The fixed tables the demo hospital is planned from (demo-plan.ts); its word lists are in
 * demo-names.ts.
 */

export const PATIENTS = 60;
/** Appointments per day, from today on. */
export const APPOINTMENTS_PER_DAY = [8, 6, 6, 5, 6, 5, 4];
/** Hospital hours: half-hour slots, 08:30 to 11:30 and 13:30 to 16:30 (hospital time). */
export const SLOTS = [
  '08:30',
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
];

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

/** Specialty and department of each physician; the first of a department heads it. */
export const PHYSICIAN_POSTS = [
  ['Internal Medicine', 'IM'],
  ['Cardiology', 'IM'],
  ['Pediatrics', 'PED'],
  ['Pediatrics', 'PED'],
  ['Obstetrics and Gynecology', 'OBGYN'],
  ['Obstetrics and Gynecology', 'OBGYN'],
  ['General Surgery', 'SURG'],
  ['Orthopedics', 'SURG'],
  ['General Practice', 'ER'],
  ['Radiology', 'RAD'],
] as const;

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
