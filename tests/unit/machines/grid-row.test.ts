import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type GridRowEmitted,
  type GridRowInput,
  gridRowMachine,
  type RowValues,
} from '../../../src/machines/grid-row';

const REQUIRED = [
  { field: 'name', label: 'Drug' },
  { field: 'dose', label: 'Dose' },
];

function start(input: Partial<GridRowInput> = {}, machine = gridRowMachine) {
  const actor = createActor(machine, {
    input: { row: { id: 1, name: 'Amoxicillin', dose: 500 }, required: REQUIRED, ...input },
  });
  const emitted: GridRowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as GridRowEmitted));
  actor.start();
  return { actor, emitted, ctx: () => actor.getSnapshot().context };
}

describe('grid row machine (spec 4 row modes)', () => {
  it('an existing row starts in view mode; a new one in edit mode', () => {
    expect(start().actor.getSnapshot().value).toBe('view');
    const fresh = start({ row: { id: 2 }, isNew: true });
    expect(fresh.actor.getSnapshot().value).toBe('edit');
    expect(fresh.ctx().isNew).toBe(true);
  });

  it('edit starts from the edit action and changes go to the draft only', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'CHANGE', field: 'name', value: 'ignored in view mode' });
    expect(ctx().draft.name).toBe('Amoxicillin');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().value).toBe('edit');
    actor.send({ type: 'CHANGE', field: 'name', value: 'Ibuprofen' });
    expect(ctx().draft.name).toBe('Ibuprofen');
    expect(ctx().row.name).toBe('Amoxicillin');
  });

  it('save is blocked while a required column is empty, and says which', () => {
    const { actor, ctx, emitted } = start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: '   ' });
    actor.send({ type: 'CHANGE', field: 'dose', value: undefined });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('edit');
    expect(ctx().missing).toEqual(['name', 'dose']);
    expect(emitted).toContainEqual({ type: 'blocked', missing: REQUIRED });
    // Filling a column takes it off the list at once.
    actor.send({ type: 'CHANGE', field: 'name', value: 'Ibuprofen' });
    expect(ctx().missing).toEqual(['dose']);
  });

  it('zero counts as filled (and false too); an empty list does not', async () => {
    const required = [...REQUIRED, { field: 'images', label: 'Images' }];
    const { actor, ctx } = start({
      row: { id: 3, name: 'Paracetamol', dose: 0, images: [] },
      required,
    });
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'SAVE' });
    expect(ctx().missing).toEqual(['images']);
    actor.send({ type: 'CHANGE', field: 'images', value: [{ filename: 'a.png', size: 1 }] });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('view'));
    expect(ctx().row.dose).toBe(0);
  });

  it('save returns to view with the draft as the row; a new row is new no more', async () => {
    const { actor, ctx, emitted } = start({ row: { id: 4 }, isNew: true });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Insulin' });
    actor.send({ type: 'CHANGE', field: 'dose', value: 10 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('view'));
    expect(ctx().row).toEqual({ id: 4, name: 'Insulin', dose: 10 });
    expect(ctx().isNew).toBe(false);
    expect(emitted).toContainEqual({ type: 'saved', row: { id: 4, name: 'Insulin', dose: 10 } });
  });

  it('cancel returns to view and discards the changes', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Ibuprofen' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('view');
    expect(ctx().draft).toEqual({ id: 1, name: 'Amoxicillin', dose: 500 });
    expect(ctx().row).toEqual({ id: 1, name: 'Amoxicillin', dose: 500 });
  });

  it('cancelling a new unsaved row deletes it (the machine stops as discarded)', () => {
    const { actor, emitted } = start({ row: { id: 5 }, isNew: true });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('discarded');
    expect(emitted).toContainEqual({ type: 'discarded' });
  });

  it('reset (after a confirmed delete) puts an edited row back in view mode', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'dose', value: 250 });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().value).toBe('view');
    expect(ctx().row.dose).toBe(500);
    const fresh = start({ row: { id: 6 }, isNew: true });
    fresh.actor.send({ type: 'RESET' });
    expect(fresh.actor.getSnapshot().status).toBe('done');
  });

  it('stores the row through the saveRow actor; a failure keeps the row in edit mode', async () => {
    const calls: { row: RowValues; isNew: boolean }[] = [];
    let fail = true;
    const machine = gridRowMachine.provide({
      actors: {
        saveRow: fromPromise<RowValues, { row: RowValues; isNew: boolean }>(async ({ input }) => {
          calls.push(input);
          if (fail) throw new Error('Server is down');
          return { ...input.row, version: 2 };
        }),
      },
    });
    const { actor, ctx } = start({}, machine);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'dose', value: 250 });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('edit') && s.context.error !== undefined);
    expect(ctx().error).toBe('Server is down');
    expect(ctx().row.dose).toBe(500);
    fail = false;
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('view'));
    expect(ctx().row).toEqual({ id: 1, name: 'Amoxicillin', dose: 250, version: 2 });
    expect(calls.map((c) => c.isNew)).toEqual([false, false]);
  });
});
