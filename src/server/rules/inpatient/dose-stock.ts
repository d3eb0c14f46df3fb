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
  discardAtOf,
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
import { lockOpenContainer, type OpenContainerRecord } from './dose-container';

/** Where a ward's dose charges are collected: the Liaison Cashier's, with the stay's bed-days. */
export const WARD_CASHIER_POINT = 'Liaison';

/** What giving a dose needs, read by the check and used by the afterWrite. */
export interface DoseSupply {
  count: Exclude<DoseQuantity, { kind: 'none' }>;
  warehouse: number;
  product: number;
  service: RecordValues;
  /** For a draw from a multi-dose container: the open one and what the dose does with it. */
  draw?: { open: OpenContainerRecord | null; plan: ContainerDraw };
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
  };
  if (count.kind === 'draw') {
    const open = await lockOpenContainer(ctx, Number(order.admission), supply.product);
    const givenAt = Date.parse(String(dose.administered_at));
    supply.draw = { open, plan: drawOrOpen(open, count.volumeMl, givenAt, count.container) };
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
  };
  if (count.kind === 'draw' && draw) {
    const { plan, open } = draw;
    if (plan.opens === 0 && open) {
      Object.assign(values, {
        warehouse: open.warehouse,
        batch_number: open.batchNumber,
        container_dose: open.openingDose,
        container_discard_at: new Date(open.discardAt).toISOString(),
      });
      values.stock_working = `${count.working}; ${plan.note}`;
    } else {
      const last = posted.at(-1);
      const discardAt = discardAtOf(
        Date.parse(String(dose.administered_at)),
        count.container.inUseDays,
        last?.expiry_date,
      );
      Object.assign(values, {
        container_dose: id,
        container_discard_at: new Date(discardAt).toISOString(),
      });
      values.stock_working = `${count.working}; ${plan.note}, batch ${last?.batch_number ?? batches}, discard by ${at(discardAt)}`;
    }
    values.container_left_ml = ml(plan.leftMl);
  }
  await ctx.records.setDerived('medicationAdministration', id, values);
}
