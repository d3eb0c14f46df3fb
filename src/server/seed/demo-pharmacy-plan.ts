/**
 * The demo's pharmacy and stores as timed steps (demo-pharmacy-stock.ts,
 * demo-pharmacy-prescriptions.ts), each one write by one role at one moment, in time order, for
 * seed-pharmacy-activity.ts: the Main Store's receipts, transfers and adjustments on past days
 * and this morning, the doctors' prescriptions a few minutes after their diagnoses, the
 * pharmacists' dispensings and the Pharmacy Cashier's bills after them, and the counter's sales.
 * Past days are calendar days (the stores and the pharmacy open every day). Today's times are placed back from the seed's moment and compressed as the clinical day's are
 * (demo-clinical-plan.ts), so nothing is stamped after it.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { addDays, hospitalTime, ZONE } from './demo-calendar';
import type { ClinicalPlan } from './demo-clinical-plan';
import { type PlannedPrescription, PRESCRIPTIONS } from './demo-pharmacy-prescriptions';
import { ADJUSTMENTS, RECEIPTS, SALES, type When } from './demo-pharmacy-stock';
import { TRANSFERS } from './demo-pharmacy-transfers';

export type PharmacyRole =
  | 'Store Manager'
  | 'Pharmacist'
  | 'Pharmacy Manager'
  | 'Pharmacy Cashier'
  | 'Doctor'
  | 'Lab Manager'
  | 'IPD Nurse'
  | 'Scrub Nurse';

export type PharmacyWrite =
  | { kind: 'receipt'; receipt: number }
  | { kind: 'reverseReceipt'; receipt: number; reason: string }
  | { kind: 'transfer'; transfer: number }
  | { kind: 'transferMove'; transfer: number; to: string; values?: Record<string, string> }
  | { kind: 'adjustment'; adjustment: number }
  | { kind: 'prescription'; prescription: number }
  | { kind: 'prescriptionItem'; prescription: number; ordinal: number }
  | { kind: 'dispensing'; prescription: number }
  | { kind: 'settle'; prescription: number }
  | { kind: 'patientReturn'; prescription: number }
  | { kind: 'sale'; sale: number }
  | { kind: 'saleReturn'; sale: number; reason: string };

export type PharmacyStep = { at: string; as: PharmacyRole } & PharmacyWrite;

/** Where each prescription is written: a clinic visit or an emergency, by plan index. */
export type PrescriptionSite = { visit: number } | { emergency: number };

export interface PharmacyPlan {
  /** PRESCRIPTIONS in the order they are written (steps count them so). */
  prescriptions: PlannedPrescription[];
  /** Where each of them is written. */
  sites: PrescriptionSite[];
  steps: PharmacyStep[];
}

const MINUTE_MS = 60_000;
/** As the clinical day: today's earliest moment is this many minutes before the seed's. */
const TODAY_SPAN = 300;
/** After the diagnosis: the prescription; after it the dispensing; then the bill. */
const PRESCRIBED_AFTER = 2;
const DISPENSED_AFTER = 20;
const SETTLED_AFTER = 5;

/** The clinic's visit or emergency a prescription is written at, and when it was diagnosed. */
function siteOf(planned: PlannedPrescription, clinical: ClinicalPlan, today: string) {
  const { site } = planned;
  if ('emergency' in site) {
    const index = clinical.emergencies.findIndex((e) =>
      String(e.body.chief_complaint).startsWith(site.emergency),
    );
    const exam = clinical.steps.find((s) => s.kind === 'emergencyExam' && s.emergency === index);
    if (!exam) throw new Error(`demo pharmacy: no examined emergency "${site.emergency}"`);
    return { site: { emergency: index }, diagnosed: exam.at };
  }
  const dayOf = (at: unknown) => formatInTimeZone(new Date(String(at)), ZONE, 'yyyy-MM-dd');
  const candidates = clinical.visits
    .map((visit, index) => ({ visit, index }))
    .filter(({ visit }) => visit.body.reason === site.reason)
    .filter(({ visit }) => (dayOf(visit.body.arrived_at) === today) === (site.when === 'today'));
  const last = candidates.at(-1);
  const diagnosed = clinical.steps
    .filter((s) => s.kind === 'record' && s.model === 'diagnosis' && s.visit === last?.index)
    .at(-1);
  if (!last || !diagnosed) throw new Error(`demo pharmacy: no diagnosed visit "${site.reason}"`);
  return { site: { visit: last.index }, diagnosed: diagnosed.at };
}

