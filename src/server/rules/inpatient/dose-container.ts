/**
 * The multi-dose vials and bottles a patient has open (engine/inpatient open-container.ts): kept
 * on the doses themselves, no record of their own. A dose that opens one names itself in
 * `container_dose` and is the container's record: when it was opened (`container_opened_at`),
 * and once it is closed, when, why and how many mL were discarded (`container_closed_at`,
 * `container_closed_reason`, `container_waste_ml`). Each dose drawn from it names that opening
 * dose; every one stores what is left after it (`container_left_ml`) and when the container is to
 * be discarded (`container_discard_at`). The stock ledger's line for the opened vial points at
 * the opening dose (its source), so a vial's mL are all accounted for: the doses naming it drew
 * them, the rest was discarded.
 *
 * The open one of an admission and product is the one named by the last Given dose of that
 * product that drew from a container, whichever order it came from, unless it was closed. It is
 * read under `lockAdmissionProduct` (repositories/dose-container-lock.ts): a lock per admission
 * and product, not the product's row, which every dose and dispensing of the product in the
 * hospital would wait on; it keeps what the product's lock kept here (two nurses giving the
 * patient insulin at once read the open vial one after the other, and only one of them opens a
 * new one), since only doses of that admission and product draw from that vial.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { HOSPITAL_TIME_ZONE, type OpenContainer } from '../../../engine/inpatient';
import type { RecordValues } from '../../models/model-runtime';
import { lockAdmissionProduct } from '../../repositories/dose-container-lock';
import type { RuleContext } from '../types';

/** The open container, with the dose that opened it and the store it was issued from. */
export interface OpenContainerRecord extends OpenContainer {
  openingDose: number;
  product: number;
  warehouse: number;
}

const lastBatchOf = (value: unknown) =>
  String(value ?? '')
    .split(', ')
    .at(-1) ?? '';
const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';
const at = (ms: number) => formatInTimeZone(ms, HOSPITAL_TIME_ZONE, 'yyyy-MM-dd HH:mm');
const ml = (value: number) => Math.round(value * 100) / 100;

/** The open container of each product among the admission's Given doses `given`. */
function openContainersIn(given: readonly RecordValues[]): OpenContainerRecord[] {
  const last = new Map<number, RecordValues>();
  for (const dose of given) {
    if (!isSet(dose.container_dose)) continue;
    const product = Number(dose.product);
    const seen = last.get(product);
    if (!seen || Number(dose.id) > Number(seen.id)) last.set(product, dose);
  }
  const open: OpenContainerRecord[] = [];
  for (const [product, dose] of last) {
    const openingDose = Number(dose.container_dose);
    const opening = given.find((d) => Number(d.id) === openingDose);
    if (opening && isSet(opening.container_closed_at)) continue;
    const openedAt = opening?.container_opened_at ?? opening?.administered_at;
    open.push({
      openingDose,
      product,
      warehouse: Number(dose.warehouse),
      leftMl: Number(dose.container_left_ml),
      openedAt: Date.parse(String(openedAt ?? dose.administered_at)),
      discardAt: Date.parse(String(dose.container_discard_at)),
      batchNumber: lastBatchOf(dose.batch_number),
    });
  }
  return open;
}

/** The admission's open container of `product`, read under its lock; null when none. */
export async function lockOpenContainer(
  ctx: RuleContext,
  admission: number,
  product: number,
): Promise<OpenContainerRecord | null> {
  await lockAdmissionProduct(ctx.trx, admission, product);
  const given = await ctx.records.find('medicationAdministration', {
    admission,
    product,
    outcome: 'Given',
  });
  return openContainersIn(given)[0] ?? null;
}

/**
 * Closes `open` at `closedAt` (or when its in-use period ended, if that was earlier), recording
 * what it still held as discarded and why, on the dose that opened it.
 */
export async function closeContainer(
  ctx: RuleContext,
  open: OpenContainerRecord,
  closedAt: number,
  reason: string,
): Promise<void> {
  const expired = open.discardAt <= closedAt;
  await ctx.records.setDerived('medicationAdministration', open.openingDose, {
    container_closed_at: new Date(expired ? open.discardAt : closedAt).toISOString(),
    container_waste_ml: ml(open.leftMl),
    container_closed_reason: expired
      ? `its in-use period ended (discard by ${at(open.discardAt)}); ${reason}`
      : reason,
  });
}

/**
 * Closes the admission's open containers (of `products` when given) whose store is not
 * `keepStore` (all when undefined), each under its lock, at the write's time: an order stopped
 * or completed, a discharge, a transfer to another ward. How many it closed.
 */
export async function closeOpenContainers(
  ctx: RuleContext,
  admission: number,
  reason: string,
  options: { products?: readonly number[]; keepStore?: number } = {},
): Promise<number> {
  const given = await ctx.records.find('medicationAdministration', {
    admission,
    outcome: 'Given',
    ...(options.products ? { product: [...options.products] } : {}),
  });
  const candidates = openContainersIn(given).filter((c) => c.warehouse !== options.keepStore);
  let closed = 0;
  for (const candidate of candidates.sort((a, b) => a.product - b.product)) {
    // Read again under the lock: a dose may have drawn from it or replaced it meanwhile.
    const open = await lockOpenContainer(ctx, admission, candidate.product);
    if (!open || open.warehouse === options.keepStore) continue;
    await closeContainer(ctx, open, ctx.now.getTime(), reason);
    closed += 1;
  }
  return closed;
}
