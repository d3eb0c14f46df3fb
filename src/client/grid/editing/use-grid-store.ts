import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { gridRowMachine, type RowValues } from '../../../machines/grid-row';
import type { GridRow, ResolvedColumn } from '../core/types';
import { GridStore } from './grid-store';

export interface UseGridStoreOptions {
  rows: readonly GridRow[];
  columns: readonly ResolvedColumn[];
  onRowsChange?(rows: GridRow[]): void;
  /** Stores a saved row elsewhere (a server); resolves with the row as stored. */
  onSaveRow?(row: RowValues, isNew: boolean): Promise<RowValues>;
}

/**
 * The grid store bound to React: one store per grid, fed the latest columns and callbacks on
 * every render, and reset when the `rows` prop is replaced by a different list.
 */
export function useGridStore({ rows, columns, onRowsChange, onSaveRow }: UseGridStoreOptions) {
  const [store] = useState(() => new GridStore({ rows, columns }));
  const saveRef = useRef(onSaveRow);
  saveRef.current = onSaveRow;
  const [machine] = useState(() =>
    gridRowMachine.provide({
      actors: {
        saveRow: fromPromise(async ({ input }: { input: { row: RowValues; isNew: boolean } }) =>
          saveRef.current ? saveRef.current(input.row, input.isNew) : input.row,
        ),
      },
    }),
  );
  store.configure({ columns, onRowsChange, machine });

  const given = useRef(rows);
  useEffect(() => {
    if (given.current === rows) return;
    given.current = rows;
    store.setRows(rows);
  }, [rows, store]);
  useEffect(() => () => store.destroy(), [store]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { store, snapshot };
}
