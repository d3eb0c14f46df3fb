/**
 * What a given dose takes and costs. Its count is the engine's (engine/inpatient quantityOfDose):
 * whole units (tablets, ampoules, syringes, nebules, bags, powder vials), or a volume drawn from
 * a multi-dose vial or bottle: from the admission's open one while it holds enough and is in use
 * (nothing issued, nothing charged), else new ones opened (dose-container.ts, open-container.ts).
 * What is issued comes from the Ward Stock of the admission's ward (`ward.warehouse`), only for
 * a role among its `issuing_roles` (403 naming the store and its roles, as every store's issue),
 * through the stock ledger's `issueStock` (first expiry first out; a shortfall is the ledger's
 * 422 and nothing is written), and is charged to the product's billing service at the Liaison
 * cashier point (`createCharge`, source medicationAdministration), where the stay's bed-days are
 * collected, so one cashier settles a discharge. The dose stores what it took: its volume, the
 * units issued and their batch and store, the container it drew from and what is left in it,
 * and the working in words.
 */
import { formatInTimeZone } from 'date-fns-tz';
import {
  type ContainerDraw,
  type DoseQuantity,
  type DoseTaken,
  discardAtOf,
  doseTakenText,
  drawOrOpen,
  HOSPITAL_TIME_ZONE,
  quantityOfDose,
} from '../../../engine/inpatient';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { createCharge } from '../billing/charges';
import { recordOf, unitOf } from '../pharmacy/prescription-item';
import { issueStock } from '../stock/ledger';
import { serviceOfProduct } from '../stock/product-service';
import { requireStoreKeeper } from '../stock/store-keepers';
import type { RuleContext } from '../types';
import { closeContainer, lockOpenContainer, type OpenContainerRecord } from './dose-container';

/** Where a ward's dose charges are collected: the Liaison Cashier's, with the stay's bed-days. */
export const WARD_CASHIER_POINT = 'Liaison';

/** What giving a dose needs, read by the check and used by the afterWrite. */
export interface DoseSupply {
  count: Exclude<DoseQuantity, { kind: 'none' }>;
  warehouse: number;
  product: number;
  service: RecordValues;
  /**
   * For a draw from a multi-dose container: the open one drawn from, what the dose does, and
   * the one it replaces (closed when the dose opens a new one): the open one, or one opened
   * on the ward the patient has left (`moved`), which is never drawn from here.
   */
  draw?: {
    open: OpenContainerRecord | null;
    plan: ContainerDraw;
    replaced: OpenContainerRecord | null;
    moved: boolean;
  };
  /** The ward's name, for the record of a container left on another ward. */
  wardName: string;
}

const isOn = (value: unknown) => value === true || Number(value) === 1;
const at = (ms: number) => formatInTimeZone(ms, HOSPITAL_TIME_ZONE, 'yyyy-MM-dd HH:mm');
const ml = (value: number) => Math.round(value * 100) / 100;

async function countOf(ctx: RuleContext, order: RecordValues, product: RecordValues) {
  const [doseUnit, unit] = await Promise.all([
    unitOf(ctx, order.dose_unit),
    unitOf(ctx, product.unit),
  ]);
  if (!doseUnit || !unit)
    return {
      kind: 'none',
      reason: `${product.name} has no dispensing unit to count a dose in`,
    } as const;
  return quantityOfDose(
    { dose: Number(order.dose), doseUnit },
    {
      name: String(product.name),
      generic_name: product.generic_name as string | null,
      strength: product.strength as string | null,
      dosage_form: product.dosage_form as string | null,
      pack_volume_ml: product.pack_volume_ml == null ? null : Number(product.pack_volume_ml),
      unit,
    },
  );
}

/** The supply of a dose given now, or the problems that stop it being given. */
export async function doseSupply(
  ctx: RuleContext,
  order: RecordValues,
  product: RecordValues,
  dose: RecordValues,
): Promise<DoseSupply | Problem[]> {
  const problems: Problem[] = [];
  const count = await countOf(ctx, order, product);
  if (count.kind === 'none') problems.push({ field: 'outcome', message: count.reason });
  const admission = await recordOf(ctx, 'impatient', order.admission);
  const ward = admission && (await recordOf(ctx, 'ward', admission.ward));
  const store = ward && (await recordOf(ctx, 'wareHouse', ward.warehouse));
  if (store?.warehouse_type !== 'Ward Stock' || !isOn(store.is_active))
    problems.push({
      field: 'outcome',
      message: `${ward ? `Ward ${ward.name}` : 'The admission'} has no active Ward Stock to give doses from: the Liaison Manager sets the ward's Ward Stock`,
    });
  else requireStoreKeeper(ctx, store, 'give doses from', 'outcome');
  const service = await serviceOfProduct(ctx, Number(product.id));
  if (!service || !isOn(service.is_active ?? true))
    problems.push({
      field: 'outcome',
      message: `${product.name} has no billing service to charge the dose to: the pharmacy manager saves the product again once billing is set up`,
    });
  if (problems.length > 0 || count.kind === 'none' || !store || !service) return problems;
  const supply: DoseSupply = {
    count,
    warehouse: Number(store.id),
    product: Number(product.id),
    service,
    wardName: String(ward?.name ?? ''),
  };
  if (count.kind === 'draw') {
    const found = await lockOpenContainer(ctx, Number(order.admission), supply.product);
    // A vial opened on the ward the patient left stays out of this ward's doses (bed-transfer
    // closes it; one left open by older data is closed when this dose opens a new one).
    const moved = found !== null && found.warehouse !== supply.warehouse;
    const open = moved ? null : found;
    const givenAt = Date.parse(String(dose.administered_at));
    const plan = drawOrOpen(open, count.volumeMl, givenAt, count.container);
    supply.draw = { open, plan, replaced: plan.opens > 0 ? found : null, moved };
  }
  return supply;
}

