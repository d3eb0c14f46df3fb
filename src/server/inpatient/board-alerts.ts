/**
 * The alerts of the bed board's beds, from the records the reader may read: allergies (the
 * allergy sheets and the patient's Known Allergies), the flags of each vital-sign chart's latest
 * entry, a discharge ordered, and the medication orders still active with their doses due and
 * overdue (board-doses.ts). Read for all the board's beds at once (bed-alerts.ts: three queries,
 * at once beside the beds' query), then put together per bed.
 */
import type { BoardAlert } from '../../engine/wire/bed-board';
import type { AnyDb } from '../models/any-db';
import {
  type ActiveOrderEntry,
  type AllergyEntry,
  type ChartFlagsEntry,
  type RecordedDoseEntry,
  readActiveOrders,
  readAllergies,
  readLatestChartFlags,
} from '../repositories/bed-alerts';
import { type BedEntry, heldAdmissions } from '../repositories/bed-board';
import { VITAL_CHART_MODELS } from '../rules/clinical/vital-sign-flags';
import { medicationAlert, OVERDUE_LOOKBACK_MS, type RoundCache } from './board-doses';

/** What the reader may read, model by model and field by field. */
export interface AlertSight {
  model(model: string): boolean;
  /** The patient's Known Allergies field. */
  patientAllergies: boolean;
  /** A chart's title ("Vital Signs Chart"), for the alert's text. */
  chartTitle(model: string): string;
}

/** "None", "NKDA", "No known allergies": written where a patient has none. */
const NONE = /^\s*(none|nil|no|n\/a|nkda|nkfa|no known( drug)? allerg(y|ies)|unknown)\s*\.?\s*$/i;

const allergyText = (allergen: string, severity: string | null, reaction: string | null) => {
  const more = [severity, reaction].filter(Boolean).join(', ');
  return `Allergy: ${allergen}${more ? ` (${more})` : ''}`;
};

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** What the board's alerts are made of, read for all its held beds at once. */
export interface AlertRecords {
  allergies: AllergyEntry[];
  flags: ChartFlagsEntry[];
  orders: ActiveOrderEntry[];
  doses: RecordedDoseEntry[];
}

/**
 * The alerts' records of the admissions holding the board's beds (one ward, or all): three
 * queries at once, each selecting those admissions itself (heldAdmissions), so they run beside
 * the beds' own query instead of after it.
 */
export async function readAlertRecords(
  db: AnyDb,
  ward: number | undefined,
  sight: AlertSight,
  now: Date,
): Promise<AlertRecords> {
  const held = heldAdmissions(db, ward);
  const charts = VITAL_CHART_MODELS.filter((model) => sight.model(model));
  const readsOrders = sight.model('medicationOrder');
  const since = new Date(now.getTime() - OVERDUE_LOOKBACK_MS).toISOString();
  const [allergies, flags, medication] = await Promise.all([
    sight.model('allergySheet') ? readAllergies(db, held) : [],
    readLatestChartFlags(db, charts, held),
    readsOrders ? readActiveOrders(db, held, since) : { orders: [], doses: [] },
  ]);
  return { allergies, flags, ...medication };
}

/** Each held bed's alerts (by bed id; a bed without any is left out). */
export function boardAlerts(
  beds: readonly BedEntry[],
  { allergies, flags, orders, doses: recorded }: AlertRecords,
  sight: AlertSight,
  now: Date,
): Map<number, BoardAlert[]> {
  const held = beds.filter((bed) => bed.admission && bed.patient);
  const doses = groupBy(recorded, (dose) => dose.medication_order);
  const ordersOf = groupBy(orders, (order) => order.admission);
  const rounds: RoundCache = new Map();
  const allergiesOf = groupBy(allergies, (row) => row.patient);
  const flagsOf = groupBy(flags, (row) => row.admission);
  const alerts = new Map<number, BoardAlert[]>();
  for (const bed of held) {
    const admission = bed.admission as NonNullable<BedEntry['admission']>;
    const patient = bed.patient as NonNullable<BedEntry['patient']>;
    const list: BoardAlert[] = [];
    const seen = new Set<string>();
    for (const entry of allergiesOf.get(patient.id) ?? []) {
      seen.add(entry.allergen.trim().toLowerCase());
      list.push({
        kind: 'allergy',
        text: allergyText(entry.allergen, entry.severity, entry.reaction),
      });
    }
    const known = sight.patientAllergies ? patient.allergies?.trim() : undefined;
    if (known && !NONE.test(known) && !seen.has(known.toLowerCase()))
      list.push({ kind: 'allergy', text: `Known allergies: ${known}` });
    if (admission.status === 'Discharge Ordered')
      list.push({ kind: 'discharge', text: 'Discharge ordered' });
    for (const entry of flagsOf.get(admission.id) ?? [])
      list.push({
        kind: 'vitals',
        text: `${sight.chartTitle(entry.chart)}: ${entry.flags.join('; ')}`,
      });
    const active = ordersOf.get(admission.id) ?? [];
    const medication = medicationAlert(
      active,
      active.flatMap((order) => doses.get(order.id) ?? []),
      now,
      rounds,
    );
    if (medication) list.push(medication);
    if (list.length > 0) alerts.set(bed.id, list);
  }
  return alerts;
}
