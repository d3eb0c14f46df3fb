// Consumables of an operation (issue 21), on both databases: issued from the theatre's OR Store
// (first expiry first out) only by its keepers, each charged at the OR cashier point, where the
// OR Cashier's queue finds it; cancelling the case voids what is not yet billed and returns the
// stock to the OR Store by new ledger lines, refused while a charge is billed.
import { describe, expect, it } from 'vitest';
import { invoiceBody } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T06:00:00Z');

describe.each(dialectCases)('case consumables on $dialect', ({ make, skip }) => {
  const { s, f, call, batches, balances, ledger } = useSurgerySuite({ make, skip }, () => NOW);
  const issue = (headers: Record<string, string>, body: object) =>
    call('POST', '/models/caseConsumable', headers, body);
  const chargesOf = async (issueId: unknown) =>
    (
      await call(
        'GET',
        `/models/charge?filter[source_model]=caseConsumable&filter[source_id]=${issueId}`,
        s.as.orCashier,
      )
    ).json().rows;

  it.skipIf(skip)('issues from the OR Store and charges for the OR Cashier', async () => {
    const inTheatre = await s.caseAt('In Theatre');
    const before = (await batches(s.products.swabs)).map((b) => Number(b.quantity));
    const issued = await issue(s.as.scrubNurse, {
      surgical_case: inTheatre.id,
      items: [
        { product: s.products.swabs, quantity: 20 },
        { product: s.products.gloves, quantity: 2 },
      ],
    });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ warehouse: s.store, patient: inTheatre.patient });
    const after = (await batches(s.products.swabs)).map((b) => Number(b.quantity));
    expect(after.reduce((a, b) => a + b, 0)).toBe(before.reduce((a, b) => a + b, 0) - 20);
    const charges = await chargesOf(issued.json().id);
    expect(charges).toEqual([
      expect.objectContaining({ quantity: 20, amount: '80.00', cashier_point: 'OR' }),
      expect.objectContaining({ quantity: 2, amount: '50.00', cashier_point: 'OR' }),
    ]);
  });

  it.skipIf(skip)('lets only the store keepers issue, and no more than it holds', async () => {
    const preOp = await s.caseAt('Pre-op');
    const doctor = await issue(s.as.doctor, {
      surgical_case: preOp.id,
      items: [{ product: s.products.gloves, quantity: 1 }],
    });
    expect(doctor.statusCode).toBe(403);
    const recovery = await issue(s.as.recoveryNurse, {
      surgical_case: preOp.id,
      items: [{ product: s.products.gloves, quantity: 1 }],
    });
    expect(recovery.statusCode).toBe(403);
    const tooMany = await issue(s.as.anesthesiaNurse, {
      surgical_case: preOp.id,
      items: [{ product: s.products.gloves, quantity: 5000 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().details[0]).toMatchObject({ field: 'items[0].quantity' });
    expect(tooMany.json().details[0].message).toMatch(/^Only \d+ of Surgical gloves/);
    const product = await f.newProduct({ name: 'Not in the theatre' });
    const elsewhere = await issue(s.as.anesthesiaNurse, {
      surgical_case: preOp.id,
      items: [{ product, quantity: 1 }],
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it.skipIf(skip)('cancelling the case voids its unbilled charges', async () => {
    const preOp = await s.caseAt('Pre-op');
    const issued = await issue(s.as.anesthesiaNurse, {
      surgical_case: preOp.id,
      items: [{ product: s.products.gloves, quantity: 1 }],
    });
    expect(issued.statusCode).toBe(201);
    const cancelled = await s.move(Number(preOp.id), 'Cancelled', s.as.doctor, {
      cancellation_reason: 'Patient unfit for anaesthesia',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await chargesOf(issued.json().id)).map((c: { status: string }) => c.status)).toEqual([
      'Void',
    ]);
  });

  it.skipIf(skip)('cancelling the case returns its consumables to the OR Store', async () => {
    const preOp = await s.caseAt('Pre-op');
    const before = await balances(s.products.gloves);
    const issued = await issue(s.as.scrubNurse, {
      surgical_case: preOp.id,
      items: [{ product: s.products.gloves, quantity: 3, batch_number: 'GLOVE-1' }],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const key = `${s.store}/GLOVE-1`;
    expect((await balances(s.products.gloves))[key]).toBe(Number(before[key]) - 3);
    const cancelled = await s.move(Number(preOp.id), 'Cancelled', s.as.doctor, {
      cancellation_reason: 'Operation postponed: theatre list overrun',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balances(s.products.gloves)).toEqual(before);
    // A new Return line under the issue: the Dispensing line it posted stays as it was.
    const lines = (await ledger(s.products.gloves)).filter(
      (line) => line.source_model === 'caseConsumable' && line.source_id === issued.json().id,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        movement: 'Dispensing',
        warehouse: s.store,
        batch_number: 'GLOVE-1',
        quantity_out: 3,
        source_label: issued.json().issue_number,
      }),
      expect.objectContaining({
        movement: 'Return',
        warehouse: s.store,
        batch_number: 'GLOVE-1',
        quantity_in: 3,
        source_label: issued.json().issue_number,
      }),
    ]);
    const record = await call('GET', `/models/caseConsumable/${issued.json().id}`, s.as.scrubNurse);
    expect(record.json()).toMatchObject({
      status: 'Returned',
      returned_at: NOW.toISOString(),
    });
    expect((await chargesOf(issued.json().id)).map((c: { status: string }) => c.status)).toEqual([
      'Void',
    ]);
  });

  it.skipIf(skip)('a billed consumable stops the cancel, naming its invoice', async () => {
    const preOp = await s.caseAt('Pre-op');
    const issued = await issue(s.as.anesthesiaNurse, {
      surgical_case: preOp.id,
      items: [{ product: s.products.gloves, quantity: 1 }],
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const [charge] = await chargesOf(issued.json().id);
    const invoice = await call(
      'POST',
      '/models/invoice',
      s.as.orCashier,
      invoiceBody(Number(preOp.patient), 'OR', [charge]),
    );
    expect(invoice.statusCode, invoice.body).toBe(201);
    const after = await balances(s.products.gloves);
    const refused = await s.move(Number(preOp.id), 'Cancelled', s.as.doctor, {
      cancellation_reason: 'Patient unfit for anaesthesia',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'status',
        message: `${charge.description} is billed on invoice ${invoice.json().invoice_number}: cancel that invoice, or refund the line with a credit note, first`,
      },
    ]);
    expect(await balances(s.products.gloves)).toEqual(after);
    const record = await call('GET', `/models/caseConsumable/${issued.json().id}`, s.as.scrubNurse);
    expect(record.json().status).toBe('Issued');
  });

  it.skipIf(skip)('shows the OR charges at the OR cashier point', async () => {
    const inTheatre = await s.caseAt('In Theatre');
    const queue = await call(
      'GET',
      `/models/charge?filter[patient]=${inTheatre.patient}&filter[cashier_point]=OR`,
      s.as.orCashier,
    );
    expect(queue.json().rows).toEqual([
      expect.objectContaining({ amount: '25000.00', status: 'Unbilled' }),
    ]);
  });
});
