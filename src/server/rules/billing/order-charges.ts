/**
 * A rule for an order whose charges follow from its fields: a visit charges its consultation
 * once checked in, a lab request one charge per test, a radiology request its study. Every
 * write of the order (create, update, transition, delete, restore) compares what the order
 * charges now with the charges it made (by patient and service): a missing one is made, one no
 * longer wanted is voided while unbilled, and the write is refused while that charge is billed
 * (its invoice must be cancelled, or the line refunded with a credit note, first). A credited
 * charge counts as made: the order never charges a refunded service again on its own.
 *
 * Only writes that can change the answer compare: the order starting or stopping to charge,
 * or a change of one of its `inputs`. A doctor starting a consultation never trips over a
 * consultation price changed in the catalogue since the check-in.
 */
import type { RecordValues } from '../../models/model-runtime';
import { sameValue } from '../../models/record-validation';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { billedProblems, chargesOf, createCharges, voidCharges } from './charges';

/** One charge an order asks for. */
export interface WantedCharge {
  service: number;
  quantity?: number;
  description?: string;
}

export interface OrderChargesSpec {
  /** The rule's name, as the ordering model's JSON names it ("billing.lab-request-charges"). */
  name: string;
  model: string;
  /** Whether the order, as it stands, charges at all (not before check-in, not cancelled). */
  charges(order: RecordValues): boolean;
  /** The fields what it charges depends on (its tests), beside its patient and its state. */
  inputs: readonly string[];
  /** What the order charges, services found in the catalogue (none found: no charge). */
  wanted(ctx: RuleContext, order: RecordValues): Promise<WantedCharge[]>;
  /** What people call the order, for its charges' source label (its request number). */
  label(ctx: RuleContext, order: RecordValues): Promise<string> | string;
}

const keyOf = (patient: unknown, service: unknown) => `${Number(patient)}:${Number(service)}`;

/** The inputs of `spec` this write changes (the patient is always one). */
const changedInputs = (spec: OrderChargesSpec, change: RecordChange) =>
  ['patient', ...spec.inputs].filter(
    (field) => !sameValue(change.before?.[field], change.after[field]),
  );

/**
 * The field a refusal names: the input an update changed, else the order's state (every
 * ordering model's workflow field is `status`).
 */
function refusedField(spec: OrderChargesSpec, change: RecordChange): string {
  return (change.action === 'update' && changedInputs(spec, change)[0]) || 'status';
}

function mayChangeCharges(spec: OrderChargesSpec, change: RecordChange): boolean {
  if (change.action !== 'update' && change.action !== 'transition') return true;
  if (spec.charges(change.before ?? {}) !== spec.charges(change.after)) return true;
  return spec.charges(change.after) && changedInputs(spec, change).length > 0;
}

/** The charges to make and the ones to take back, for the order as `change.after` has it. */
async function reconcile(ctx: RuleContext, spec: OrderChargesSpec, change: RecordChange) {
  const order = change.after;
  const charging = change.action !== 'delete' && spec.charges(order);
  const wanted = charging ? await spec.wanted(ctx, order) : [];
  // A new order has made nothing yet (and most, like a booked visit, charge nothing either).
  const made =
    change.id === undefined || change.action === 'create'
      ? []
      : (await chargesOf(ctx, spec.model, change.id, { lock: true })).filter(
          (c) => c.status !== 'Void',
        );
  const madeKeys = new Set(made.map((charge) => keyOf(charge.patient, charge.service)));
  const wantedKeys = new Set(wanted.map((line) => keyOf(order.patient, line.service)));
  return {
    add: wanted.filter((line) => !madeKeys.has(keyOf(order.patient, line.service))),
    drop: made.filter((charge) => !wantedKeys.has(keyOf(charge.patient, charge.service))),
  };
}

export function orderCharges(spec: OrderChargesSpec): ModelRule {
  return {
    name: spec.name,
    models: [spec.model],

    async check(ctx, change) {
      if (change.action === 'create' || !mayChangeCharges(spec, change)) return [];
      const { drop } = await reconcile(ctx, spec, change);
      return billedProblems(ctx, drop, refusedField(spec, change));
    },

    async afterWrite(ctx, change) {
      if (!mayChangeCharges(spec, change)) return;
      const { add, drop } = await reconcile(ctx, spec, change);
      await voidCharges(ctx, drop);
      if (add.length === 0) return;
      const source = {
        model: spec.model,
        id: change.id as number,
        label: await spec.label(ctx, change.after),
      };
      const patient = Number(change.after.patient);
      await createCharges(
        ctx,
        add.map((line) => ({ ...line, patient, source })),
      );
    },
  };
}
