// The write pipeline (DESIGN.md 3.6) with a rule injected through buildApp: checks before the
// write, afterWrite in the same transaction, every kind of write, locked documents, derived fields.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuleSet } from '../../src/server/rules/rule-set';
import type { ModelRule, RecordChange } from '../../src/server/rules/types';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { copyRegistryDir, type RegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

const STOCK_ITEM = {
  title: 'Stock Item',
  groups: [{ id: 'main', name: 'Item' }],
  fields: {
    name: { type: 'text', label: 'Name', group: 'main', required: true },
    on_hand: { type: 'number', label: 'On Hand', group: 'main', derived: true },
  },
  list: { columns: ['name', 'on_hand'] },
};

const STOCK_MOVE = {
  title: 'Stock Move',
  groups: [{ id: 'main', name: 'Move' }],
  fields: {
    move_number: { type: 'text', label: 'Move Number', group: 'main' },
    item: { type: 'select', label: 'Item', group: 'main', required: true, ref: 'stockItem' },
    quantity: { type: 'number', label: 'Quantity', group: 'main', required: true },
    note: { type: 'text', label: 'Note', group: 'main' },
  },
  list: { columns: ['move_number', 'item', 'quantity'] },
  // Gapless: drawn in the write's transaction on both databases, so a rollback gives it back.
  naming: { field: 'move_number', pattern: 'MV-{seq:4}', gapless: true },
  rules: ['test.stock-moves'],
};

const ORDER = {
  title: 'Supply Order',
  groups: [{ id: 'main', name: 'Order' }],
  fields: {
    supplier: { type: 'text', label: 'Supplier', group: 'main', required: true },
    status: {
      type: 'select',
      label: 'Status',
      group: 'main',
      options: ['Draft', 'Submitted', 'Cancelled'].map((id) => ({ id, name: id })),
    },
    cancellation_reason: { type: 'text', label: 'Cancellation Reason', group: 'main' },
  },
  list: { columns: ['supplier', 'status'] },
  workflow: {
    field: 'status',
    initial: 'Draft',
    states: ['Draft', 'Submitted', 'Cancelled'],
    locked: ['Submitted', 'Cancelled'],
    transitions: [
      { from: 'Draft', to: 'Submitted', action: 'Submit' },
      { from: 'Submitted', to: 'Cancelled', action: 'Cancel', reason: 'cancellation_reason' },
    ],
  },
};

/** What the rule saw, in order: which hook, which action, and what it could read then. */
const events: { hook: string; action: string; id: number | undefined; seen: number }[] = [];

const effect = (change: RecordChange) => {
  const after = Number(change.after.quantity ?? 0);
  const before = Number(change.before?.quantity ?? 0);
  if (change.action === 'create' || change.action === 'restore') return after;
  if (change.action === 'delete') return -before;
  return after - before;
};

/** Stock may not go below zero; the item's on-hand figure follows its moves. */
const stockMoves: ModelRule = {
  name: 'test.stock-moves',
  models: ['stockMove'],
  async check(ctx, change) {
    const item = Number(change.after.item);
    const [stored] = await ctx.records.lock('stockItem', [item]);
    const moves = await ctx.records.find('stockMove', { item });
    events.push({ hook: 'check', action: change.action, id: change.id, seen: moves.length });
    const onHand = Number(stored?.on_hand ?? 0);
    if (onHand + effect(change) >= 0) return [];
    return [{ field: 'quantity', message: `Quantity: only ${onHand} on hand` }];
  },
  async afterWrite(ctx, change) {
    const item = Number(change.after.item);
    const moves = await ctx.records.find('stockMove', { item });
    events.push({ hook: 'afterWrite', action: change.action, id: change.id, seen: moves.length });
    const total = moves.reduce((sum, move) => sum + Number(move.quantity), 0);
    await ctx.records.setDerived('stockItem', item, { on_hand: total });
    if (change.after.note === 'explode') throw new Error('the rule failed after the write');
  },
};

describe.each(dialectCases)('the write pipeline on $dialect', ({ make, skip }) => {
  let target: TestDatabase;
  let registry: RegistryDir;
  let app: FastifyInstance;
  let admin: Headers;
  beforeAll(async () => {
    if (skip) return;
    target = make();
    registry = copyRegistryDir();
    registry.writeSchema('stockItem', STOCK_ITEM);
    registry.writeSchema('stockMove', STOCK_MOVE);
    registry.writeSchema('supplyOrder', ORDER);
    const rights = ['Preferences'];
    for (const entity of ['stockItem', 'stockMove', 'supplyOrder'])
      registry.setMatrixEntity(entity, {
        view: rights,
        detail: rights,
        add: rights,
        edit: rights,
        delete: rights,
      });
    app = await seededApp(target, {
      registryDir: registry.root,
      registry: registry.load([stockMoves]),
      rules: [stockMoves],
    });
    admin = (await signIn(app, 'admin@tena.demo')).headers;
  });
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
    registry?.dispose();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: admin, payload });
  const newItem = async (name: string) =>
    (await call('POST', '/api/models/stockItem', { name })).json().id as number;
  const onHand = async (item: number) =>
    (await call('GET', `/api/models/stockItem/${item}`)).json().on_hand;
  const move = (item: number, quantity: number, note?: string) =>
    call('POST', '/api/models/stockMove', { item, quantity, ...(note ? { note } : {}) });
  const moveCount = async () => (await call('GET', '/api/models/stockMove')).json().total;

  it.skipIf(skip)('runs check before the write and afterWrite after it, in order', async () => {
    const item = await newItem('Gauze');
    events.length = 0;
    const created = await move(item, 10);
    expect(created.statusCode).toBe(201);
    expect(created.json().move_number).toMatch(/^MV-\d{4}$/);
    expect(events).toEqual([
      // The check runs before the row exists: no id yet, and the moves it reads are none.
      { hook: 'check', action: 'create', id: undefined, seen: 0 },
      // afterWrite sees the stored record, inside the same transaction.
      { hook: 'afterWrite', action: 'create', id: created.json().id, seen: 1 },
    ]);
    expect(await onHand(item)).toBe(10);
    // The derived field's change is in the item's history, by the one who moved the stock.
    const history = (await call('GET', `/api/models/stockItem/${item}/history`)).json().rows;
    expect(history.at(-1)).toMatchObject({
      action: 'update',
      changes: { on_hand: { from: null, to: 10 } },
    });
  });

  it.skipIf(skip)('refuses with the rule problems in the one 422, writing nothing', async () => {
    const item = await newItem('Syringe 5 ml');
    await move(item, 3);
    const before = await moveCount();
    const refused = await move(item, -4);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'quantity', message: 'Quantity: only 3 on hand' }],
    });
    expect(await moveCount()).toBe(before);
    expect(await onHand(item)).toBe(3);
  });

  it.skipIf(skip)('rolls the whole write back when an afterWrite throws', async () => {
    const item = await newItem('Cotton');
    const first = (await move(item, 2)).json();
    const before = await moveCount();
    const failed = await move(item, 5, 'explode');
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).not.toContain('the rule failed');
    expect(await moveCount()).toBe(before);
    expect(await onHand(item)).toBe(2);
    // Not even a number was used up: the next move takes the one after the first's.
    const next = (await move(item, 1)).json();
    expect(Number(next.move_number.slice(3))).toBe(Number(first.move_number.slice(3)) + 1);
  });

  it.skipIf(skip)(
    'tells commit listeners every record a committed write wrote, and nothing of one rolled back',
    async () => {
      const heard: { model: string; id: number; action: string; changes?: unknown }[][] = [];
      const stop = app.models.onCommitted((writes) => heard.push([...writes]));
      const item = await newItem('Bandage');
      const made = (await move(item, 4)).json();
      expect((await move(item, 1, 'explode')).statusCode).toBe(500);
      expect((await move(item, -9)).statusCode).toBe(422);
      stop();
      await newItem('Heard by nobody');
      // Each with what it changed, as its history row records it.
      expect(heard).toEqual([
        [
          {
            model: 'stockItem',
            id: item,
            action: 'create',
            changes: { name: { from: null, to: 'Bandage' } },
          },
        ],
        // The rule's own write to the item comes with the move that caused it.
        [
          {
            model: 'stockMove',
            id: made.id,
            action: 'create',
            changes: expect.objectContaining({ item: { from: null, to: item } }),
          },
          {
            model: 'stockItem',
            id: item,
            action: 'update',
            changes: { on_hand: { from: null, to: 4 } },
          },
        ],
      ]);
    },
  );

  it.skipIf(skip)('runs the rules on update, delete and restore too', async () => {
    const item = await newItem('Bandage');
    const inflow = (await move(item, 5)).json();
    const outflow = (await move(item, -3)).json();
    expect(await onHand(item)).toBe(2);
    // Taking back the 5 received would leave -3.
    const refusedDelete = await call('DELETE', `/api/models/stockMove/${inflow.id}`);
    expect(refusedDelete.statusCode).toBe(422);
    expect(refusedDelete.json().details).toEqual([
      { field: 'quantity', message: 'Quantity: only 2 on hand' },
    ]);
    const refusedUpdate = await call('PUT', `/api/models/stockMove/${outflow.id}`, {
      version: outflow.version,
      quantity: -6,
    });
    expect(refusedUpdate.statusCode).toBe(422);
    const updated = await call('PUT', `/api/models/stockMove/${outflow.id}`, {
      version: outflow.version,
      quantity: -1,
    });
    expect(updated.statusCode).toBe(200);
    expect(await onHand(item)).toBe(4);
    expect((await call('DELETE', `/api/models/stockMove/${outflow.id}`)).statusCode).toBe(200);
    expect(await onHand(item)).toBe(5);
    const restored = await call('POST', `/api/models/stockMove/${outflow.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await onHand(item)).toBe(4);
  });

  it.skipIf(skip)('never lets concurrent writes both pass a check only one may pass', async () => {
    const item = await newItem('Saline 0.9% 500 ml');
    await move(item, 5);
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(item, -1)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    expect(await onHand(item)).toBe(0);
  });

  it.skipIf(skip)('keeps derived fields read-only to every client', async () => {
    const refused = await call('POST', '/api/models/stockItem', { name: 'Gloves', on_hand: 100 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'on_hand',
        message: 'On Hand is kept by the server from other records and cannot be written',
      },
    ]);
    const item = (await call('POST', '/api/models/stockItem', { name: 'Gloves' })).json();
    const edited = await call('PUT', `/api/models/stockItem/${item.id}`, {
      version: item.version,
      on_hand: 100,
    });
    expect(edited.statusCode).toBe(422);
  });

  it.skipIf(skip)('locks a document in a locked state but for its transitions', async () => {
    const order = (await call('POST', '/api/models/supplyOrder', { supplier: 'EPSS' })).json();
    const url = `/api/models/supplyOrder/${order.id}`;
    const submitted = await call('POST', `${url}/transition`, { to: 'Submitted' });
    expect(submitted.statusCode).toBe(200);
    const edit = await call('PUT', url, { version: submitted.json().version, supplier: 'Other' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'RECORD_LOCKED',
      message: 'This supplyOrder record is Submitted, so it cannot be changed: use Cancel.',
    });
    const removal = await call('DELETE', url);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(
      'This supplyOrder record is Submitted, so it cannot be deleted: use Cancel.',
    );
    const noReason = await call('POST', `${url}/transition`, { to: 'Cancelled' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details).toEqual([
      {
        field: 'cancellation_reason',
        message: 'Cancellation Reason is required to move to "Cancelled"',
      },
    ]);
    const cancelled = await call('POST', `${url}/transition`, {
      to: 'Cancelled',
      values: { cancellation_reason: '  Ordered twice  ' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'Cancelled',
      cancellation_reason: 'Ordered twice',
    });
    const history = (await call('GET', `${url}/history`)).json().rows;
    expect(history.at(-1)).toMatchObject({
      action: 'transition',
      changes: {
        status: { from: 'Submitted', to: 'Cancelled' },
        cancellation_reason: { from: null, to: 'Ordered twice' },
      },
    });
    // No transition leaves Cancelled, so nothing is offered.
    const stuck = await call('PUT', url, { version: cancelled.json().version, supplier: 'X' });
    expect(stuck.json().message).toBe(
      'This supplyOrder record is Cancelled, so it cannot be changed.',
    );
  });
});

describe('rule names in schemas', () => {
  it('refuses an unknown rule, and a rule that serves another model, with their pointers', () => {
    const registry = copyRegistryDir();
    try {
      registry.writeSchema('stockItem', { ...STOCK_ITEM, rules: ['test.nope'] });
      registry.writeSchema('stockMove', STOCK_MOVE);
      registry.writeSchema('supplyOrder', { ...ORDER, rules: ['test.stock-moves'] });
      expect(() => registry.load([stockMoves])).toThrow(
        /schemas\/stockItem\.json#\/rules\/0: unknown rule "test\.nope" \(known rules: .*billing\.charge-pricing, .*test\.stock-moves[,)]/,
      );
      expect(() => registry.load([stockMoves])).toThrow(
        /schemas\/supplyOrder\.json#\/rules\/0: rule "test\.stock-moves" serves stockMove, not supplyOrder/,
      );
    } finally {
      registry.dispose();
    }
  });

  it('refuses two rules of one name', () => {
    expect(() => createRuleSet([stockMoves, { ...stockMoves }])).toThrow(
      'Two rules are named "test.stock-moves"',
    );
  });
});
