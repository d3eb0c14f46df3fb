/**
 * Each patient body gets a phone and date of birth of its own (unless a test gives them): two
 * alike would be likely duplicates, refused without a reason (patients.likely-duplicate). A
 * random start keeps the processes of one end-to-end run, sharing a server, apart too.
 */
let made = 0;
const start = Math.floor(Math.random() * 80_000_000);
const BORN = Date.UTC(1988, 3, 12);

/** 911234567, 9xxxxxxxx...: a phone no other body of this process has. */
export function uniquePhone(): string {
  made += 1;
  return `9${String(10_000_000 + ((start + made) % 89_999_999)).padStart(8, '0')}`;
}

/** 1988-04-12 or a day up to ten years before it, none other body of this process has. */
function uniqueBirthday(): string {
  const day = new Date(BORN - ((start + made) % 3650) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A valid patient body (schemas/patient.json) with the given overrides. */
export function patientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const phone = uniquePhone();
  return {
    first_name: 'Abebe',
    middle_name: 'Kebede',
    last_name: 'Tesfaye',
    sex: 'Male',
    date_of_birth: uniqueBirthday(),
    phone,
    region: 'Addis Ababa',
    city: 'Bole',
    emergency_contact_name: 'Almaz Bekele',
    emergency_contact_relationship: 'Spouse',
    emergency_contact_phone: '912345678',
    has_insurance: false,
    ...overrides,
  };
}

/** A physician's working week in tests: Monday to Friday, 08:30 to 17:00, 15-minute slots. */
export const WEEKDAY_HOURS = {
  working_days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  start_time: '08:30',
  end_time: '17:00',
  slot_minutes: 15,
};

/** A valid physician body (schemas/physician.json) in `department`, with the given overrides. */
export function physicianBody(
  department: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    first_name: 'Hana',
    last_name: 'Girma',
    phone: '911234567',
    specialty: 'General Practice',
    department,
    license_number: 'MD-0001',
    ...WEEKDAY_HOURS,
    ...overrides,
  };
}
