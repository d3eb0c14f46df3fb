// The demo hospital's pharmacy and stores (src/server/seed/demo-pharmacy-*.ts, written by
// seed-pharmacy-activity.ts through the rules), as a newcomer signing in as each role finds
// them, on both databases: the pharmacist's queue of Active prescriptions, one partly dispensed
// and one with a kept allergy override; the Store Manager's items below their reorder level,
// expired and expiring batches, a transfer in every state and one in transit; the Pharmacy
// Cashier's dispensings waiting to be billed, one paid, and today's counter sales, one of
// yesterday's returned; a patient's return; and every balance equal to its ledger's sum.
import { describe, expect, it } from 'vitest';
import type { BelowReorder, Expiring } from '../../src/engine/wire/stock-reports';
import type { AnyDb } from '../../src/server/models/any-db';
import { THEATRE_NOTE, WARD_NOTE } from '../../src/server/seed/demo-inpatient-stock';
import { dialectCases } from '../helpers/databases';
import { type Row, useSeededDemo } from '../helpers/demo-suite';
import { ledgerEqualsBalances } from '../helpers/ledger-equals-balances';

/** A Monday morning in the hospital's time zone (America/New_York, UTC-5 in March). */
const TODAY = new Date('2026-03-02T10:30:00-05:00');
const TODAY_ISO = '2026-03-02';
const ROLES = [
  'pharmacist',
  'store-manager',
  'pharmacy-cashier',
  'pharmacy-manager',
  'doctor',
] as const;

