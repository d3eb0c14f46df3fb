/**
 * What the printed lab report reads beside the request itself: its samples (with their type's
 * name), its results with their stored values in entry order and their sample's number, and the
 * names of the people who collected, entered, verified and ordered. Read whatever the reader's
 * rights over samples and results: the report is the request's, and whoever may read the
 * request may read what the laboratory reported on it (only verified values are printed).
 */
import type {
  LabReportResult,
  LabReportSample,
  LabReportValue,
} from '../../engine/documents/lab-report-document';
import type { AnyDb } from '../models/any-db';
import { childTableName, tableName } from '../models/table-plan';
import { personName } from './sales';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const instant = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The request's samples (not deleted), in the order they were taken; collectors by e-mail. */
export async function labReportSamples(db: AnyDb, requestId: number): Promise<LabReportSample[]> {
  const rows = await db
    .selectFrom(`${tableName('labSample')} as s`)
    .leftJoin(`${tableName('laboratorySampleType')} as t`, 't.id', 's.sample_type')
    .select([
      's.sample_number',
      's.collected_at',
      's.collected_by',
      's.status',
      's.rejection_reason',
      't.name as type_name',
    ])
    .where('s.lab_request', '=', requestId)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.collected_at')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    number: text(row.sample_number),
    type: text(row.type_name),
    collectedAt: instant(row.collected_at),
    collectedBy: text(row.collected_by),
    status: text(row.status),
    rejectionReason: text(row.rejection_reason),
  }));
}

/** The request's results (not deleted) with their values, people still as e-mail addresses. */
export async function labReportResults(db: AnyDb, requestId: number): Promise<LabReportResult[]> {
  const results = await db
    .selectFrom(`${tableName('labResult')} as r`)
    .leftJoin(`${tableName('labSample')} as s`, 's.id', 'r.sample')
    .select([
      'r.id',
      'r.test',
      'r.status',
      'r.comments',
      'r.amendment_reason',
      'r.entered_by',
      'r.entered_at',
      'r.verified_by',
      'r.verified_at',
      's.sample_number',
    ])
    .where('r.lab_request', '=', requestId)
    .where('r.deleted_at', 'is', null)
    .orderBy('r.id')
    .execute();
  if (results.length === 0) return [];
  const values = await db
    .selectFrom(childTableName('labResult', 'parameters'))
    .select([
      'parent_id',
      'parameter',
      'parameter_name',
      'value',
      'unit',
      'reference_range',
      'flag',
    ])
    .where(
      'parent_id',
      'in',
      results.map((result) => Number(result.id)),
    )
    .orderBy('parent_id')
    .orderBy('position')
    .execute();
  const valuesOf = new Map<number, LabReportValue[]>();
  for (const value of values) {
    const list = valuesOf.get(Number(value.parent_id)) ?? [];
    list.push({
      parameter: text(value.parameter),
      parameter_name: text(value.parameter_name),
      value: text(value.value),
      unit: text(value.unit),
      reference_range: text(value.reference_range),
      flag: text(value.flag),
    });
    valuesOf.set(Number(value.parent_id), list);
  }
  return results.map((result) => ({
    test: Number(result.test),
    status: text(result.status),
    sample: text(result.sample_number),
    parameters: valuesOf.get(Number(result.id)) ?? [],
    comments: text(result.comments),
    amendmentReason: text(result.amendment_reason),
    enteredBy: text(result.entered_by),
    enteredAt: instant(result.entered_at),
    verifiedBy: text(result.verified_by),
    verifiedAt: instant(result.verified_at),
  }));
}

/**
 * The names of the accounts with these e-mail addresses ("Hanna Tesfaye"), those since deleted
 * too: a report reprinted after someone left still names who verified it. An address with no
 * account is named by itself.
 */
export async function namesByEmail(db: AnyDb, emails: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.filter(Boolean).map((email) => email.toLowerCase()))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['email', 'first_name', 'last_name', 'deleted_at'])
          .where('email', 'in', wanted)
          .execute();
  const names = new Map(wanted.map((email) => [email, email]));
  // A live account's name wins over a deleted one's that held the address before it.
  const live = (row: (typeof rows)[number]) => (row.deleted_at ? 0 : 1);
  for (const row of [...rows].sort((a, b) => live(a) - live(b)))
    names.set(String(row.email), personName(row.first_name, row.last_name, row.email));
  return names;
}

/** The patient's MRN, sex and date of birth (deleted or not: the request still names them). */
export async function labReportPatient(db: AnyDb, patientId: number) {
  const row = await db
    .selectFrom(tableName('patient'))
    .select(['mrn', 'sex', 'date_of_birth'])
    .where('id', '=', patientId)
    .executeTakeFirst();
  return { mrn: text(row?.mrn), sex: text(row?.sex), date_of_birth: text(row?.date_of_birth) };
}
