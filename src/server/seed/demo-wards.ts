/**
 * The demo hospital's wards, rooms and beds (demo-wards-layout.ts), each ward with its Ward
 * Stock, and the day's inpatients (demo-admissions-plan.ts, written by demo-admissions.ts).
 * Resumable: wards, rooms and beds are found by their creator in plan order (seed-records.ts),
 * warehouses by code.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import { type PlannedInpatient, seedDemoAdmissions } from './demo-admissions';
import { bedNumber, DEMO_WARDS } from './demo-wards-layout';
import { actorAs } from './seed-billing-activity';
import { recordEnsurer, seededIds } from './seed-records';

export interface WardCounts {
  wards: number;
  rooms: number;
  beds: number;
  admissions: number;
  /** Bed-day charges made, and the Liaison Cashier's invoices and payments of the discharged. */
  bedDayCharges: number;
  wardInvoices: number;
  wardPayments: number;
}

export interface WardSeedIds {
  patients: readonly number[];
  physicians: readonly number[];
  departments: Map<string | undefined, number>;
}

/** Live ids of `model` by a column's value. */
export async function idsByColumn(app: FastifyInstance, model: string, column: string) {
  const rows = await (app.database.db as unknown as AnyDb)
    .selectFrom(app.models.runtime(model).plan.table)
    .select(['id', column])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row: Record<string, unknown>) => [String(row[column]), Number(row.id)]));
}

/** Each ward's Ward Stock by code: the formulary's Medical Ward Stock, the others made here. */
async function wardStocks(app: FastifyInstance, actor: Actor) {
  const codes = await idsByColumn(app, 'wareHouse', 'code');
  const manager = await actorAs(app, actor, 'Pharmacy Manager');
  for (const { stock } of DEMO_WARDS) {
    if (codes.has(stock.code)) continue;
    const made = await app.models.create('wareHouse', manager, {
      ...stock,
      warehouse_type: 'Ward Stock',
      issuing_roles: ['IPD Nurse'],
      is_active: true,
    });
    codes.set(stock.code, Number(made.id));
  }
  return codes;
}

/** The wards, rooms and beds; bed ids by bed number. */
async function seedLayout(app: FastifyInstance, actor: Actor, ids: WardSeedIds) {
  const ensure = recordEnsurer(app, actor);
  const stocks = await wardStocks(app, actor);
  const services = await idsByColumn(app, 'service', 'code');
  const wardIds = await ensure('ward', DEMO_WARDS, (ward) => ({
    code: ward.code,
    name: ward.name,
    ward_type: ward.ward_type,
    department: ids.departments.get(ward.department),
    warehouse: stocks.get(ward.stock.code),
    floor: ward.floor,
    phone_extension: ward.phone_extension,
  }));
  const rooms = DEMO_WARDS.flatMap((ward, w) =>
    ward.rooms.map((room) => ({ room, ward, wardId: wardIds[w] as number })),
  );
  const roomIds = await ensure('room', rooms, ({ room, ward, wardId }) => ({
    room_number: room.room_number,
    ward: wardId,
    room_type: room.room_type,
    floor: ward.floor,
    capacity: room.beds,
    bed_day_service: services.get(room.service),
  }));
  const beds = rooms.flatMap(({ room, ward }, r) =>
    Array.from({ length: room.beds }, (_, i) => ({
      bed_number: bedNumber(room.room_number, i),
      room: roomIds[r] as number,
      bed_type: ward.bed_type,
    })),
  );
  const bedIds = await ensure('bed', beds, (bed) => bed);
  return {
    wards: wardIds.length,
    rooms: roomIds.length,
    beds: new Map(beds.map((bed, i) => [bed.bed_number, bedIds[i] as number])),
  };
}

/** The bed-day charges made so far (every admission's, all the demo's). */
async function bedDayChargeCount(app: FastifyInstance) {
  const row = await (app.database.db as unknown as AnyDb)
    .selectFrom(app.models.runtime('charge').plan.table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('source_model', '=', 'impatient')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function seedDemoWards(
  app: FastifyInstance,
  actor: Actor,
  patients: readonly PlannedInpatient[],
  ids: WardSeedIds,
  today: Date,
): Promise<WardCounts> {
  const layout = await seedLayout(app, actor, ids);
  const { admissions } = await seedDemoAdmissions(app, actor, patients, ids, layout.beds, today);
  const cashier = await actorAs(app, actor, 'Liaison Cashier');
  return {
    wards: layout.wards,
    rooms: layout.rooms,
    beds: layout.beds.size,
    admissions: admissions.length,
    bedDayCharges: await bedDayChargeCount(app),
    wardInvoices: (await seededIds(app, 'invoice', cashier)).length,
    wardPayments: (await seededIds(app, 'payment', cashier)).length,
  };
}
