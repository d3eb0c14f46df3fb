/**
 * A dispensing's labels, read as the caller may read the dispensing (404 for none, 403 without
 * its detail right): one label per medicine handed out, with the hospital's name (the company
 * record, as on every printed document), the patient's name and, to those who may read it, MRN,
 * the directions as a pharmacist writes them (src/engine/pharmacy/directions.ts), the quantity
 * given, the instructions, the batches the ledger took it from with their expiry, the day and
 * the pharmacist.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { directionsText, doseText } from '../../engine/pharmacy';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { DispensingLabel, DispensingLabelItem } from '../../engine/wire/dispensing-label';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import { type LabelItemRow, labelItemRows } from '../repositories/dispensing-labels';
import { namesByEmail } from '../repositories/lab-reports';
import { linesOfSource } from '../repositories/stock-ledger';
import { type DocumentDeps, issuerOf, titlesOf } from './document-sources';
import { patientOf } from './lab-report-source';

const rowsOf = (dispensing: RecordValues) =>
  (Array.isArray(dispensing.items) ? dispensing.items : []) as RecordValues[];

/** An expiry date ("2027-12-31") as the label writes it: "31-12-2027". */
const day = (iso: string | null) => {
  const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '') ?? [];
  return y ? `${d}-${m}-${y}` : iso;
};

function labelOf(
  item: LabelItemRow,
  row: RecordValues,
  batches: DispensingLabelItem['batches'],
): DispensingLabelItem {
  const quantity = Number(row.quantity);
  return {
    prescription_item: item.id,
    drug: item.drug,
    generic_name: item.generic_name,
    strength: item.strength,
    directions: directionsText({
      dose: item.dose,
      doseUnit: item.dose_unit,
      route: item.route,
      frequency: item.frequency,
      durationDays: item.duration_days,
    }),
    dose: doseText(item.dose, item.dose_unit),
    route: item.route,
    frequency: item.frequency,
    duration_days: item.duration_days,
    quantity,
    quantity_text: doseText(quantity, item.unit),
    instructions: item.instructions,
    batches,
  };
}

export async function dispensingLabelFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<DispensingLabel> {
  const dispensing = await deps.models.get('dispensing', actor, id);
  // Model tables have no static types (any-db.ts).
  const db = deps.db as unknown as AnyDb;
  const rows = rowsOf(dispensing);
  const email = typeof dispensing.dispensed_by === 'string' ? dispensing.dispensed_by : '';
  const [titles, patient, issuer, items, lines, names] = await Promise.all([
    titlesOf(deps, actor, 'dispensing', dispensing),
    patientOf(deps, actor, db, dispensing.patient),
    issuerOf(deps, dispensing),
    labelItemRows(
      db,
      rows.map((row) => Number(row.prescription_item)),
    ),
    linesOfSource(db, 'dispensing', id),
    namesByEmail(db, [email]),
  ]);
  const byId = new Map(items.map((item) => [item.id, item]));
  const dispensedAt = String(dispensing.dispensed_at ?? dispensing.created_at);
  return {
    dispensing_number: String(dispensing.dispensing_number),
    prescription_number: titles.prescription?.[String(dispensing.prescription)] ?? null,
    hospital: issuer.name,
    patient: titles.patient?.[String(dispensing.patient)] ?? `Patient #${dispensing.patient}`,
    mrn: typeof patient.mrn === 'string' && patient.mrn ? patient.mrn : null,
    dispensed_on: formatInTimeZone(new Date(dispensedAt), DEFAULT_SETTINGS.timeZone, 'dd-MM-yyyy'),
    pharmacist: names.get(email.toLowerCase()) ?? email,
    items: rows.flatMap((row) => {
      const item = byId.get(Number(row.prescription_item));
      if (!item) return [];
      const batches = lines
        .filter((line) => line.product === Number(row.product) && line.quantity_out > 0)
        .map((line) => ({ batch_number: line.batch_number, expiry_date: day(line.expiry_date) }));
      return [labelOf(item, row, batches)];
    }),
  };
}
