import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { EngineSettings, TableColumn } from '../../../engine/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { buttonClass } from '../../forms/widgets/shared';
import type { TableColumnDef } from './columns';
import { TableHead } from './TableHead';
import { TableRow } from './TableRow';
import type { TableEditor } from './use-table-editor';

export interface RowActions {
  save(key: string): void;
  cancel(key: string): void;
}

export interface EditableTableProps {
  table: TableEditor;
  columns: TableColumnDef[];
  settings: EngineSettings;
  /** The table's accessible name. */
  label: string;
  /** Rows are edited in place (row editor style); otherwise `onOpen` shows them elsewhere. */
  inline: boolean;
  reorderable: boolean;
  locked: boolean;
  addText: string;
  /** What an empty table shows. */
  empty: ReactNode;
  tableAttributes?: { id?: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  footer?: ReactNode;
  /** A row was added or opened for editing outside the table (dialog and sidebar styles). */
  onOpen?(key: string): void;
  /** A row closed (saved or cancelled). */
  onClose?(): void;
  /** A save outside the table was blocked by these empty required columns. */
  onBlocked?(missing: TableColumn[]): void;
  /** Editors outside the table (a dialog), given the row actions. */
  children?(actions: RowActions): ReactNode;
}

/**
 * An inline table of rows (spec 2.10, 3.3, 4): add, edit, save (blocked while a required
 * column is empty), cancel, delete after "Are you sure?", and drag reordering (8 px). Shared
 * by one_to_many fields and record tables; the row state lives in `useTableEditor`.
 */
export function EditableTable(props: EditableTableProps) {
  const { table, columns, inline, locked, reorderable } = props;
  const [confirmKey, setConfirmKey] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | undefined>(undefined);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // After a row closes, focus goes to its Edit button, or to Add when the row is gone; after a
  // blocked save, to the row's first empty required cell.
  useEffect(() => {
    if (!refocus.current || !root.current) return;
    const target =
      root.current.querySelector<HTMLElement>(refocus.current) ??
      root.current.querySelector<HTMLElement>('[data-action="add"]');
    target?.focus();
    refocus.current = undefined;
  });

  const rowSelector = (key: string) => `[data-row-key="${CSS.escape(key)}"]`;
  const editButton = (key: string) => `${rowSelector(key)} [data-action="edit"]`;
  const actions: RowActions = {
    save(key) {
      const missing = table.save(key);
      if (missing.length > 0) {
        if (!inline) props.onBlocked?.(missing);
        // The cells are marked invalid on the next render; the effect above focuses the first.
        else refocus.current = `${rowSelector(key)} [aria-invalid="true"]`;
        return;
      }
      refocus.current = editButton(key.startsWith('new:') ? `id:${key.slice(4)}` : key);
      props.onClose?.();
    },
    cancel(key) {
      table.cancel(key);
      refocus.current = editButton(key);
      props.onClose?.();
    },
  };
  const rows = [
    ...table.saved.map((row, i) => ({ key: table.keys[i] as string, row })),
    ...(inline ? table.newKeys.map((key) => ({ key, row: table.drafts[key]?.row ?? {} })) : []),
  ];

  return (
    <div ref={root}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={({ active, over }) => over && table.reorder(String(active.id), String(over.id))}
      >
        {/* relative: the header's visually hidden labels are positioned, and must scroll with
            the table instead of widening the page. */}
        <div className="relative overflow-x-auto rounded-[5px] border-[1.5px] border-slate-300 dark:border-slate-600">
          <table
            {...props.tableAttributes}
            aria-label={props.label}
            className="w-full border-collapse text-left"
          >
            <TableHead columns={columns} handle={reorderable} />
            <SortableContext items={table.keys} strategy={verticalListSortingStrategy}>
              <tbody>
                {rows.map(({ key, row }, index) => {
                  const editing = inline && !!table.drafts[key];
                  return (
                    <TableRow
                      key={key}
                      id={key}
                      number={index + 1}
                      row={editing ? (table.drafts[key]?.row ?? row) : row}
                      columns={columns}
                      settings={props.settings}
                      editing={editing}
                      invalid={new Set(table.invalid[key] ?? [])}
                      focusFirst={table.focusKey === key}
                      handle={reorderable}
                      draggable={reorderable && !editing && !key.startsWith('new:')}
                      locked={locked}
                      onChange={(f, v, o) => table.change(key, f, v, o)}
                      onEdit={() => {
                        table.edit(key);
                        if (!inline) props.onOpen?.(key);
                      }}
                      onSave={() => actions.save(key)}
                      onCancel={() => actions.cancel(key)}
                      onDelete={() => setConfirmKey(key)}
                    />
                  );
                })}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={columns.length + (reorderable ? 2 : 1)}>{props.empty}</td>
                  </tr>
                )}
              </tbody>
            </SortableContext>
          </table>
        </div>
      </DndContext>
      {!locked && (
        <button
          type="button"
          data-action="add"
          className={`${buttonClass} mt-2`}
          onClick={() => {
            const key = table.add();
            if (!inline) props.onOpen?.(key);
          }}
        >
          <span aria-hidden="true">+</span> {props.addText}
        </button>
      )}
      {props.footer}
      {props.children?.(actions)}
      <ConfirmDialog
        open={confirmKey !== undefined}
        onCancel={() => setConfirmKey(undefined)}
        onConfirm={() => {
          if (confirmKey) table.remove(confirmKey);
          refocus.current = '[data-action="add"]';
          setConfirmKey(undefined);
        }}
      />
    </div>
  );
}
