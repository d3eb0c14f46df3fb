import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import type { SelectOption, TableColumn } from '../../../engine/types';
import { type ErrorReport, logged } from './logged';
import {
  addedRowId,
  applyRelated,
  blankRow,
  missingColumns,
  type Row,
  rowKey,
  rowsOf,
  savedRow,
  withIds,
} from './rows';

const NO_ROWS: readonly Row[] = [];

interface Draft {
  row: Row;
  isNew: boolean;
}

/**
 * Spec 4 table editor: rows are viewed or edited; pending edits are kept per row until Save
 * (blocked while a required column is empty) or Cancel (discarded; a new row disappears).
 * Only saved rows are in the value. `store` failing is logged (spec 5.5), never thrown.
 * `stored`: the rows the record had when the form opened, whose ids added rows never take.
 */
export function useTableEditor(
  value: unknown,
  columns: TableColumn[],
  store: (rows: Row[]) => unknown,
  report?: ErrorReport,
  stored: readonly Row[] = NO_ROWS,
) {
  const saved = rowsOf(value);
  const keys = saved.map(rowKey);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [invalid, setInvalid] = useState<Record<string, string[]>>({});
  const [focusKey, setFocusKey] = useState<string>();
  const newKeys = Object.keys(drafts).filter((k) => drafts[k]?.isNew);

  const commit = logged((rows: Row[]) => store(withIds(rows.map(savedRow), stored)), report);
  const forget = (key: string) => {
    setDrafts(({ [key]: _gone, ...rest }) => rest);
    setInvalid(({ [key]: _gone, ...rest }) => rest);
  };

  return {
    saved,
    keys,
    drafts,
    newKeys,
    /**
     * The rows as the table shows them now: the saved ones with their pending edits, then the
     * new ones being added (only saved rows are the field's value; a total counts these).
     */
    current: [
      ...saved.map((row, i) => drafts[keys[i] as string]?.row ?? row),
      ...newKeys.map((key) => drafts[key]?.row ?? {}),
    ] as readonly Row[],
    invalid,
    focusKey,
    /** Adds a blank row in edit mode; returns its key. */
    add(): string {
      const pending = newKeys.map((k) => drafts[k]?.row ?? {});
      const id = addedRowId([...saved, ...pending], stored);
      const key = `new:${id}`;
      setDrafts((d) => ({ ...d, [key]: { row: blankRow(columns, id), isNew: true } }));
      setFocusKey(key);
      return key;
    },
    edit(key: string) {
      const row = saved[keys.indexOf(key)];
      if (!row) return;
      setDrafts((d) => ({ ...d, [key]: { row: { ...row }, isNew: false } }));
      setFocusKey(key);
    },
    change(key: string, field: string, next: unknown, option?: SelectOption) {
      setDrafts((d) => {
        const draft = d[key];
        if (!draft) return d;
        const row = applyRelated({ ...draft.row, [field]: next }, columns, field, option);
        return { ...d, [key]: { ...draft, row } };
      });
      setInvalid((all) => ({ ...all, [key]: (all[key] ?? []).filter((f) => f !== field) }));
    },
    /** Saves the row; returns the required columns still empty (nothing saved then). */
    save(key: string): TableColumn[] {
      const draft = drafts[key];
      if (!draft) return [];
      const missing = missingColumns(draft.row, columns);
      if (missing.length > 0) {
        setInvalid((all) => ({ ...all, [key]: missing.map((c) => c.field) }));
        return missing;
      }
      const committed = draft.isNew
        ? commit([...saved, draft.row])
        : commit(saved.map((row, i) => (keys[i] === key ? draft.row : row)));
      // A store that threw kept nothing: the row stays in edit mode with its pending values.
      if (committed) forget(key);
      return [];
    },
    cancel: forget,
    /** Spec 4: deleting also puts every row back in view mode. */
    remove(key: string) {
      if (!drafts[key]?.isNew) commit(saved.filter((_, i) => keys[i] !== key));
      setDrafts({});
      setInvalid({});
    },
    reorder(from: string, to: string) {
      const a = keys.indexOf(from);
      const b = keys.indexOf(to);
      if (a >= 0 && b >= 0 && a !== b) commit(arrayMove(saved, a, b));
    },
  };
}

export type TableEditor = ReturnType<typeof useTableEditor>;
