/**
 * What a dispensing's labels read beside the dispensing: each prescription item it gives, with
 * its product, dose unit, the product's unit and route by name. Read whatever the reader's rights
 * over these models: whoever may read the dispensing may print the labels of what it handed out
 * (and whoever may read a discharge summary, the medicines it sends home).
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

export interface LabelItemRow {
  id: number;
  dose: number;
  frequency: string;
  duration_days: number | null;
  instructions: string | null;
  drug: string;
  generic_name: string | null;
  strength: string | null;
  dose_unit: string;
  unit: string;
  route: string | null;
}

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** Prescription items with their product, units and route by name. */
const itemRows = (db: AnyDb) =>
  db
    .selectFrom(`${tableName('prescriptionItem')} as i`)
    .leftJoin(`${tableName('product')} as p`, 'p.id', 'i.product')
    .leftJoin(`${tableName('unitOfMeasurement')} as du`, 'du.id', 'i.dose_unit')
    .leftJoin(`${tableName('unitOfMeasurement')} as pu`, 'pu.id', 'p.unit')
    .leftJoin(`${tableName('medicineRoute')} as r`, 'r.id', 'i.route')
    .select([
      'i.id',
      'i.dose',
      'i.frequency',
      'i.duration_days',
      'i.instructions',
      'p.name as drug',
      'p.generic_name',
      'p.strength',
      'du.name as dose_unit',
      'pu.name as unit',
      'r.name as route',
    ]);

function asLabelItem(row: Record<string, unknown>): LabelItemRow {
  return {
    id: Number(row.id),
    dose: Number(row.dose),
    frequency: String(row.frequency ?? ''),
    duration_days: row.duration_days === null ? null : Number(row.duration_days),
    instructions: text(row.instructions),
    drug: String(row.drug ?? ''),
    generic_name: text(row.generic_name),
    strength: text(row.strength),
    dose_unit: String(row.dose_unit ?? ''),
    unit: String(row.unit ?? ''),
    route: text(row.route),
  };
}

export async function labelItemRows(db: AnyDb, ids: readonly number[]): Promise<LabelItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await itemRows(db)
    .where('i.id', 'in', [...ids])
    .execute();
  return rows.map(asLabelItem);
}

/**
 * The medicines of one prescription that stand (not cancelled, not deleted), in the order they
 * were written: a discharge summary's medicines to take home, printed for whoever may read the
 * summary.
 */
export async function prescriptionItemRows(
  db: AnyDb,
  prescription: number,
): Promise<LabelItemRow[]> {
  const rows = await itemRows(db)
    .where('i.prescription', '=', prescription)
    .where('i.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('i.status', 'is', null), eb('i.status', '!=', 'Cancelled')]))
    .orderBy('i.id')
    .execute();
  return rows.map(asLabelItem);
}
