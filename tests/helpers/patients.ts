/** A valid patient body (schemas/patient.json) with the given overrides. */
export function patientBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: 'Abebe',
    middle_name: 'Kebede',
    last_name: 'Tesfaye',
    sex: 'Male',
    date_of_birth: '1988-04-12',
    phone: '911234567',
    region: 'Addis Ababa',
    city: 'Bole',
    emergency_contact_name: 'Almaz Bekele',
    emergency_contact_relationship: 'Spouse',
    emergency_contact_phone: '912345678',
    has_insurance: false,
    ...overrides,
  };
}

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
    ...overrides,
  };
}
