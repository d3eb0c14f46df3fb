/**
 * The multi-dose vial or bottle a patient has open (engine/inpatient open-container.ts): kept on
 * the doses themselves, no record of its own. A dose that opens one names itself in
 * `container_dose`; each dose drawn from it names that opening dose; every one stores what is
 * left after it (`container_left_ml`) and when the container is to be discarded
 * (`container_discard_at`). The open one of an admission and product is the one named by the
 * last Given dose of that product that drew from a container, whichever order it came from.
 *
 * Reading it is `lockOpenContainer`'s: it first locks the product's row (the stock ledger's own
 * lock, taken after the order's as every ward dose takes them), so two nurses giving the patient
 * insulin at once read the open vial one after the other, and only one of them opens a new one.
 */
import type { OpenContainer } from '../../../engine/inpatient';
import type { RecordValues } from '../../models/model-runtime';
import { lockProducts } from '../../repositories/stock-ledger';
import type { RuleContext } from '../types';

/** The open container, with the dose that opened it and the store it was issued from. */
export interface OpenContainerRecord extends OpenContainer {
  openingDose: number;
  warehouse: number;
}

const lastBatchOf = (value: unknown) =>
  String(value ?? '')
    .split(', ')
    .at(-1) ?? '';

/** The admission's open container of `product`, read under the product's lock; null when none. */
export async function lockOpenContainer(
  ctx: RuleContext,
  admission: number,
  product: number,
): Promise<OpenContainerRecord | null> {
  await lockProducts(ctx.trx, [product]);
  const given = await ctx.records.find('medicationAdministration', {
    admission,
    product,
    outcome: 'Given',
  });
  const last = given
    .filter((dose) => dose.container_dose !== null && dose.container_dose !== undefined)
    .reduce<RecordValues | undefined>(
      (latest, dose) => (!latest || Number(dose.id) > Number(latest.id) ? dose : latest),
      undefined,
    );
  if (!last) return null;
  const openingDose = Number(last.container_dose);
  const opening =
    openingDose === Number(last.id)
      ? last
      : (given.find((dose) => Number(dose.id) === openingDose) ??
        (await ctx.records.get('medicationAdministration', openingDose)));
  return {
    openingDose,
    warehouse: Number(last.warehouse),
    leftMl: Number(last.container_left_ml),
    openedAt: Date.parse(String(opening?.administered_at ?? last.administered_at)),
    discardAt: Date.parse(String(last.container_discard_at)),
    batchNumber: lastBatchOf(last.batch_number),
  };
}
