import { memo, useContext, useId } from 'react';
import type { FieldSchema } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import { FieldMessage } from './FieldMessage';
import { fieldSpan } from './field-span';
import { labelClass } from './field-style';
import { FormViewContext } from './form-view';
import { useField, useFormStore } from './use-form';
import { pickWidget } from './widget-registry';

const SIDE_STYLES = new Set(['box', 'border', 'border-bottom', 'shade']);

/**
 * One field: its label (top, or beside it in the box/border/border-bottom/shade styles when
 * the form is wide enough), the bulk-mode tick box, the widget and the error under it.
 */
export const FieldRow = memo(function FieldRow({
  name,
  field,
}: {
  name: string;
  field: FieldSchema;
}) {
  const store = useFormStore();
  const view = useContext(FormViewContext);
  const { state, shown, bulkTicked } = useField(name);
  const baseId = useId();
  if (!shown) return null;
  const entry = pickWidget(field, name);
  if (!entry) return null;
  const Widget = entry.component;
  // As it stands now: required while its requiredWhen holds, `$name` date bounds as days.
  const now = store.session.fieldNow(name) ?? field;
  const label = labelOf(name, field);
  const inputId = `${baseId}-input`;
  const errorId = `${baseId}-error`;
  const position = field.labelPosition ?? view.labelPosition;
  const beside = position !== undefined && SIDE_STYLES.has(position) && view.size !== 'small';
  const sideWidth = view.size === 'medium' ? 100 : 150;
  const computed = field.formula !== undefined || field.expression !== undefined;
  const readOnly = computed || view.readOnly.has(name) || store.isLocked(name);
  const span = fieldSpan(field, view.columns, view.size);
  const disabled = view.disabled || bulkTicked === false;
  return (
    <div
      data-field={name}
      className={beside ? 'flex items-start gap-3' : 'flex flex-col gap-1'}
      style={{ gridColumn: `span ${span} / span ${span}` }}
    >
      {(!entry.ownLabel || bulkTicked !== undefined) && (
        <div
          className="flex items-center gap-2"
          style={beside ? { width: sideWidth, minWidth: sideWidth, paddingTop: 14 } : undefined}
        >
          {bulkTicked !== undefined && (
            <input
              type="checkbox"
              aria-label={`Change ${label}`}
              checked={bulkTicked}
              onChange={(event) => store.toggleBulk(name, event.target.checked)}
              className="size-4 accent-sky-600"
            />
          )}
          {!entry.ownLabel && (
            <label htmlFor={inputId} className={labelClass}>
              {label}
              {field.unit && ` (${field.unit})`}
              {/* The input says aria-required; the star is for the eye only. */}
              {now.required && (
                <span aria-hidden="true" className="text-red-500">
                  {' '}
                  *
                </span>
              )}
            </label>
          )}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <Widget
          name={name}
          field={now}
          label={label}
          state={state}
          inputId={inputId}
          errorId={errorId}
          disabled={disabled}
          readOnly={readOnly}
          settings={view.settings}
          onChange={(value, extra) => store.setValue(name, value, extra)}
          onPick={(value, record) => store.pick(name, value, record)}
          onBlur={() => store.touch(name)}
        />
        <FieldMessage id={errorId} state={state} warns={field.warnings !== undefined} />
      </div>
    </div>
  );
});
