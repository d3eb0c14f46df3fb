/**
 * The ward bed board as stored: every bed of the active rooms of the active wards (one ward, or
 * all), each with its room and ward and, when held, its admission, patient, admitting doctor and
 * admission diagnosis, in one query whatever the number of beds (the board's alerts are
 * bed-alerts.ts's, a few queries more, selecting through heldAdmissions). The route decides
 * what the reader may see of it.
 */
import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

/** One bed as the board reads it, before the reader's rights and the clock are applied. */
export interface BedEntry {
  id: number;
  version: number;
  bed_number: string;
  bed_type: string | null;
  status: string;
  out_of_service_reason: string | null;
  room: { id: number; room_number: string; room_type: string | null };
  ward: { id: number; code: string; name: string; ward_type: string | null };
  admission: {
    id: number;
    admission_number: string;
    status: string;
    admitted_at: string | null;
    doctor: { first_name: string | null; last_name: string | null } | null;
    diagnosis: { code: string | null; title: string | null } | null;
  } | null;
  patient: {
    id: number;
    first_name: string | null;
    middle_name: string | null;
    last_name: string | null;
    mrn: string | null;
    sex: string | null;
    date_of_birth: string | null;
    allergies: string | null;
  } | null;
}

/** A checkbox left empty reads as set: a ward or room made before `is_active` is in use. */
const active = (column: string) => sql<boolean>`coalesce(${sql.ref(column)}, 1) = 1`;

/** The live beds of active rooms of active wards (`ward` only, when given). */
export function liveBeds(db: AnyDb, ward?: number) {
  let query = db
    .selectFrom(`${tableName('bed')} as b`)
    .innerJoin(`${tableName('room')} as r`, 'r.id', 'b.room')
    .innerJoin(`${tableName('ward')} as w`, 'w.id', 'r.ward')
    .where('b.deleted_at', 'is', null)
    .where('r.deleted_at', 'is', null)
    .where('w.deleted_at', 'is', null)
    .where(active('r.is_active'))
    .where(active('w.is_active'));
  if (ward !== undefined) query = query.where('w.id', '=', ward);
  return query;
}

/**
 * The admissions holding the board's beds (one ward, or all) as a subquery: `id` and the
 * `patient` the bed names (else the admission's). The alerts' queries select through it, so
 * they need not wait for the beds to be read and send no list of ids that grows with the board.
 */
export function heldAdmissions(db: AnyDb, ward?: number) {
  return liveBeds(db, ward)
    .innerJoin(`${tableName('impatient')} as a`, (join) =>
      join.onRef('a.id', '=', 'b.admission').on('a.deleted_at', 'is', null),
    )
    .select(['a.id as id', sql<number>`coalesce(b.patient, a.patient)`.as('patient')]);
}

export type HeldAdmissions = ReturnType<typeof heldAdmissions>;

const num = (value: unknown) => Number(value);
const text = (value: unknown) => String(value ?? '');

/** The board's beds with what they hold, by ward code, room number and bed number. */
export async function readBoardBeds(db: AnyDb, ward?: number): Promise<BedEntry[]> {
  const rows = await liveBeds(db, ward)
    .leftJoin(`${tableName('impatient')} as a`, (join) =>
      join.onRef('a.id', '=', 'b.admission').on('a.deleted_at', 'is', null),
    )
    // The bed names its patient; an admission written before the bed kept it names them too.
    .leftJoin(`${tableName('patient')} as p`, (join) =>
      join.on(sql`p.id`, '=', sql`coalesce(b.patient, a.patient)`),
    )
    .leftJoin(`${tableName('physician')} as d`, 'd.id', 'a.admitting_doctor')
    .leftJoin(`${tableName('disease')} as z`, 'z.id', 'a.admission_diagnosis')
    .select([
      'b.id',
      'b.version',
      'b.bed_number',
      'b.bed_type',
      'b.status',
      'b.out_of_service_reason',
      'r.id as room_id',
      'r.room_number',
      'r.room_type',
      'w.id as ward_id',
      'w.code as ward_code',
      'w.name as ward_name',
      'w.ward_type',
      'a.id as admission_id',
      'a.admission_number',
      'a.status as admission_status',
      'a.admitted_at',
      'd.id as doctor_id',
      'd.first_name as doctor_first_name',
      'd.last_name as doctor_last_name',
      'z.id as disease_id',
      'z.code as disease_code',
      'z.title as disease_title',
      'p.id as patient_id',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.mrn',
      'p.sex',
      'p.date_of_birth',
      'p.allergies',
    ])
    .execute();
  const entries = rows.map(
    (row): BedEntry => ({
      id: num(row.id),
      version: num(row.version),
      bed_number: text(row.bed_number),
      bed_type: textOrNull(row.bed_type),
      status: text(row.status) || 'Vacant',
      out_of_service_reason: textOrNull(row.out_of_service_reason),
      room: {
        id: num(row.room_id),
        room_number: text(row.room_number),
        room_type: textOrNull(row.room_type),
      },
      ward: {
        id: num(row.ward_id),
        code: text(row.ward_code),
        name: text(row.ward_name),
        ward_type: textOrNull(row.ward_type),
      },
      admission:
        row.admission_id === null
          ? null
          : {
              id: num(row.admission_id),
              admission_number: text(row.admission_number),
              status: text(row.admission_status),
              admitted_at: textOrNull(row.admitted_at),
              doctor:
                row.doctor_id === null
                  ? null
                  : {
                      first_name: textOrNull(row.doctor_first_name),
                      last_name: textOrNull(row.doctor_last_name),
                    },
              diagnosis:
                row.disease_id === null
                  ? null
                  : { code: textOrNull(row.disease_code), title: textOrNull(row.disease_title) },
            },
      patient:
        row.patient_id === null
          ? null
          : {
              id: num(row.patient_id),
              first_name: textOrNull(row.first_name),
              middle_name: textOrNull(row.middle_name),
              last_name: textOrNull(row.last_name),
              mrn: textOrNull(row.mrn),
              sex: textOrNull(row.sex),
              date_of_birth: textOrNull(row.date_of_birth),
              allergies: textOrNull(row.allergies),
            },
    }),
  );
  return entries.sort(boardOrder);
}

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Ward code, room number, bed number, each read as people number them (2 before 10). */
function boardOrder(a: BedEntry, b: BedEntry): number {
  return (
    natural.compare(a.ward.code, b.ward.code) ||
    a.ward.id - b.ward.id ||
    natural.compare(a.room.room_number, b.room.room_number) ||
    a.room.id - b.room.id ||
    natural.compare(a.bed_number, b.bed_number) ||
    a.id - b.id
  );
}
