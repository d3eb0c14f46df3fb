/**
 * The setup the ward dose tests share (inpatient-medication-vials, -containers), for a
 * `describe.each(dialectCases)` suite on the test's clock: the ward suite, the medication
 * fixtures and units of the test's own (vial, IU, prefilled syringe, nebule, bottle), and the
 * calls they make: a prescription medicine as the formulary has it, insulin, an admission, an
 * patient on insulin with its vials in the ward's stock, an order (of insulin in IU), the
 * discharge ordered, a dose given at a time, stock received in a store, what a store holds and the Liaison
 * Cashier's charges of some doses.
 */
import { fromZonedTime } from 'date-fns-tz';
import { beforeAll, expect } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import type { dialectCases } from './databases';
import { medicationFixtures } from './medication-fixtures';
import type { Row, StockFixtures } from './stock-fixtures';
import { stockMoves } from './stock-moves';
import { useWardSuite, type WardSuite } from './ward-suite';

const TZ = DEFAULT_SETTINGS.timeZone;
/** "2026-03-02 08:00" on the hospital clock. */
export const local = (text: string) => fromZonedTime(text.replace(' ', 'T'), TZ);
export const iso = (text: string) => local(text).toISOString();
const MINUTE = 60_000;

export type DoseUnits = Record<'vial' | 'iu' | 'pfs' | 'nebule' | 'bottle', number>;

export function useDoseSuite(
  dialect: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  clock: () => Date,
) {
  const w: WardSuite = useWardSuite(dialect, clock);
  const s = {} as StockFixtures;
  const moves = stockMoves(w.app, () => s);
  const units = {} as DoseUnits;

  beforeAll(async () => {
    if (dialect.skip) return;
    const { stock, unit } = await medicationFixtures(w.app());
    Object.assign(s, stock);
    units.vial = await unit('vial', 'Vial', 'Count');
    units.iu = await unit('IU', 'International unit (IU)', 'Activity');
    units.pfs = await unit('pfs', 'Prefilled syringe', 'Count');
    units.nebule = await unit('nebule', 'Nebule', 'Count');
    units.bottle = await unit('btl', 'Bottle', 'Count');
  }, 120_000);

  const nurse = () => w.f.as.ipdNurse;

  /** A prescription medicine as the formulary has it (WHO Model List 2023, Ethiopian EML 2020). */
  const medicine = (name: string, fields: Row) =>
    s.newProduct({
      name,
      dosage_form: 'Injection',
      route: s.routes.iv,
      requires_prescription: true,
      ...fields,
    });
  const insulin = () =>
    medicine('Insulin, isophane (NPH, human) 100 IU/mL (10 mL) injection', {
      generic_name: 'insulin, isophane (NPH, human)',
      strength: '100 IU/mL (10 mL)',
      unit: units.vial,
      unit_price: '450.00',
    });

  /** A patient admitted to a bed of a new room of the suite's ward. */
  async function admitted() {
    const room = await w.f.newRoom(w.f.ward, 1);
    const admission = await w.f.admit(await w.f.patient(), room.beds[0] as number);
    expect(admission.id, JSON.stringify(admission)).toBeDefined();
    return admission;
  }

  /**
   * A patient admitted, and insulin in the ward's stock: each of `batches` (its number, to which
   * the admission's id is added; expiry; vials) received.
   */
  async function onInsulin(batches: [string, string, number][]) {
    const admission = await admitted();
    const product = await insulin();
    await receive(
      product,
      batches.map(([batch, expiry, vials]) => [`${batch}-${admission.id}`, expiry, vials]),
    );
    return { admission, product };
  }

  async function order(admission: Row, body: Row) {
    const made = await w.call('POST', 'medicationOrder', w.f.as.doctor, {
      admission: admission.id,
      sheet: 'Continuous',
      start_at: iso('2026-03-02 07:00'),
      duration_days: 30,
      indication: 'Type 2 diabetes on basal insulin',
      ...body,
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json();
  }

  /** `dose` IU of insulin `product`, twice daily unless `more` says, with `more` of the order. */
  const insulinOrder = (admission: Row, product: number, dose: number, more: Row = {}) =>
    order(admission, { product, dose, dose_unit: units.iu, frequency: 'Twice daily', ...more });

  /** The doctor orders the discharge (home). */
  const orderDischarge = (admission: Row) =>
    w.move('impatient', Number(admission.id), 'Discharge Ordered', w.f.as.doctor, {
      discharge_disposition: 'Home',
    });

  /** Gives the dose due at `scheduled`, `late` minutes after it; the stored dose. */
  async function give(mo: Row, scheduled: string, late = 5, as = nurse()) {
    const given = await w.call('POST', 'medicationAdministration', as, {
      medication_order: mo.id,
      scheduled_at: iso(scheduled),
      outcome: 'Given',
      administered_at: new Date(local(scheduled).getTime() + late * MINUTE).toISOString(),
    });
    expect(given.statusCode, given.body).toBe(201);
    return w.read('medicationAdministration', Number(given.json().id), nurse());
  }

  const receive = (
    product: number,
    lines: [string, string, number][],
    store = w.f.ward.warehouse,
  ) =>
    s.receive(
      store,
      lines.map(([batch_number, expiry_date, quantity]) => ({
        product,
        batch_number,
        expiry_date,
        quantity,
      })),
    );

  const onHand = async (product: number, store = w.f.ward.warehouse) =>
    (await moves.batches(product))
      .filter((b) => b.warehouse === store)
      .reduce((sum, b) => sum + Number(b.quantity), 0);

  /** The charges of these doses of `patient`'s, as the Liaison Cashier lists them. */
  const chargesOf = async (patient: unknown, ids: unknown[]): Promise<Row[]> => {
    const response = await w.call(
      'GET',
      `charge?pageSize=200&filter[source_model]=medicationAdministration&filter[patient]=${patient}`,
      w.f.as.liaisonCashier,
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().rows as Row[]).filter((charge) => ids.includes(charge.source_id));
  };

  /** The admission's MAR of `date` as the IPD Nurse reads it. */
  const mar = async (admission: Row, date: string) => {
    const response = await w.app().inject({
      method: 'GET',
      url: `/api/inpatient/admissions/${admission.id}/mar?date=${date}`,
      headers: nurse(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  return {
    w,
    s,
    moves,
    units,
    nurse,
    medicine,
    insulin,
    admitted,
    onInsulin,
    order,
    insulinOrder,
    orderDischarge,
    give,
    receive,
    onHand,
    chargesOf,
    mar,
  };
}
