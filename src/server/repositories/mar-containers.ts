/**
 * The vials and bottles opened for an admission, for its MAR (routes/medication-record.ts): the
 * Given doses that drew from one, grouped by the dose that opened it (`container_dose`), with
 * what the last left, how much the doses drew and, once it was closed, what was discarded, when
 * and why (rules/inpatient/dose-container.ts). One query.
 */
import type { MarContainer } from '../../engine/wire/medication-record';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { numberOrNull, textOrNull } from './column-values';

export async function marContainers(db: AnyDb, admission: number): Promise<MarContainer[]> {
  const rows = await db
    .selectFrom(`${tableName('medicationAdministration')} as d`)
    .leftJoin(`${tableName('product')} as p`, 'p.id', 'd.product')
    .select([
      'd.id',
      'd.container_dose',
      'd.batch_number',
      'd.dose_volume_ml',
      'd.container_opened_at',
      'd.container_left_ml',
      'd.container_discard_at',
      'd.container_closed_at',
      'd.container_waste_ml',
      'd.container_closed_reason',
      'p.name as medicine',
    ])
    .where('d.admission', '=', admission)
    .where('d.outcome', '=', 'Given')
    .where('d.container_dose', 'is not', null)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.id')
    .execute();
  const byOpening = new Map<number, MarContainer>();
  for (const row of rows) {
    const opening = Number(row.container_dose);
    const drawn = Number(row.dose_volume_ml ?? 0);
    const seen = byOpening.get(opening);
    if (seen) {
      // Rows come in id order: the latest dose says what is left.
      seen.doses += 1;
      seen.drawn_ml = Math.round((seen.drawn_ml + drawn) * 100) / 100;
      seen.left_ml = numberOrNull(row.container_left_ml);
      continue;
    }
    byOpening.set(opening, {
      opening_dose: opening,
      medicine: String(row.medicine ?? ''),
      batch_number: textOrNull(row.batch_number),
      opened_at: textOrNull(row.container_opened_at),
      left_ml: numberOrNull(row.container_left_ml),
      discard_at: textOrNull(row.container_discard_at),
      doses: 1,
      drawn_ml: drawn,
      closed_at: null,
      waste_ml: null,
      closed_reason: null,
    });
  }
  // The opening dose is the container's record: its closing, if any.
  for (const row of rows) {
    const container = byOpening.get(Number(row.id));
    if (!container) continue;
    container.closed_at = textOrNull(row.container_closed_at);
    container.waste_ml = numberOrNull(row.container_waste_ml);
    container.closed_reason = textOrNull(row.container_closed_reason);
  }
  return [...byOpening.values()];
}