describe.each(dialectCases)('the demo pharmacy and stores on $dialect', (dialect) => {
  const { skip } = dialect;
  const demo = useSeededDemo(dialect, ROLES, TODAY);
  const { get, list } = demo;
  const warehouseId = async (code: string) =>
    Number((await list('store-manager', 'wareHouse', `&filter[code]=${code}`))[0]?.id);
  const productId = async (code: string) =>
    Number((await list('store-manager', 'product', `&filter[code]=${code}`))[0]?.id);

  it.skipIf(skip)("gives the pharmacist a queue of today's Active prescriptions", async () => {
    // The wards' take-home prescriptions (demo-inpatient-summary.ts) are of no visit.
    const all = (await list('pharmacist', 'prescription')).filter((p) => p.visit !== null);
    expect(all).toHaveLength(15);
    const active = all.filter((p) => p.status === 'Active');
    expect(active).toHaveLength(4);
    for (const prescription of active) {
      expect(prescription.prescription_date).toBe(TODAY_ISO);
      expect(prescription.prescription_number).toMatch(/^RX-2026-\d{6}$/);
      expect(prescription.visit).toEqual(expect.any(Number));
      expect(prescription.physician).toEqual(expect.any(Number));
    }
    // Past ones were dispensed in full on their day.
    const past = all.filter((p) => String(p.prescription_date) < TODAY_ISO);
    expect(past).toHaveLength(6);
    for (const prescription of past) expect(prescription.status).toBe('Dispensed');
    const partly = all.filter((p) => p.status === 'Partly Dispensed');
    expect(partly).toHaveLength(1);
    // Metformin ran short at the OPD Pharmacy (more is in transit); atorvastatin went in full.
    const items = await list(
      'pharmacist',
      'prescriptionItem',
      `&filter[prescription]=${partly[0]?.id}`,
    );
    expect(items.map((i) => i.status)).toEqual(['Partly Dispensed', 'Dispensed']);
    const short = items[0] as Row;
    expect(Number(short.dispensed_quantity)).toBeGreaterThan(0);
    expect(Number(short.dispensed_quantity)).toBeLessThan(Number(short.quantity));
  });

  it.skipIf(skip)('keeps the allergy warning and the reason to prescribe anyway', async () => {
    const items = await list('pharmacist', 'prescriptionItem');
    const overridden = items.filter((i) => i.allergy_warning);
    expect(overridden).toHaveLength(1);
    expect(overridden[0]?.allergy_warning).toMatch(/^Recorded allergy: penicillin\. Cefazolin/);
    expect(String(overridden[0]?.allergy_override_reason)).toContain('no anaphylaxis');
    expect(overridden[0]?.status).toBe('Dispensed');
    // Quantities were worked out from dose, frequency and duration: 4 tablets twice daily for 3 days.
    const coartem = await productId('AL-20-120-TAB');
    expect(items.find((i) => i.product === coartem)?.quantity).toBe(24);
  });

  it.skipIf(skip)('shows the Store Manager what to reorder and what expires', async () => {
    const main = await warehouseId('MAIN');
    const below: BelowReorder = await get(
      'store-manager',
      `/api/stock/below-reorder?warehouse=${main}`,
    );
    const codes = new Map(below.rows.map((r) => [r.code, r]));
    for (const code of ['AMOX-500-CAP', 'MET-500-TAB', 'CFX-1G-INJ', 'GLV-EXAM-M'])
      expect(codes.get(code)?.quantity, code).toBeGreaterThan(0);
    // Zinc went to the pharmacy to the last tablet; ketamine was never received.
    expect(codes.get('ZNC-20-DT')?.quantity).toBe(0);
    expect(codes.get('KET-500-INJ')?.quantity).toBe(0);
    for (const row of below.rows) expect(row.quantity).toBeLessThanOrEqual(row.reorder_level);
    const expiring: Expiring = await get('store-manager', '/api/stock/expiring?days=90');
    const expired = expiring.rows.filter((r) => r.expired);
    expect(expired.map((r) => r.batch_number).sort()).toEqual(
      ['AMS-2311-07', 'APF-T-23118', 'CTX-S-2310'].sort(),
    );
    expect(expiring.rows.filter((r) => !r.expired).length).toBeGreaterThanOrEqual(5);
    for (const row of expiring.rows) expect(row.quantity).toBeGreaterThan(0);
  });

  it.skipIf(skip)('leaves a transfer in every state, one in transit', async () => {
    // The theatre's and wards' requisitions are the ward seed's (demo-inpatient-stock.ts).
    const transfers = (await list('store-manager', 'wareHouseTransfer')).filter(
      (t) => t.notes !== THEATRE_NOTE && t.notes !== WARD_NOTE,
    );
    const states = transfers.map((t) => t.status);
    expect(states.filter((s) => s === 'Received')).toHaveLength(7);
    for (const state of ['Issued', 'Approved', 'Requested', 'Rejected'])
      expect(
        states.filter((s) => s === state),
        state,
      ).toHaveLength(1);
    const rejected = transfers.find((t) => t.status === 'Rejected') as Row;
    expect(String(rejected.rejection_reason).length).toBeGreaterThan(40);
    const transit = await list('pharmacist', 'wareHouseTransfer', '&filter[status]=Issued');
    expect(transit).toHaveLength(1);
    expect(transit[0]).toMatchObject({
      to_warehouse: await warehouseId('OPD-PHARM'),
      issued_by: 'store-manager@tena.demo',
    });
    // The stores' other movements: a reversed receipt, three adjustments.
    const receipts = await list('store-manager', 'stockReceipt');
    expect(receipts.map((r) => r.status).filter((s) => s === 'Reversed')).toHaveLength(1);
    for (const receipt of receipts) expect(receipt.supplier).toEqual(expect.any(String));
    const adjustments = await list('store-manager', 'stockAdjustment');
    expect(adjustments.map((a) => a.adjustment_type).sort()).toEqual([
      'Count Difference',
      'Damaged',
      'Expired',
    ]);
  });

  it.skipIf(skip)(
    "gives the Pharmacy Cashier dispensings to bill, one paid, and the counter's sales",
    async () => {
      const waiting = await list(
        'pharmacy-cashier',
        'charge',
        '&filter[cashier_point]=Pharmacy&filter[status]=Unbilled',
      );
      // Only dispensings: the ward doses given from the Ward Stocks (demo-inpatient-*.ts) are
      // charged at the Liaison point, with the stays' bed-days.
      const dispensed = waiting.filter((c) => c.source_model === 'dispensing');
      expect(new Set(dispensed.map((c) => c.patient)).size).toBeGreaterThanOrEqual(3);
      for (const charge of dispensed) expect(charge.source_label).toMatch(/^DSP-2026-\d{6}$/);
      for (const charge of waiting) expect(charge.source_model).toBe('dispensing');
      const invoices = await list('pharmacy-cashier', 'invoice', '&filter[cashier_point]=Pharmacy');
      expect(invoices).toHaveLength(7);
      for (const invoice of invoices) expect(invoice.status).toBe('Paid');
      expect(invoices.filter((i) => i.invoice_date === TODAY_ISO)).toHaveLength(1);
      const sales = await list('pharmacy-cashier', 'pharmacySale');
      const today = sales.filter((s) => String(s.sold_at) >= '2026-03-02T05:00:00.000Z');
      expect(today).toHaveLength(4);
      for (const sale of sales) expect(Number(sale.total)).toBeGreaterThan(0);
      const returned = sales.filter((s) => s.status === 'Returned');
      expect(returned).toHaveLength(1);
      expect(returned[0]).toMatchObject({ returned_by: 'pharmacy-manager@tena.demo' });
      // The toddler's mother brought two sachets back before paying: its charge is for four.
      const [back] = await list('pharmacist', 'stockReturn');
      expect(back).toMatchObject({ return_type: 'Patient Return' });
    },
  );

  it.skipIf(skip)('leaves every balance equal to the sum of its ledger lines', async () => {
    const checked = await ledgerEqualsBalances(demo.app.database.db as unknown as AnyDb);
    expect(checked.lines).toBeGreaterThan(150);
  });
});
