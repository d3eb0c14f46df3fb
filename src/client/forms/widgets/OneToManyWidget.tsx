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
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAlert } from '../../components/use-alert';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { EmptyRows } from './one-to-many/CellView';
import { RowDialog } from './one-to-many/RowDialog';
import { requiredMessage } from './one-to-many/rows';
import { TableHead } from './one-to-many/TableHead';
import { TableRow } from './one-to-many/TableRow';
import { useTableEditor } from './one-to-many/use-table-editor';
import { buttonClass } from './shared';

/**
 * one_to_many (spec 3.3, 4, 9): an inline table of row objects. Rows are added, edited
 * (inline by default, or in a dialog or sidebar), saved, cancelled, deleted after "Are you
 * sure?", and reordered by dragging (8 px) unless `reorderable` is false.
 */
export function OneToManyWidget(props: WidgetProps) {
  const { field, label, state, inputId, errorId, disabled, readOnly, settings } = props;
  const columns = field.columns ?? [];
  const style = field.editorStyle ?? 'row';
  const locked = disabled || readOnly;
  const table = useTableEditor(state.value, columns, (rows) => {
    props.onChange(rows);
    props.onBlur();
  });
  const [confirmKey, setConfirmKey] = useState<string>();
  const [dialogKey, setDialogKey] = useState<string>();
  const { show, alert } = useAlert();
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

  const editButton = (key: string) => `[data-row-key="${CSS.escape(key)}"] [data-action="edit"]`;
  const inline = style === 'row';
  const reorderable = field.reorderable !== false && !locked;
  const save = (key: string) => {
    const missing = table.save(key);
    if (missing.length > 0) {
      if (!inline) show(requiredMessage(missing));
      // The cells are marked invalid on the next render; the effect above focuses the first.
      else refocus.current = `[data-row-key="${CSS.escape(key)}"] [aria-invalid="true"]`;
      return;
    }
    refocus.current = editButton(key.startsWith('new:') ? `id:${key.slice(4)}` : key);
    setDialogKey(undefined);
  };
  const cancel = (key: string) => {
    table.cancel(key);
    refocus.current = editButton(key);
    setDialogKey(undefined);
  };
  const rows = [
    ...table.saved.map((row, i) => ({ key: table.keys[i] as string, row })),
    ...(inline ? table.newKeys.map((key) => ({ key, row: table.drafts[key]?.row ?? {} })) : []),
  ];
  const dialogDraft = dialogKey ? table.drafts[dialogKey] : undefined;

  return (
    <div ref={root}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={({ active, over }) => over && table.reorder(String(active.id), String(over.id))}
      >
        <div className="overflow-x-auto rounded-[5px] border-[1.5px] border-slate-300 dark:border-slate-600">
          <table
            id={inputId}
            aria-label={label}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
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
                      settings={settings}
                      editing={editing}
                      invalid={new Set(table.invalid[key] ?? [])}
                      focusFirst={table.focusKey === key}
                      handle={reorderable}
                      draggable={reorderable && !editing && !key.startsWith('new:')}
                      locked={locked}
                      onChange={(f, v, o) => table.change(key, f, v, o)}
                      onEdit={() => {
                        table.edit(key);
                        if (!inline) setDialogKey(key);
                      }}
                      onSave={() => save(key)}
                      onCancel={() => cancel(key)}
                      onDelete={() => setConfirmKey(key)}
                    />
                  );
                })}
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={columns.length + (reorderable ? 2 : 1)}>
                      <EmptyRows showIcon={field.showEmptySvgIcon !== false} />
                    </td>
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
            if (!inline) setDialogKey(key);
          }}
        >
          <span aria-hidden="true">+</span> {field.addText ?? 'Add Item'}
        </button>
      )}
      {field.footer && (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{field.footer}</p>
      )}
      <RowDialog
        open={!inline && !!dialogDraft}
        sidebar={style === 'sidebar'}
        title={dialogDraft?.isNew ? (field.addText ?? 'Add Item') : 'Edit Item'}
        row={dialogDraft?.row}
        columns={columns}
        invalid={dialogKey ? (table.invalid[dialogKey] ?? []) : []}
        onChange={(f, v, o) => dialogKey && table.change(dialogKey, f, v, o)}
        onSave={() => dialogKey && save(dialogKey)}
        onCancel={() => dialogKey && cancel(dialogKey)}
      />
      <ConfirmDialog
        open={confirmKey !== undefined}
        onCancel={() => setConfirmKey(undefined)}
        onConfirm={() => {
          if (confirmKey) table.remove(confirmKey);
          refocus.current = '[data-action="add"]';
          setConfirmKey(undefined);
        }}
      />
      {alert}
    </div>
  );
}

registerWidget({
  name: 'one_to_many',
  rank: 1,
  tester: isType('one_to_many'),
  component: OneToManyWidget,
});
