/**
 * What an admission's MAR reads (routes/medication-record.ts): the admission, the patient's
 * recorded allergies and the admission's allergy sheet, its medication orders with their
 * medicine, dose unit and route names, and the doses recorded of them in a span of time. Four
 * queries whatever the number of orders.
 */
import type { MarOrder, MarRecording } from '../../engine/inpatient';
import type { MarAllergy, MarDoseTaken } from '../../engine/wire/medication-record';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { numberOrNull, textOrNull } from './column-values';
import { staffNamesByEmail } from './staff-names';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** What a Given dose took, as dose-stock.ts stored it. */
const TAKEN_COLUMNS = [
  'dose_taken',
  'dose_volume_ml',
  'quantity_issued',
  'container_dose',
  'container_opened_at',
  'container_left_ml',
  'container_discard_at',
  'stock_working',
] as const;

function takenOf(row: Record<string, unknown>): MarDoseTaken {
  return {
    dose_taken: textOrNull(row.dose_taken),
    dose_volume_ml: numberOrNull(row.dose_volume_ml),
    quantity_issued: numberOrNull(row.quantity_issued),
    container_dose: numberOrNull(row.container_dose),
    container_opened_at: textOrNull(row.container_opened_at),
    container_left_ml: numberOrNull(row.container_left_ml),
    container_discard_at: textOrNull(row.container_discard_at),
    stock_working: textOrNull(row.stock_working),
  };
}

export interface MarAdmission {
  id: number;
  admission_number: string;
  known_allergies: string | null;
}

export async function marAdmission(db: AnyDb, id: number): Promise<MarAdmission | undefined> {
  const row = await db
    .selectFrom(`${tableName('impatient')} as a`)
    .leftJoin(`${tableName('patient')} as p`, 'p.id', 'a.patient')
    .select(['a.id', 'a.admission_number', 'p.allergies'])
    .where('a.id', '=', id)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    admission_number: text(row.admission_number),
    known_allergies: textOrNull(row.allergies),
  };
}

export async function marAllergies(db: AnyDb, admission: number): Promise<MarAllergy[]> {
  const rows = await db
    .selectFrom(tableName('allergySheet'))
    .select(['allergen', 'allergen_type', 'reaction', 'severity'])
    .where('admission', '=', admission)
    .where('deleted_at', 'is', null)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    allergen: text(row.allergen),
    allergen_type: textOrNull(row.allergen_type),
    reaction: textOrNull(row.reaction),
    severity: textOrNull(row.severity),
  }));
}

/** The admission's medication orders begun before `to`, oldest first. */
export async function marOrders(db: AnyDb, admission: number, to: Date): Promise<MarOrder[]> {
  const rows = await db
    .selectFrom(`${tableName('medicationOrder')} as o`)
    .leftJoin(`${tableName('product')} as p`, 'p.id', 'o.product')
    .leftJoin(`${tableName('unitOfMeasurement')} as u`, 'u.id', 'o.dose_unit')
    .leftJoin(`${tableName('medicineRoute')} as r`, 'r.id', 'o.route')
    .select([
      'o.id',
      'o.order_number',
      'o.dose',
      'o.frequency',
      'o.sheet',
      'o.status',
      'o.start_at',
      'o.end_at',
      'o.stopped_at',
      'o.allergy_warning',
      'p.name as product_name',
      'u.name as unit_name',
      'r.name as route_name',
    ])
    .where('o.admission', '=', admission)
    .where('o.deleted_at', 'is', null)
    .where('o.start_at', '<', to.toISOString())
    .orderBy('o.start_at')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    order: Number(row.id),
    order_number: text(row.order_number),
    medicine: text(row.product_name),
    dose: `${Number(row.dose)}${row.unit_name ? ` ${row.unit_name}` : ''}`,
    route: textOrNull(row.route_name),
    frequency: text(row.frequency),
    sheet: text(row.sheet),
    status: text(row.status),
    start_at: textOrNull(row.start_at),
    end_at: textOrNull(row.end_at),
    stopped_at: textOrNull(row.stopped_at),
    allergy_warning: textOrNull(row.allergy_warning),
  }));
}

/** The doses recorded of the orders, scheduled in [from, to), in the order they were recorded. */
export async function marRecordings(
  db: AnyDb,
  orders: readonly number[],
  from: Date,
  to: Date,
): Promise<MarRecording[]> {
  if (orders.length === 0) return [];
  const rows = await db
    .selectFrom(tableName('medicationAdministration'))
    .select([
      'id',
      'medication_order',
      'scheduled_at',
      'outcome',
      'administered_at',
      'administered_by',
      'batch_number',
      'reason',
      ...TAKEN_COLUMNS,
    ])
    .where('medication_order', 'in', [...orders])
    .where('deleted_at', 'is', null)
    .where('scheduled_at', '>=', from.toISOString())
    .where('scheduled_at', '<', to.toISOString())
    .orderBy('id')
    .execute();
  const names = await staffNamesByEmail(
    db,
    rows.map((row) => row.administered_by),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    medication_order: Number(row.medication_order),
    scheduled_at: text(row.scheduled_at),
    outcome: text(row.outcome),
    administered_at: textOrNull(row.administered_at),
    administered_by: textOrNull(row.administered_by),
    administered_by_name:
      row.administered_by == null
        ? null
        : (names.get(text(row.administered_by).toLowerCase()) ?? text(row.administered_by)),
    batch_number: textOrNull(row.batch_number),
    reason: textOrNull(row.reason),
    taken: row.outcome === 'Given' ? takenOf(row) : null,
  }));
}
