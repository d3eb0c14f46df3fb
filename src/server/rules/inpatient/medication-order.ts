/**
 * A medication order on the ward's medication sheet (`inpatient.medication-order`; its
 * admission, patient, writer and time are `inpatient.admission-record`'s):
 * - `start_at` (the first dose) is the write's time when left empty; `end_at` is the single dose
 *   for a Single-time sheet or "Once only", else the first dose's time `duration_days` days
 *   later, else empty (until a doctor stops it) (engine/inpatient, orderEndAt);
 * - `route` is the product's catalogue route when left empty, else one its dosage form is given
 *   by (medication-order-route.ts: 422 naming the medicine, the route and the routes allowed);
 * - `allergy_warning` is the pharmacy engine's match of the product against the patient's
 *   recorded allergies and the admission's allergy sheet; an order with one needs
 *   `allergy_override_reason`, kept with it, as a prescription item does (prescription-item.ts);
 * - once a dose is recorded, what decides the schedule (sheet, medicine, dose, route, frequency,
 *   first dose) stays: stop the order and write a new one;
 * - Stop (Doctor, Senior Doctor, with `stop_reason`, the workflow's) stamps `stopped_at` and
 *   `stopped_by`: no dose is due from then. Complete is `auto`: order-completion.ts.
 */
import { doseOrderOf, HOSPITAL_TIME_ZONE, orderEndAt } from '../../../engine/inpatient';
import type { Problem } from '../../errors';
import { allergyOverrideProblems, recordOf } from '../pharmacy/prescription-item';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { admissionAllergyWarning } from './admission-allergies';
import { defaultRoute, routeProblems } from './medication-order-route';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** What the schedule and the doses already recorded depend on. */
const SCHEDULE_FIELDS: readonly [string, string][] = [
  ['sheet', 'Sheet'],
  ['product', 'Medicine'],
  ['dose', 'Dose'],
  ['dose_unit', 'Dose Unit'],
  ['route', 'Route'],
  ['frequency', 'Frequency'],
  ['start_at', 'First Dose At'],
];

const same = (a: unknown, b: unknown) => {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (String(a) === String(b) || Number(a) === Number(b)) return true;
  const [x, y] = [Date.parse(String(a)), Date.parse(String(b))];
  return Number.isFinite(x) && x === y;
};

async function scheduleLockProblems(ctx: RuleContext, change: RecordChange): Promise<Problem[]> {
  const before = change.before ?? {};
  const changed = SCHEDULE_FIELDS.filter(
    ([name]) => name in change.after && !same(before[name], change.after[name]),
  );
  if (changed.length === 0 || change.id === undefined) return [];
  const doses = await ctx.records.find('medicationAdministration', { medication_order: change.id });
  if (doses.length === 0) return [];
  return changed.map(([name, label]) => ({
    field: name,
    message: `${before.order_number} has ${doses.length} dose${doses.length === 1 ? '' : 's'} recorded: its ${label.toLowerCase()} cannot change; stop it and write a new order`,
  }));
}

export const medicationOrderRule: ModelRule = {
  name: 'inpatient.medication-order',
  models: ['medicationOrder'],

  async prepare(ctx, change) {
    const order = change.after;
    if (change.action === 'transition') {
      if (order.status === 'Stopped' && change.before?.status !== 'Stopped') {
        order.stopped_at = ctx.now.toISOString();
        order.stopped_by = ctx.actor.email ?? null;
      }
      return;
    }
    if (change.action !== 'create' && change.action !== 'update') return;
    if (blank(order.start_at)) order.start_at = change.before?.start_at ?? ctx.now.toISOString();
    order.end_at = orderEndAt(
      {
        ...doseOrderOf(order),
        durationDays: blank(order.duration_days) ? null : Number(order.duration_days),
      },
      HOSPITAL_TIME_ZONE,
    );
    const [admission, product] = await Promise.all([
      recordOf(ctx, 'impatient', order.admission),
      recordOf(ctx, 'product', order.product),
    ]);
    defaultRoute(order, product);
    order.allergy_warning =
      admission && product ? await admissionAllergyWarning(ctx, admission, product) : null;
  },

  async check(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return [];
    const order = change.after;
    return [
      ...allergyOverrideProblems(
        order,
        'To order it anyway, give the reason under Allergy Override Reason.',
      ),
      ...(await routeProblems(ctx, order)),
      ...(change.action === 'update' ? await scheduleLockProblems(ctx, change) : []),
    ];
  },
};
