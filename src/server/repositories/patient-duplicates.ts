/**
 * Patients a registration may be repeating: the same first and last name (letter case and
 * spaces aside) and date of birth, or the same phone number however its country code is
 * written. Read in the caller's transaction (the patient rule) or database (the form's route).
 */
import { phoneDigits } from '../../engine/format/phone';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { LikelyDuplicate } from '../../engine/wire/likely-duplicates';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

export const MAX_LIKELY_DUPLICATES = 10;

export interface PatientIdentity {
  first_name?: unknown;
  last_name?: unknown;
  date_of_birth?: unknown;
  phone?: unknown;
}

/** "Abebe", " abe be " and "ABEBE" are one name. */
export const nameKey = (name: unknown) =>
  typeof name === 'string' ? name.replace(/\s+/g, '').toLocaleLowerCase('en') : '';

const COUNTRY = DEFAULT_SETTINGS.countryCode.replace(/\D/g, '');

/**
 * The number within the country, as the phone field stores it without its code (spec 5.3):
 * "+251 91 123 4567", "00251911234567", "0911234567" and "911234567" are all "911234567".
 * Undefined for fewer than 6 digits, which name no phone.
 */
export function nationalNumber(raw: unknown): string | undefined {
  let digits = phoneDigits(raw);
  if (digits.startsWith(`00${COUNTRY}`)) digits = digits.slice(2 + COUNTRY.length);
  else if (digits.startsWith(COUNTRY) && digits.length > 9) digits = digits.slice(COUNTRY.length);
  digits = digits.replace(/^0+/, '');
  return digits.length >= 6 ? digits : undefined;
}

/** Every way a stored phone may spell that number: without code, with the trunk 0, with code. */
const spellings = (national: string) => [national, `0${national}`, `${COUNTRY}${national}`];

type Row = Record<string, unknown>;

function toDuplicate(row: Row): LikelyDuplicate {
  const name = [row.first_name, row.middle_name, row.last_name].filter(Boolean).join(' ');
  const national = nationalNumber(row.phone);
  return {
    id: Number(row.id),
    mrn: String(row.mrn ?? ''),
    name,
    date_of_birth: String(row.date_of_birth ?? ''),
    phone: national ? `${DEFAULT_SETTINGS.countryCode}${national}` : String(row.phone ?? ''),
  };
}

/**
 * Up to 10 live patients (oldest registration first) matching `who` by first and last name and
 * date of birth, or by phone, leaving out `exclude` (the patient being edited). Names are
 * compared here, among the patients born that day, so letter case means the same on both
 * databases whatever the alphabet.
 */
export async function likelyDuplicates(
  db: AnyDb,
  who: PatientIdentity,
  exclude?: number,
): Promise<LikelyDuplicate[]> {
  const table = tableName('patient');
  const columns = ['id', 'mrn', 'first_name', 'middle_name', 'last_name', 'date_of_birth', 'phone'];
  const live = () => {
    let query = db.selectFrom(table).select(columns).where('deleted_at', 'is', null);
    if (exclude !== undefined) query = query.where('id', '!=', exclude);
    return query;
  };
  const found = new Map<number, Row>();
  const first = nameKey(who.first_name);
  const last = nameKey(who.last_name);
  if (first && last && typeof who.date_of_birth === 'string' && who.date_of_birth) {
    const born = await live()
      .where('date_of_birth', '=', who.date_of_birth)
      .orderBy('id')
      .execute();
    for (const row of born as Row[])
      if (nameKey(row.first_name) === first && nameKey(row.last_name) === last)
        found.set(Number(row.id), row);
  }
  const national = nationalNumber(who.phone);
  if (national) {
    const sharing = await live()
      .where('phone', 'in', spellings(national))
      .orderBy('id')
      .limit(MAX_LIKELY_DUPLICATES)
      .execute();
    for (const row of sharing as Row[]) found.set(Number(row.id), row);
  }
  return [...found.values()]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .slice(0, MAX_LIKELY_DUPLICATES)
    .map(toDuplicate);
}