/** Issues the units the dose needs from the ward stock and charges them; their batches. */
async function issueAndCharge(
  ctx: RuleContext,
  dose: RecordValues,
  order: RecordValues,
  supply: DoseSupply,
  quantity: number,
) {
  const id = Number(dose.id);
  const label = `${order.order_number} dose ${at(Date.parse(String(dose.scheduled_at)))}`;
  const posted = await issueStock(
    ctx,
    { model: 'medicationAdministration', id, label, movement: 'Dispensing' },
    [{ product: supply.product, warehouse: supply.warehouse, quantity, field: 'outcome' }],
  );
  await createCharge(ctx, {
    patient: Number(order.patient),
    service: Number(supply.service.id),
    quantity,
    description: String(supply.service.name),
    source: { model: 'medicationAdministration', id, label },
    cashierPoint: WARD_CASHIER_POINT,
  });
  return posted;
}

/** Why the container a new one replaces is discarded, in words. */
function replacedReason(supply: DoseSupply, dose: RecordValues, volumeMl: number): string {
  const givenAt = Date.parse(String(dose.administered_at));
  const when = at(givenAt);
  const replaced = supply.draw?.replaced;
  if (supply.draw?.moved)
    return `the patient moved to ward ${supply.wardName}: a new one was opened from its Ward Stock for the dose given ${when}`;
  // closeContainer says first that its in-use period ended.
  if (replaced && replaced.discardAt <= givenAt)
    return `a new one was opened for the dose given ${when}`;
  return `it held ${ml(replaced?.leftMl ?? 0)} mL, too little for the ${ml(volumeMl)} mL dose given ${when}`;
}

/** The draw's stored values: the container it drew from, what is left, the line and working. */
async function drawValues(
  ctx: RuleContext,
  dose: RecordValues,
  supply: DoseSupply,
  posted: readonly { batch_number: string; expiry_date: string | null }[],
): Promise<RecordValues> {
  const { count, draw } = supply;
  if (count.kind !== 'draw' || !draw) return {};
  const { plan, open, replaced } = draw;
  const givenAt = Date.parse(String(dose.administered_at));
  const taken: DoseTaken = { dose: count.dose, volumeMl: count.volumeMl };
  const noun = count.container.noun;
  if (plan.opens === 0 && open) {
    taken.container = { noun, opened: 0, ...open, leftMl: plan.leftMl };
    return {
      warehouse: open.warehouse,
      batch_number: open.batchNumber,
      container_dose: open.openingDose,
      container_opened_at: new Date(open.openedAt).toISOString(),
      container_discard_at: new Date(open.discardAt).toISOString(),
      container_left_ml: ml(plan.leftMl),
      stock_working: `${count.working}; ${plan.note}`,
      dose_taken: doseTakenText(taken, HOSPITAL_TIME_ZONE),
    };
  }
  if (replaced)
    await closeContainer(ctx, replaced, givenAt, replacedReason(supply, dose, count.volumeMl));
  const last = posted.at(-1);
  const discardAt = discardAtOf(givenAt, count.container.inUseDays, last?.expiry_date);
  taken.container = {
    noun,
    opened: plan.opens,
    openedAt: givenAt,
    leftMl: plan.leftMl,
    discardAt,
  };
  const batches = [...new Set(posted.map((line) => line.batch_number))].join(', ');
  return {
    container_dose: Number(dose.id),
    container_opened_at: new Date(givenAt).toISOString(),
    container_discard_at: new Date(discardAt).toISOString(),
    container_left_ml: ml(plan.leftMl),
    stock_working: `${count.working}; ${plan.note}, batch ${last?.batch_number ?? batches}, discard by ${at(discardAt)}`,
    dose_taken: doseTakenText(taken, HOSPITAL_TIME_ZONE),
  };
}

/** Takes the dose from the ward stock or the open container, and stores what it took. */
export async function giveDose(
  ctx: RuleContext,
  dose: RecordValues,
  order: RecordValues,
  supply: DoseSupply,
): Promise<void> {
  const id = Number(dose.id);
  const { count, draw } = supply;
  const quantity = count.kind === 'units' ? count.quantity : (draw?.plan.opens ?? 0);
  const posted = quantity > 0 ? await issueAndCharge(ctx, dose, order, supply, quantity) : [];
  const batches = [...new Set(posted.map((line) => line.batch_number))].join(', ');
  const values: RecordValues = {
    warehouse: supply.warehouse,
    quantity_issued: quantity,
    batch_number: batches || null,
    dose_volume_ml: count.volumeMl === null ? null : ml(count.volumeMl),
    stock_working: count.working,
    dose_taken:
      count.kind === 'units'
        ? doseTakenText(
            {
              dose: count.dose,
              volumeMl: count.volumeMl,
              units: { count: count.quantity, noun: count.noun },
            },
            HOSPITAL_TIME_ZONE,
          )
        : null,
    ...(await drawValues(ctx, dose, supply, posted)),
  };
  await ctx.records.setDerived('medicationAdministration', id, values);
}
