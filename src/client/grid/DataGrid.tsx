import { useEffect, useMemo, useRef, useState } from 'react';
import type { RowValues } from '../../machines/grid-row';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAlert } from '../components/use-alert';
import { DEFAULT_ADD_TEXT, nameField, resolveColumns } from './core/columns';
import { requiredFieldsMessage } from './core/rows';
import { DEFAULT_FLAGS, type EditorStyle, type GridColumn, type GridRow } from './core/types';
import { AddRowButton } from './editing/AddRowButton';
import { RowActions } from './editing/RowActions';
import { RowForm } from './editing/RowForm';
import { useGridStore } from './editing/use-grid-store';
import type { FocusTarget } from './keyboard/use-grid-keys';
import { GridView, type GridViewHandle } from './view/GridView';

export interface DataGridProps {
  /** Spec 3.3 column definitions. */
  columns: readonly GridColumn[];
  /** The rows; a new list replaces the grid's rows (pending edits are dropped). */
  rows: readonly GridRow[];
  /** The saved rows after each save, delete or move (unsaved new rows left out). */
  onRowsChange?(rows: GridRow[]): void;
  /** Stores a saved row elsewhere; resolves with the row as stored (a failure keeps it edited). */
  onSaveRow?(row: RowValues, isNew: boolean): Promise<RowValues>;
  editorStyle?: EditorStyle;
  addable?: boolean;
  editable?: boolean;
  deletable?: boolean;
  reorderable?: boolean;
  /** Spec 9 defaults: "Add Item" and "No data found". */
  addText?: string;
  emptyText?: string;
  /** The grid's accessible name. */
  label?: string;
  maxHeight?: number;
}

/**
 * The editable data grid (spec 2.10, 3.3, 4, 5.5): rows in view or edit mode (one row machine
 * each), added, edited inline or in a dialog or sidebar, saved (blocked while a required column
 * is empty), cancelled, deleted after "Are you sure?", and dragged into a new order.
 */
export function DataGrid(props: DataGridProps) {
  const addable = props.addable ?? DEFAULT_FLAGS.addable;
  const editable = props.editable ?? DEFAULT_FLAGS.editable;
  const deletable = props.deletable ?? DEFAULT_FLAGS.deletable;
  const reorderable = props.reorderable ?? DEFAULT_FLAGS.reorderable;
  const style = props.editorStyle ?? 'row';
  const inline = style === 'row';
  const addText = props.addText ?? DEFAULT_ADD_TEXT;
  const columns = useMemo(
    () => resolveColumns(props.columns, { editable, deletable }),
    [props.columns, editable, deletable],
  );
  const { store, snapshot } = useGridStore({
    rows: props.rows,
    columns,
    onRowsChange: props.onRowsChange,
    onSaveRow: props.onSaveRow,
  });
  const grid = useRef<GridViewHandle>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [formKey, setFormKey] = useState<string>();
  const [confirmKey, setConfirmKey] = useState<string>();
  const [focusRequest, setFocusRequest] = useState<{ key: string; target: FocusTarget }>();
  const { show, alert } = useAlert();

  // Another editor style: whatever was being edited the old way is put back.
  const styleRef = useRef(style);
  useEffect(() => {
    if (styleRef.current === style) return;
    styleRef.current = style;
    store.resetAll();
  }, [style, store]);
  // In dialog and sidebar style a new row joins the grid once it is saved.
  const shownRows = useMemo(
    () => (inline ? snapshot.rows : snapshot.rows.filter((row) => !row.isNewRecordDTable)),
    [inline, snapshot.rows],
  );

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(undefined);
    grid.current?.focus(focusRequest.key, focusRequest.target);
  }, [focusRequest]);

  const editorOf = (field?: string) => {
    const column = columns.find((c) => c.field === field);
    return column?.editable && !column.disabled && !column.hidden ? field : nameField(columns);
  };
  const add = () => {
    const key = store.add();
    if (inline) setFocusRequest({ key, target: { field: nameField(columns), editor: true } });
    else setFormKey(key);
  };
  const edit = (key: string, field?: string) => {
    if (!editable) return;
    store.edit(key);
    if (inline) setFocusRequest({ key, target: { field: editorOf(field), editor: true } });
    else setFormKey(key);
  };
  const save = (key: string, field?: string) => {
    const result = store.save(key);
    if (!result.ok) {
      if (!inline) show(requiredFieldsMessage(result.missing.map((column) => column.label)));
      else setFocusRequest({ key, target: { field: result.missing[0]?.field, editor: true } });
      return;
    }
    if (inline) setFocusRequest({ key, target: field ? { field } : { action: 'edit' } });
  };
  const cancel = (key: string, field?: string) => {
    const isNew = snapshot.edits[key]?.isNew;
    store.cancel(key);
    if (isNew) addButton.current?.focus();
    else if (inline) setFocusRequest({ key, target: field ? { field } : { action: 'edit' } });
  };

  // The dialog or sidebar stays open while its row is in edit mode (a failed save keeps it).
  const formEdit = formKey ? snapshot.edits[formKey] : undefined;
  useEffect(() => {
    if (formKey && !formEdit) setFormKey(undefined);
  }, [formKey, formEdit]);
  useEffect(() => {
    if (formEdit?.error) show(`The row could not be saved: ${formEdit.error}`);
  }, [formEdit?.error, show]);

  return (
    <div className="flex flex-col gap-2">
      {addable && (
        <div className="flex items-center justify-end">
          <AddRowButton ref={addButton} text={addText} onClick={add} />
        </div>
      )}
      <GridView
        ref={grid}
        label={props.label ?? 'Data grid'}
        columns={columns}
        rows={shownRows}
        edits={snapshot.edits}
        inlineEditing={inline}
        reorderable={reorderable}
        onMove={(active, over) => store.move(active, over)}
        emptyText={props.emptyText}
        maxHeight={props.maxHeight}
        onChange={(key, field, value) => store.change(key, field, value)}
        onEditRow={edit}
        onSaveRow={save}
        onCancelRow={cancel}
        onProblem={show}
        renderActions={(row, index, tabbable) => {
          const key = String(row.id);
          const rowEdit = snapshot.edits[key];
          return (
            <RowActions
              number={index + 1}
              inlineEdit={inline && !!rowEdit}
              editable={editable && row.disableEdit !== true}
              deletable={deletable && row.disableDelete !== true}
              saving={rowEdit?.saving}
              tabbable={tabbable}
              onEdit={() => edit(key)}
              onDelete={() => setConfirmKey(key)}
              onSave={() => save(key)}
              onCancel={() => cancel(key)}
            />
          );
        }}
      />
      <RowForm
        open={!inline && !!formEdit}
        sidebar={style === 'sidebar'}
        title={formEdit?.isNew ? addText : undefined}
        edit={formEdit}
        columns={columns}
        onChange={(field, value) => formKey && store.change(formKey, field, value)}
        onSave={() => formKey && save(formKey)}
        onCancel={() => formKey && cancel(formKey)}
        onProblem={show}
      >
        {formEdit && alert}
      </RowForm>
      <ConfirmDialog
        open={confirmKey !== undefined}
        onCancel={() => setConfirmKey(undefined)}
        onConfirm={() => {
          if (confirmKey) store.remove(confirmKey);
          setConfirmKey(undefined);
          addButton.current?.focus();
        }}
      />
      {!formEdit && alert}
    </div>
  );
}
