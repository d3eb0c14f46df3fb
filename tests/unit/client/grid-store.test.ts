import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { resolveColumns } from '../../../src/client/grid/core';
import type { GridRow } from '../../../src/client/grid/core/types';
import { GridStore } from '../../../src/client/grid/editing/grid-store';
import { gridRowMachine, type RowValues } from '../../../src/machines/grid-row';

const columns = resolveColumns(
  [
    { field: 'name', headerName: 'Drug', required: true },
    { field: 'dose', headerName: 'Dose', type: 'number', required: true },
    { field: 'route', defaultValue: 'PO' },
  ],
  { editable: true, deletable: true },
);
const ROWS: GridRow[] = [
  { id: 3, name: 'Amoxicillin', dose: 500, route: 'PO' },
  { id: 7, name: 'Ceftriaxone', dose: 1000, route: 'IV' },
  { id: 5, name: 'Paracetamol', dose: 0, route: 'PO' },
];

/** Lets the save actor's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function make(machine?: typeof gridRowMachine) {
  const onRowsChange = vi.fn<(rows: GridRow[]) => void>();
  const store = new GridStore({ rows: ROWS, columns, onRowsChange, machine });
  const ids = () => store.getSnapshot().rows.map((row) => row.id);
  return { store, onRowsChange, ids, edits: () => store.getSnapshot().edits };
}

describe('grid store (rows and their modes)', () => {
  it('adds a blank row in edit mode with the highest id plus one', () => {
    const { store, ids, edits, onRowsChange } = make();
    const key = store.add();
    expect(key).toBe('8');
    expect(ids()).toEqual([3, 7, 5, 8]);
    expect(store.getSnapshot().rows.at(-1)).toEqual({
      id: 8,
      isNewRecordDTable: true,
      route: 'PO',
    });
    expect(edits()['8']).toMatchObject({ isNew: true, missing: [] });
    // Not saved yet: the saved rows do not change.
    expect(onRowsChange).not.toHaveBeenCalled();
    expect(store.savedRows().map((r) => r.id)).toEqual([3, 7, 5]);
  });

  it('a blocked save answers with the empty required columns and keeps the row edited', () => {
    const { store, edits } = make();
    const key = store.add();
    store.change(key, 'dose', 0);
    expect(store.save(key)).toEqual({ ok: false, missing: [{ field: 'name', label: 'Drug' }] });
    expect(edits()[key]?.missing).toEqual(['name']);
  });

  it('saving writes the row back without the unsaved flag and reports the saved rows', async () => {
    const { store, edits, onRowsChange } = make();
    const key = store.add();
    store.change(key, 'name', 'Insulin');
    store.change(key, 'dose', 10);
    expect(store.save(key)).toEqual({ ok: true });
    await settle();
    expect(edits()).toEqual({});
    expect(store.getSnapshot().rows.at(-1)).toEqual({
      id: 8,
      name: 'Insulin',
      dose: 10,
      route: 'PO',
    });
    expect(onRowsChange).toHaveBeenLastCalledWith([
      ...ROWS,
      { id: 8, name: 'Insulin', dose: 10, route: 'PO' },
    ]);
  });

  it('cancel discards an edit, and removes a row never saved', () => {
    const { store, ids, edits } = make();
    store.edit('7');
    store.change('7', 'name', 'Changed');
    expect(edits()['7']?.draft.name).toBe('Changed');
    store.cancel('7');
    expect(edits()).toEqual({});
    expect(store.getSnapshot().rows[1]).toBe(ROWS[1]);
    const key = store.add();
    store.cancel(key);
    expect(ids()).toEqual([3, 7, 5]);
  });

  it('deleting a row resets every row to view mode', () => {
    const { store, ids, edits, onRowsChange } = make();
    store.edit('3');
    store.change('3', 'name', 'Pending');
    const added = store.add();
    store.remove('7');
    expect(ids()).toEqual([3, 5]);
    expect(edits()).toEqual({});
    expect(store.getSnapshot().rows[0]).toBe(ROWS[0]);
    expect(ids()).not.toContain(Number(added));
    expect(onRowsChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[2]]);
  });

  it('moves a dropped row to where it was dropped', () => {
    const { store, ids, onRowsChange } = make();
    store.move('5', '3');
    expect(ids()).toEqual([5, 3, 7]);
    expect(onRowsChange).toHaveBeenCalledTimes(1);
    store.move('5', '5');
    expect(onRowsChange).toHaveBeenCalledTimes(1);
  });

  it('hands the saved row to a provided save actor and keeps what it answers', async () => {
    const saved: RowValues[] = [];
    const machine = gridRowMachine.provide({
      actors: {
        saveRow: fromPromise<RowValues, { row: RowValues; isNew: boolean }>(async ({ input }) => {
          saved.push(input.row);
          return { ...input.row, name: String(input.row.name).toUpperCase() };
        }),
      },
    });
    const { store } = make(machine);
    store.edit('3');
    store.change('3', 'dose', 250);
    store.save('3');
    expect(store.getSnapshot().edits['3']?.saving).toBe(true);
    await settle();
    expect(saved).toEqual([{ id: 3, name: 'Amoxicillin', dose: 250, route: 'PO' }]);
    expect(store.getSnapshot().rows[0]).toEqual({
      id: 3,
      name: 'AMOXICILLIN',
      dose: 250,
      route: 'PO',
    });
  });

  it('notifies subscribers and replaces rows, dropping pending edits', () => {
    const { store, ids } = make();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.edit('3');
    expect(listener).toHaveBeenCalled();
    store.setRows([{ id: 1, name: 'Only' }]);
    expect(ids()).toEqual([1]);
    expect(store.getSnapshot().edits).toEqual({});
    stop();
  });
});
