/**
 * Writes the demo's billing morning (demo-billing-plan.ts) through `app.models`, so every rule
 * runs as it does for a person: the orders make their charges, each cashier's invoices bill
 * them, payments settle the invoices, the refund credits its line. Invoices, payments and the
 * refund are written as the demo cashier of their point (their receipts name that cashier and
 * point). Each kind of record is written in plan order, and every step checks what is done, so
 * a seed cut short is finished by the next run.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import type { BillingPlan, PlannedBill } from './demo-billing-plan';
import { demoEmail } from './seed-accounts';

type Ids = readonly number[];

/** The demo user of a role as the seed's actor; the administrator, in that role, without one. */
export async function actorAs(app: FastifyInstance, admin: Actor, role: string): Promise<Actor> {
  const email = demoEmail(role);
  const user = await app.database.db
    .selectFrom('users')
    .select(['id'])
    .where('email', '=', email)
    .executeTakeFirst();
  const permissions = [...(app.registry.roles[role]?.permissions ?? [])];
  if (!user) return { ...admin, engineUser: { ...admin.engineUser, role, permissions } };
  const id = Number(user.id);
  return { id, email, engineUser: { id, role, permissions }, ip: null };
}

const table = (app: FastifyInstance, model: string) => app.models.runtime(model).plan.table;
const db = (app: FastifyInstance) => app.database.db as unknown as AnyDb;

/** Ids of a model's records by one of their text fields (a method's name, a test's code). */
async function idsByField(app: FastifyInstance, model: string, field: 'name' | 'code') {
  const rows = await db(app).selectFrom(table(app, model)).select(['id', field]).execute();
  return new Map(rows.map((row) => [String(row[field]), Number(row.id)]));
}

/**
 * Creates the planned records each as its own actor, skipping those an earlier run created:
 * the records the seed's actors made in this model, in id order, are the plan's first ones.
 * With `visits`, only the records of those visits or of none are this plan's (the same actor
 * wrote others in the clinical day, before).
 */
async function ensureEach<T>(
  app: FastifyInstance,
  model: string,
  planned: readonly T[],
  actorOf: (item: T) => Actor,
  body: (item: T) => Promise<RecordValues>,
  visits?: readonly number[],
): Promise<number[]> {
  const actors = [...new Set(planned.map((item) => actorOf(item).id))];
  const known = actors.filter((id): id is number => id !== null);
  const rows = await db(app)
    .selectFrom(table(app, model))
    .select(['id'])
    .where((eb) =>
      eb.or([
        ...(known.length > 0 ? [eb('created_by', 'in', known)] : []),
        ...(actors.includes(null) ? [eb('created_by', 'is', null)] : []),
      ]),
    )
    .$if(visits !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('visit', 'is', null),
          ...(visits?.length ? [eb('visit', 'in', [...visits])] : []),
        ]),
      ),
    )
    .orderBy('id')
    .execute();
  const ids = rows.map((row) => Number(row.id));
  for (const item of planned.slice(ids.length)) {
    const created = await app.models.create(model, actorOf(item), await body(item));
    ids.push(Number(created.id));
  }
  return ids;
}

/** The charges an order made that are not void (those an invoice may bill), oldest first. */
async function chargesOf(app: FastifyInstance, model: string, id: number) {
  return db(app)
    .selectFrom(table(app, 'charge'))
    .select(['id', 'service'])
    .where('source_model', '=', model)
    .where('source_id', '=', id)
    .where('status', '!=', 'Void')
    .orderBy('id')
    .execute();
}

export interface BillingCounts {
  labRequests: number;
  radiologyRequests: number;
  invoices: number;
  payments: number;
}

