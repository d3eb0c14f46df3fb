/**
 * What a printed operation note names beside the note: its surgical case (number, theatre,
 * priority, side, diagnosis with its ICD-10 code, assistant, anesthetist and the times the
 * case's steps stamped) and its surgeon, by name. Read whatever the reader's rights over
 * theatres, physicians, employees or the ICD-10 catalogue: whoever may read the note may print
 * what it says.
 */
import type { OperationCase } from '../../engine/documents/case-document-header';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { textOrNull } from './column-values';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : -1;
};
const doctor = (first: unknown, last: unknown) => {
  const name = [text(first), text(last)].filter(Boolean).join(' ');
  return name ? `Dr. ${name}` : '';
};

/** A physician by name ("Dr. Dawit Alemu"), '' for none. */
export async function physicianName(db: AnyDb, id: unknown): Promise<string> {
  const row = await db
    .selectFrom(tableName('physician'))
    .select(['first_name', 'last_name'])
    .where('id', '=', idOf(id))
    .executeTakeFirst();
  return row ? doctor(row.first_name, row.last_name) : '';
}

/** The surgical case `id` as its operation note prints it, or null for none. */
export async function operationCase(db: AnyDb, id: unknown): Promise<OperationCase | null> {
  const row = await db
    .selectFrom(`${tableName('surgicalCase')} as c`)
    .leftJoin(`${tableName('operationRoom')} as r`, 'r.id', 'c.operation_room')
    .leftJoin(`${tableName('disease')} as d`, 'd.id', 'c.diagnosis')
    .leftJoin(`${tableName('physician')} as a`, 'a.id', 'c.assistant')
    .leftJoin(`${tableName('employee')} as e`, 'e.id', 'c.anesthetist')
    .select([
      'c.case_number as case_number',
      'c.priority as priority',
      'c.side as side',
      'c.scheduled_start as scheduled_start',
      'c.wheeled_in_at as wheeled_in_at',
      'c.incision_at as incision_at',
      'c.closed_at as closed_at',
      'c.recovery_at as recovery_at',
      'r.code as room_code',
      'r.name as room_name',
      'd.code as disease_code',
      'd.title as disease_title',
      'a.first_name as assistant_first',
      'a.last_name as assistant_last',
      'e.full_name as anesthetist',
    ])
    .where('c.id', '=', idOf(id))
    .executeTakeFirst();
  if (!row) return null;
  return {
    case_number: text(row.case_number),
    theatre: [text(row.room_name), row.room_code ? `(${text(row.room_code)})` : '']
      .filter(Boolean)
      .join(' '),
    priority: text(row.priority),
    side: text(row.side),
    diagnosis: `${text(row.disease_code)} ${text(row.disease_title)}`.trim(),
    assistant: doctor(row.assistant_first, row.assistant_last),
    anesthetist: text(row.anesthetist),
    scheduled_start: textOrNull(row.scheduled_start),
    wheeled_in_at: textOrNull(row.wheeled_in_at),
    incision_at: textOrNull(row.incision_at),
    closed_at: textOrNull(row.closed_at),
    recovery_at: textOrNull(row.recovery_at),
  };
}
