/**
 * What a printed discharge summary names beside the summary and its admission: the ward, room
 * and bed, the admitting doctor and the diagnoses with their ICD-10 codes, by name. Read
 * whatever the reader's rights over wards, physicians or the ICD-10 catalogue: whoever may read
 * the summary (a Liaison Manager at the discharge desk, a pharmacist) may print what it says.
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

export interface StayNames {
  ward: string;
  room: string;
  bed: string;
  doctor: string;
}

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : -1;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The admission's ward, room, bed and admitting doctor by name ('' for none). */
export async function stayNames(db: AnyDb, admission: Record<string, unknown>): Promise<StayNames> {
  const [ward, bed, doctor] = await Promise.all([
    db
      .selectFrom(tableName('ward'))
      .select(['name'])
      .where('id', '=', idOf(admission.ward))
      .executeTakeFirst(),
    db
      .selectFrom(`${tableName('bed')} as b`)
      .leftJoin(`${tableName('room')} as r`, 'r.id', 'b.room')
      .select(['b.bed_number', 'r.room_number'])
      .where('b.id', '=', idOf(admission.bed))
      .executeTakeFirst(),
    db
      .selectFrom(tableName('physician'))
      .select(['first_name', 'last_name'])
      .where('id', '=', idOf(admission.admitting_doctor))
      .executeTakeFirst(),
  ]);
  return {
    ward: text(ward?.name),
    room: text(bed?.room_number),
    bed: text(bed?.bed_number),
    doctor: doctor ? `Dr. ${text(doctor.first_name)} ${text(doctor.last_name)}`.trim() : '',
  };
}

/** Diseases by id as a summary prints them: "J18.9 Pneumonia, unspecified". */
export async function diseaseNames(
  db: AnyDb,
  ids: readonly unknown[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.map(idOf).filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom(tableName('disease'))
    .select(['id', 'code', 'title'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [Number(row.id), `${text(row.code)} ${text(row.title)}`.trim()]),
  );
}

/** A prescription's number ('' for none). */
export async function prescriptionNumber(db: AnyDb, id: unknown): Promise<string> {
  const row = await db
    .selectFrom(tableName('prescription'))
    .select(['prescription_number'])
    .where('id', '=', idOf(id))
    .executeTakeFirst();
  return text(row?.prescription_number);
}
