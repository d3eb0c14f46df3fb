/**
 * Stock for the demo's wards and theatre: an EPSS delivery of inpatient and theatre medicines
 * and supplies into the Main Store, then the theatre's and each ward's requisition from it
 * (requested by the theatre's scrub nurse or the ward's nurse, approved and issued by the Store
 * Manager, received by the requester), so doses are given from each ward's Ward Stock and
 * consumables issued from the OR Store (Ethiopian Hospital Services Transformation Guidelines,
 * 2017, pharmacy chapter: wards and theatres hold a small stock replenished from the store).
 * The Main Store receives just what it passes on, so its own balances stay as the pharmacy's
 * seed left them. Quantities: a week or two of the demo's patients and operations, our estimate.
 */
import { centsToMoney } from '../models/codecs';
import { addDays } from './demo-calendar';
import type { WardSeedContext } from './demo-inpatient-context';

type Kit = readonly (readonly [string, number])[];

/** What the theatre's OR Store is stocked with (dispensing units). */
export const THEATRE_KIT: Kit = [
  ['GLV-SURG-7-5', 150],
  ['GAUZE-SWAB', 80],
  ['SUT-PGA-2-0', 30],
  ['SUT-CHROMIC-1', 24],
  ['SUT-NYLON-3-0', 24],
  ['BLADE-22', 60],
  ['BLADE-11', 30],
  ['GOWN-SURGICAL', 40],
  ['SPINAL-25G', 20],
  ['BUP-05-SPI', 20],
  ['PRO-200-INJ', 20],
  ['SUX-100-INJ', 20],
  ['VEC-10-INJ', 20],
  ['FEN-100-INJ', 20],
  ['NEO-2-5-INJ', 20],
  ['ATR-1-INJ', 20],
  ['CFZ-1G-INJ', 30],
  ['RL-1000-INF', 40],
  ['OXY-10-INJ', 20],
  ['LID-2-INJ', 10],
  ['FOLEY-16FR', 20],
  ['URINE-BAG-2L', 20],
  ['CAN-18G', 30],
  ['IVSET-ADULT', 30],
  ['OND-4-INJ', 20],
  ['TXA-500-INJ', 10],
];

/** What each ward's Ward Stock is stocked with: the medicines of demo-inpatient-care.ts. */
export const WARD_KIT: Kit = [
  ['CFX-1G-INJ', 80],
  ['MTZ-500-INF', 60],
  ['AMP-500-INJ', 60],
  ['SAL-2-5-NEB', 80],
  ['PCM-500-TAB', 400],
  ['PCM-1G-INF', 40],
  ['ENX-40-INJ', 40],
  ['AL-20-120-TAB', 96],
  ['ARS-60-INJ', 40],
  ['FUR-40-TAB', 120],
  ['PRED-5-TAB', 200],
  ['NS-1000-INF', 60],
  ['OME-40-INJ', 40],
  ['TRA-100-INJ', 40],
  ['MGS-50-INJ', 30],
  ['INS-NPH-100', 2],
  // The ketoacidosis's insulin infusions and mealtime doses (demo-inpatient-charts-dka-insulin.ts).
  ['INS-SOL-100', 2],
  ['HEP-5000-INJ', 10],
];

const RECEIPT_REFERENCE = 'EPSS SIV 004911';
export const THEATRE_NOTE = "Theatre's requisition for the week's operating lists";
export const WARD_NOTE = "Ward's requisition for its inpatients' medicine sheets";
const TRANSFER_PATH = ['Requested', 'Approved', 'Issued', 'Received'];

/** The Ward Stock of each ward (the demo's wards), else the Medical Ward Stock. */
async function wardStores(ctx: WardSeedContext): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom(ctx.table('ward'))
    .select('warehouse')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const stores = [...new Set(rows.map((row) => Number(row.warehouse)).filter((id) => id > 0))];
  return stores.length > 0 ? stores : [await ctx.idBy('wareHouse', 'code', 'MW-STOCK')];
}

async function receiveIntoMain(ctx: WardSeedContext, totals: Map<string, number>, daysAgo: number) {
  const manager = await ctx.as('Store Manager');
  const prices = await ctx.db
    .selectFrom(ctx.table('product'))
    .select(['code', 'unit_price'])
    .execute();
  const priceOf = new Map(prices.map((row) => [String(row.code), Number(row.unit_price)]));
  await ctx.ensure(
    'stockReceipt',
    { invoice_reference: RECEIPT_REFERENCE },
    manager,
    ctx.dayAt(-daysAgo, '10:00'),
    async () => ({
      warehouse: await ctx.idBy('wareHouse', 'code', 'MAIN'),
      supplier: 'EPSS (Ethiopian Pharmaceutical Supply Service), Addis Ababa Hub 1',
      invoice_reference: RECEIPT_REFERENCE,
      notes: 'Inpatient and theatre consignment',
      items: await Promise.all(
        [...totals].map(async ([code, quantity], line) => ({
          product: await ctx.idBy('product', 'code', code),
          batch_number: `EW-${String(line + 1).padStart(3, '0')}-2511`,
          expiry_date: addDays(ctx.today, 420 + line),
          quantity,
          unit_cost: centsToMoney(Math.round((priceOf.get(code) ?? 0) * 0.55)),
        })),
      ),
    }),
  );
}

async function requisition(
  ctx: WardSeedContext,
  to: number,
  kit: Kit,
  notes: string,
  keeperRole: string,
  daysAgo: number,
) {
  const keeper = await ctx.as(keeperRole);
  const manager = await ctx.as('Store Manager');
  const id = await ctx.ensure(
    'wareHouseTransfer',
    { to_warehouse: to, notes },
    keeper,
    ctx.dayAt(-daysAgo, '08:00'),
    async () => ({
      from_warehouse: await ctx.idBy('wareHouse', 'code', 'MAIN'),
      to_warehouse: to,
      notes,
      items: await Promise.all(
        kit.map(async ([code, quantity]) => ({
          product: await ctx.idBy('product', 'code', code),
          quantity,
        })),
      ),
    }),
  );
  const steps = [
    ['Approved', manager, '09:00'],
    ['Issued', manager, '10:00'],
    ['Received', keeper, '11:00'],
  ] as const;
  for (const [state, actor, time] of steps)
    await ctx.move('wareHouseTransfer', id, TRANSFER_PATH, state, actor, ctx.dayAt(-daysAgo, time));
}

/** Stocks the OR Store and the wards' stocks, `daysAgo` days before today; what it made. */
export async function seedWardAndTheatreStock(
  ctx: WardSeedContext,
  daysAgo: number,
): Promise<{ stockReceipts: number; wareHouseTransfers: number }> {
  const wards = await wardStores(ctx);
  const totals = new Map<string, number>();
  for (const [code, quantity] of THEATRE_KIT) totals.set(code, quantity);
  for (const [code, quantity] of WARD_KIT)
    totals.set(code, (totals.get(code) ?? 0) + quantity * wards.length);
  await receiveIntoMain(ctx, totals, daysAgo + 2);
  const theatre = await ctx.idBy('wareHouse', 'code', 'OR-STORE');
  await requisition(ctx, theatre, THEATRE_KIT, THEATRE_NOTE, 'Scrub Nurse', daysAgo);
  for (const ward of wards) await requisition(ctx, ward, WARD_KIT, WARD_NOTE, 'IPD Nurse', daysAgo);
  return { stockReceipts: 1, wareHouseTransfers: 1 + wards.length };
}
