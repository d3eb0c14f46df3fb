import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import { nextRowId } from '../../../engine/format';
import { gridRowMachine, type RequiredColumn } from '../../../machines/grid-row';
import { blankRow, savedRow } from '../core/rows';
import type { GridRow, ResolvedColumn, RowId } from '../core/types';
import { moveRow } from '../reorder/move-row';

/** A row out of view mode: its pending values and what its last save found. */
export interface RowEdit {
  draft: GridRow;
  missing: readonly string[];
  isNew: boolean;
  saving: boolean;
  error?: string;
}

export interface GridSnapshot {
  /** Every row in order, unsaved new rows included (flagged `isNewRecordDTable`). */
  rows: readonly GridRow[];
  /** Rows in edit mode by key; a row not here is in view mode. */
  edits: Readonly<Record<string, RowEdit>>;
}

export type SaveResult = { ok: true } | { ok: false; missing: RequiredColumn[] };

export interface GridStoreOptions {
  rows: readonly GridRow[];
  columns: readonly ResolvedColumn[];
  /** Called with the saved rows (new unsaved rows left out) after a save, delete or move. */
  onRowsChange?(rows: GridRow[]): void;
  /** The row machine, e.g. with `saveRow` provided to store rows on a server. */
  machine?: typeof gridRowMachine;
}

type RowActor = Actor<typeof gridRowMachine>;

export const rowKey = (id: RowId) => String(id);

/**
 * The grid's rows and their modes, without React: each row leaving view mode gets its own
 * `gridRowMachine` actor (rows at rest need none, so 10,000 rows cost nothing), and the store
 * follows it, writing the row back on save and dropping a new row on cancel.
 */
export class GridStore {
  private snapshot: GridSnapshot;
  private readonly actors = new Map<string, RowActor>();
  private readonly listeners = new Set<() => void>();
  private options: GridStoreOptions;

  constructor(options: GridStoreOptions) {
    this.options = options;
    this.snapshot = { rows: [...options.rows], edits: {} };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  /** Columns, callbacks and machine as the latest render gave them (rows are kept). */
  configure(options: Omit<GridStoreOptions, 'rows'>) {
    this.options = { ...this.options, ...options };
  }

  /** Replaces every row; pending edits are dropped. */
  setRows(rows: readonly GridRow[]) {
    this.stopAll();
    this.set({ rows: [...rows], edits: {} });
  }

  savedRows(): GridRow[] {
    return this.snapshot.rows.filter((row) => !row.isNewRecordDTable).map(savedRow) as GridRow[];
  }

  /** Adds a blank row in edit mode (highest id plus one); returns its key. */
  add(): string {
    const id = nextRowId(this.snapshot.rows);
    const row = blankRow(this.options.columns, id) as GridRow;
    this.set({ rows: [...this.snapshot.rows, row] });
    this.start(row, true);
    return rowKey(id);
  }

  edit(key: string) {
    const actor = this.actors.get(key);
    if (actor) actor.send({ type: 'EDIT' });
    else {
      const row = this.snapshot.rows.find((candidate) => rowKey(candidate.id) === key);
      if (row) this.start(row, false);
    }
  }

  change(key: string, field: string, value: unknown) {
    this.actors.get(key)?.send({ type: 'CHANGE', field, value });
  }

  /** Asks to save; a blocked save answers with the required columns still empty. */
  save(key: string): SaveResult {
    const actor = this.actors.get(key);
    if (!actor) return { ok: true };
    actor.send({ type: 'SAVE' });
    const { value, context } = actor.getSnapshot();
    if (value !== 'edit' || context.missing.length === 0) return { ok: true };
    return {
      ok: false,
      missing: context.required.filter((c) => context.missing.includes(c.field)),
    };
  }

  cancel(key: string) {
    this.actors.get(key)?.send({ type: 'CANCEL' });
  }

  /** Spec 4: deleting a row (after confirming) also resets every row to view mode. */
  remove(key: string) {
    this.actors.get(key)?.stop();
    this.actors.delete(key);
    const { [key]: _gone, ...edits } = this.snapshot.edits;
    this.set({ rows: this.snapshot.rows.filter((row) => rowKey(row.id) !== key), edits });
    this.resetAll();
    this.options.onRowsChange?.(this.savedRows());
  }

  /** Every row back to view mode: pending edits dropped, unsaved new rows gone. */
  resetAll() {
    for (const actor of [...this.actors.values()]) actor.send({ type: 'RESET' });
  }

  /** Moves a dragged row to where another was dropped on. */
  move(active: string, over: string) {
    if (active === over) return;
    this.set({ rows: moveRow(this.snapshot.rows, (row) => rowKey(row.id), active, over) });
    this.options.onRowsChange?.(this.savedRows());
  }

  destroy() {
    this.stopAll();
  }

  private required(): RequiredColumn[] {
    return this.options.columns
      .filter((column) => column.required && column.type !== 'actions')
      .map((column) => ({ field: column.field, label: column.headerName }));
  }

  private start(row: GridRow, isNew: boolean) {
    const key = rowKey(row.id);
    const actor = createActor(this.options.machine ?? gridRowMachine, {
      input: { row, required: this.required(), isNew, mode: 'edit' },
    });
    this.actors.set(key, actor);
    actor.on('saved', ({ row: saved }) => this.commit(key, saved));
    actor.subscribe((snapshot) => this.follow(key, actor, snapshot));
    actor.start();
    this.follow(key, actor, actor.getSnapshot());
  }

  private follow(key: string, actor: RowActor, snapshot: SnapshotFrom<typeof gridRowMachine>) {
    if (this.actors.get(key) !== actor) return;
    const { [key]: _old, ...edits } = this.snapshot.edits;
    if (snapshot.status === 'done') {
      // A new row cancelled (or reset) before it was ever saved: it goes away.
      this.actors.delete(key);
      this.set({ rows: this.snapshot.rows.filter((row) => rowKey(row.id) !== key), edits });
      return;
    }
    if (snapshot.matches('view')) {
      // Saved (the row was written back on `saved`) or cancelled: either way, back at rest.
      this.actors.delete(key);
      actor.stop();
      this.set({ edits });
      return;
    }
    const { draft, missing, isNew, error } = snapshot.context;
    const edit: RowEdit = {
      draft: draft as GridRow,
      missing,
      isNew,
      saving: snapshot.matches('saving'),
      error,
    };
    this.set({ edits: { ...edits, [key]: edit } });
  }

  private commit(key: string, saved: Record<string, unknown>) {
    const rows = this.snapshot.rows.map((row) =>
      rowKey(row.id) === key ? (savedRow({ ...saved, id: row.id }) as GridRow) : row,
    );
    this.set({ rows });
    this.options.onRowsChange?.(this.savedRows());
  }

  private stopAll() {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
  }

  private set(next: Partial<GridSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    for (const listener of this.listeners) listener();
  }
}
