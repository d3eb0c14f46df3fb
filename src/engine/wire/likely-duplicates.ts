/**
 * `GET /api/patients/likely-duplicates?first_name&last_name&date_of_birth&phone&exclude`: patients
 * a registration may be repeating (same first and last name and date of birth, or same phone),
 * shown on the patient form before saving, each opening its record.
 */
export interface LikelyDuplicate {
  id: number;
  mrn: string;
  /** First, middle and last name. */
  name: string;
  /** yyyy-MM-dd. */
  date_of_birth: string;
  /** With the country code, "+251911234567". */
  phone: string;
}

export interface LikelyDuplicates {
  /** At most 10, oldest registration first. */
  rows: LikelyDuplicate[];
}
