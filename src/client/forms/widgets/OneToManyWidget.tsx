import { useContext, useEffect, useMemo, useState } from 'react';
import { useAlert } from '../../components/use-alert';
import { EmptyRows } from '../../widgets/table/CellView';
import { EditableTable } from '../../widgets/table/EditableTable';
import { requiredMessage, rowsOf } from '../../widgets/table/rows';
import { useTableEditor } from '../../widgets/table/use-table-editor';
import { FormStoreContext } from '../use-form';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { RowDialog } from './one-to-many/RowDialog';

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
  // The rows the record had when the form opened: rows added here never take their ids.
  const opened = useContext(FormStoreContext)?.session.openedValue(props.name);
  const stored = useMemo(() => rowsOf(opened), [opened]);
  const table = useTableEditor(
    state.value,
    columns,
    (rows) => {
      props.onChange(rows);
      props.onBlur();
    },
    undefined,
    stored,
  );
  // What a form panel totals as rows are typed (form-store.ts setRowsInProgress).
  const formStore = useContext(FormStoreContext);
  useEffect(() => {
    formStore?.setRowsInProgress(props.name, table.current);
  });
  const [dialogKey, setDialogKey] = useState<string>();
  const { show, alert } = useAlert();
  const inline = style === 'row';
  const dialogDraft = dialogKey ? table.drafts[dialogKey] : undefined;

  return (
    <>
      <EditableTable
        table={table}
        columns={columns}
        settings={settings}
        label={label}
        inline={inline}
        reorderable={field.reorderable !== false && !locked}
        locked={locked}
        addText={field.addText ?? 'Add Item'}
        empty={<EmptyRows showIcon={field.showEmptySvgIcon !== false} />}
        tableAttributes={{
          id: inputId,
          'aria-invalid': state.error ? true : undefined,
          'aria-describedby': state.error ? errorId : undefined,
        }}
        footer={
          field.footer && (
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{field.footer}</p>
          )
        }
        onOpen={setDialogKey}
        onClose={() => setDialogKey(undefined)}
        onBlocked={(missing) => show(requiredMessage(missing))}
      >
        {(actions) => (
          <RowDialog
            open={!inline && !!dialogDraft}
            sidebar={style === 'sidebar'}
            title={dialogDraft?.isNew ? (field.addText ?? 'Add Item') : 'Edit Item'}
            row={dialogDraft?.row}
            columns={columns}
            settings={settings}
            invalid={dialogKey ? (table.invalid[dialogKey] ?? []) : []}
            onChange={(f, v, o) => dialogKey && table.change(dialogKey, f, v, o)}
            onSave={() => dialogKey && actions.save(dialogKey)}
            onCancel={() => dialogKey && actions.cancel(dialogKey)}
          />
        )}
      </EditableTable>
      {alert}
    </>
  );
}

registerWidget({
  name: 'one_to_many',
  rank: 1,
  tester: isType('one_to_many'),
  component: OneToManyWidget,
});