export function planPharmacy(clinical: ClinicalPlan, now: Date): PharmacyPlan {
  const today = formatInTimeZone(now, ZONE, 'yyyy-MM-dd');
  const sinceMidnight =
    (now.getTime() - new Date(hospitalTime(today, '00:00')).getTime()) / MINUTE_MS;
  const scale = Math.max(0, Math.min(1, (sinceMidnight - 1) / TODAY_SPAN));
  const seconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
  const at = (when: When): string =>
    'minutesAgo' in when
      ? seconds(now.getTime() - when.minutesAgo * scale * MINUTE_MS)
      : new Date(hospitalTime(addDays(today, -when.daysAgo), when.clock)).toISOString();
  /** So many minutes after a moment, but never after the seed's. */
  const after = (moment: string, minutes: number) =>
    seconds(Math.min(new Date(moment).getTime() + minutes * MINUTE_MS, now.getTime()));

  const steps: PharmacyStep[] = [];
  const add = (moment: string, as: PharmacyRole, write: PharmacyWrite) =>
    steps.push({ at: moment, as, ...write });
  for (const [receipt, planned] of RECEIPTS.entries()) {
    const received = at({ daysAgo: planned.daysAgo, clock: planned.clock });
    add(received, 'Store Manager', { kind: 'receipt', receipt });
    if (planned.reversed) {
      const { clock, reason } = planned.reversed;
      add(at({ daysAgo: planned.daysAgo, clock }), 'Store Manager', {
        kind: 'reverseReceipt',
        receipt,
        reason,
      });
    }
  }
  for (const [transfer, planned] of TRANSFERS.entries()) {
    add(at(planned.requested.at), planned.requested.by, { kind: 'transfer', transfer });
    for (const move of planned.moves)
      add(at(move.at), move.by, {
        kind: 'transferMove',
        transfer,
        to: move.to,
        ...(move.values ? { values: move.values } : {}),
      });
  }
  for (const [adjustment, planned] of ADJUSTMENTS.entries())
    add(at(planned.at), 'Store Manager', { kind: 'adjustment', adjustment });
  for (const [sale, planned] of SALES.entries()) {
    const sold = at(planned.at);
    add(sold, 'Pharmacy Cashier', { kind: 'sale', sale });
    if (planned.returned)
      add(after(sold, planned.returned.after), 'Pharmacy Manager', {
        kind: 'saleReturn',
        sale,
        reason: planned.returned.reason,
      });
  }
  const bySite = PRESCRIPTIONS.map((planned) => {
    const { site, diagnosed } = siteOf(planned, clinical, today);
    return { planned, site, at: after(diagnosed, PRESCRIBED_AFTER) };
  }).sort((a, b) => a.at.localeCompare(b.at));
  for (const [prescription, { planned, at: written }] of bySite.entries()) {
    add(written, 'Doctor', { kind: 'prescription', prescription });
    for (const ordinal of planned.items.keys())
      add(written, 'Doctor', { kind: 'prescriptionItem', prescription, ordinal });
    if (planned.fate === 'active') continue;
    const dispensed = after(written, DISPENSED_AFTER);
    add(dispensed, 'Pharmacist', { kind: 'dispensing', prescription });
    if (planned.returned)
      add(after(dispensed, planned.returned.after), 'Pharmacist', {
        kind: 'patientReturn',
        prescription,
      });
    if (planned.fate === 'paid')
      add(after(dispensed, SETTLED_AFTER), 'Pharmacy Cashier', { kind: 'settle', prescription });
  }
  const ordered = steps
    .map((step, order) => ({ step, order }))
    .sort((a, b) => a.step.at.localeCompare(b.step.at) || a.order - b.order)
    .map(({ step }) => step);
  return {
    prescriptions: bySite.map(({ planned }) => planned),
    sites: bySite.map(({ site }) => site),
    steps: ordered,
  };
}