export async function seedBillingActivity(
  app: FastifyInstance,
  admin: Actor,
  plan: BillingPlan,
  /** `visits[i]`: the visit the check-in of appointment `i` of the plan made, if any. */
  ids: { patients: Ids; visits: readonly (number | undefined)[] },
  day: string,
): Promise<BillingCounts> {
  const patient = (index: number) => ids.patients[index] as number;
  const tests = await idsByField(app, 'radiologyTest', 'code');
  const labTests = await idsByField(app, 'test', 'code');
  const labTest = (code: string) => {
    const id = labTests.get(code);
    if (id === undefined)
      throw new Error(`demo billing: the laboratory catalogue has no test ${code}`);
    return { test: id };
  };
  const methods = await idsByField(app, 'paymentMethod', 'name');
  // The doctor's orders, lab and radiology, each in plan order: those of this morning's
  // check-ins or of no visit (the doctor's orders of the clinical day came first).
  const doctor = await actorAs(app, admin, 'Doctor');
  const checkIns = ids.visits.filter((id): id is number => id !== undefined);
  const orderIdsOf = new Map<number, number>();
  for (const model of ['labRequest', 'radiologyRequest'] as const) {
    const planned = plan.orders.flatMap((order, index) => (order.model === model ? [index] : []));
    const made = await ensureEach(
      app,
      model,
      planned,
      () => doctor,
      async (index) => {
        const {
          model: _model,
          patient: who,
          visit,
          testCode,
          tests: labCodes,
          ...order
        } = plan.orders[index] as BillingPlan['orders'][number];
        return {
          ...order,
          ...(labCodes === undefined ? {} : { tests: labCodes.map(labTest) }),
          patient: patient(who),
          ...(visit === undefined ? {} : { visit: ids.visits[visit] }),
          ...(testCode === undefined ? {} : { test: tests.get(testCode) }),
        };
      },
      checkIns,
    );
    for (const [n, index] of planned.entries()) orderIdsOf.set(index, made[n] as number);
  }

  const cashiers = new Map<string, Actor>();
  for (const role of ['Reception Cashier', 'Lab Cashier', 'Radiology Cashier', 'Cashier Manager'])
    cashiers.set(role, await actorAs(app, admin, role));
  const cashierOf = (bill: PlannedBill) => cashiers.get(bill.cashier) as Actor;

  const invoiceIds = await ensureEach(app, 'invoice', plan.bills, cashierOf, async (bill) => {
    const sources =
      bill.visit !== undefined
        ? [['visit', ids.visits[bill.visit] as number] as const]
        : (bill.orders ?? []).map(
            (index) =>
              [plan.orders[index]?.model as string, orderIdsOf.get(index) as number] as const,
          );
    const items = [];
    for (const [model, id] of sources)
      for (const charge of await chargesOf(app, model, id))
        items.push({ charge: Number(charge.id), service: Number(charge.service), quantity: 1 });
    return {
      patient: patient(bill.patient),
      invoice_date: day,
      cashier_point: bill.cashier.replace(' Cashier', ''),
      items,
    };
  });

  // Submitted for payment, or the draft cancelled; a draft left by a cut-short run moves now.
  const invoices: RecordValues[] = [];
  for (const [n, bill] of plan.bills.entries()) {
    const id = invoiceIds[n] as number;
    let invoice = await app.models.get('invoice', cashierOf(bill), id);
    if (invoice.status === 'Draft')
      invoice = bill.cancelled
        ? await app.models.transition('invoice', cashierOf(bill), id, 'Cancelled', undefined, {
            cancellation_reason: bill.cancelled,
          })
        : await app.models.transition('invoice', cashierOf(bill), id, 'Submitted');
    invoices.push(invoice);
  }

  const payments = plan.bills.flatMap((bill, n) =>
    bill.payments.map((payment) => ({ bill, payment, invoice: invoices[n] as RecordValues })),
  );
  await ensureEach(
    app,
    'payment',
    payments,
    ({ bill }) => cashierOf(bill),
    async ({ bill, payment, invoice }) => {
      const share = Math.round(Number(invoice.patient_share) * 100);
      // Half, rounded down to whole birr: what a patient hands over when they are short.
      const cents = payment.share === 'all' ? share : Math.floor(share / 200) * 100;
      return {
        patient: patient(bill.patient),
        payment_date: day,
        method: methods.get(payment.method),
        ...(payment.reference ? { reference: payment.reference } : {}),
        allocations: [{ invoice: invoice.id, amount: (cents / 100).toFixed(2) }],
      };
    },
  );

  const manager = cashiers.get('Cashier Manager') as Actor;
  const refunds = plan.bills.flatMap((bill, n) =>
    bill.refund ? [{ refund: bill.refund, invoice: invoiceIds[n] as number }] : [],
  );
  await ensureEach(
    app,
    'creditNote',
    refunds,
    () => manager,
    async ({ refund, invoice }) => {
      const stored = await app.models.get('invoice', manager, invoice);
      const line = (stored.items as RecordValues[])[refund.line];
      return {
        invoice,
        credit_date: day,
        refund_method: methods.get('Cash'),
        reason: refund.reason,
        lines: [{ invoice_line: line?.id }],
      };
    },
  );

  return {
    labRequests: plan.orders.filter((o) => o.model === 'labRequest').length,
    radiologyRequests: plan.orders.filter((o) => o.model === 'radiologyRequest').length,
    invoices: plan.bills.length,
    payments: payments.length,
  };
}
