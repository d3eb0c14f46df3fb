import { useId, useMemo } from 'react';
import {
  currencyOnBlur,
  DEFAULT_FRACTION_DIGITS,
  filterCurrencyInput,
  filterNumberInput,
  fractionDigitsOr,
  numberOnBlur,
  parseNumber,
} from '../../../engine/format';
import { offeredOptions } from '../../../engine/format/select';
import { DEFAULT_SETTINGS, type EngineSettings, type SelectOption } from '../../../engine/types';
import { RefSelect } from '../../forms/widgets/SelectWidget';
import { useRefFilterParams } from '../../forms/widgets/select/use-ref-filter';
import { knownRecord } from '../../forms/widgets/select/use-ref-options';
import { textValue, useDraft } from '../../forms/widgets/shared';
import { CellBoundary, CellContent } from './CellView';
import { cellChoiceGroups, cellChoices } from './cell-choices';
import type { TableColumnDef } from './columns';
import { customCell } from './custom-cells';
import { DateCell, DateTimeCell } from './DateCells';
import type { Row } from './rows';

const cellClass =
  'block w-full min-w-24 rounded-[5px] border-[1.5px] border-slate-300 bg-white px-2 py-1.5 text-sm ' +
  'text-slate-900 focus:border-sky-600 focus:outline-none focus:ring-[1.7px] focus:ring-sky-600 ' +
  'aria-[invalid=true]:border-red-500 dark:scheme-dark dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export interface CellEditorProps {
  column: TableColumnDef;
  value: unknown;
  /** Accessible name: the column and the row number. */
  label: string;
  invalid: boolean;
  autoFocus?: boolean;
  onChange(value: unknown, option?: SelectOption): void;
  /** The row being edited (custom cells may read its other columns). */
  row?: Row;
  /** The hospital's settings: a datetime cell is typed and shown on its clock. */
  settings?: EngineSettings;
}

/** Spec 9: cells show up to 4 decimals by default and allow 0 to 8 fraction digits. */
function cellDigits(column: TableColumnDef): number {
  return Math.min(8, fractionDigitsOr(column.fractionDigits, DEFAULT_FRACTION_DIGITS));
}

function NumericCell({ column, value, label, invalid, autoFocus, onChange }: CellEditorProps) {
  const currency = column.type === 'currency';
  const bounds = { minimum: column.min, maximum: column.max };
  const blur = (text: unknown) =>
    currency
      ? currencyOnBlur(text, { ...bounds, fixedFractionDigits: true })
      : numberOnBlur(text, { ...bounds, fractionDigits: cellDigits(column) });
  const { text, setText, remember } = useDraft(value, (v) => blur(v).text);
  const store = (next: number | undefined) => {
    remember(next);
    onChange(next);
  };
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-required={column.required || undefined}
      // biome-ignore lint/a11y/noAutofocus: a new or edited row starts on its first cell (spec 4)
      autoFocus={autoFocus}
      value={text}
      onChange={(event) => {
        const typed = (currency ? filterCurrencyInput : filterNumberInput)(event.target.value);
        setText(typed);
        store(parseNumber(typed));
      }}
      onBlur={() => {
        const result = blur(text);
        setText(result.text);
        store(result.value);
      }}
      className={`${cellClass} text-right tabular-nums`}
    />
  );
}

function SelectCell({ column, value, label, invalid, autoFocus, onChange }: CellEditorProps) {
  // An `auto` option (set only by the server's rules) is offered only to a cell already holding it.
  const held = textValue(value);
  const offered = useMemo(() => offeredOptions(column, [held]), [column, held]);
  const groups = useMemo(() => cellChoiceGroups(offered), [offered]);
  return (
    <select
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-required={column.required || undefined}
      // biome-ignore lint/a11y/noAutofocus: a new or edited row starts on its first cell (spec 4)
      autoFocus={autoFocus}
      value={textValue(value)}
      onChange={(event) => {
        const picked = cellChoices(offered).find((c) => c.key === event.target.value);
        onChange(picked ? picked.value : undefined, picked?.option);
      }}
      className={cellClass.replace('min-w-24', 'min-w-40')}
    >
      <option value="">Select…</option>
      {groups.map((group) => {
        const options = group.choices.map((choice) => (
          <option key={choice.key} value={choice.key}>
            {choice.name}
          </option>
        ));
        return group.header === undefined ? (
          options
        ) : (
          <optgroup key={group.header} label={group.header}>
            {options}
          </optgroup>
        );
      })}
    </select>
  );
}

/**
 * A ref column's cell: the form engine's record picker (server-side search, titles), offering
 * what the column's refFilter lets through; a pick hands the picked record on for fetchFrom.
 */
function RefCell({ column, value, label, invalid, onChange, row, settings }: CellEditorProps) {
  const refModel = column.ref as string;
  const filter = useRefFilterParams(column.refFilter, row);
  const id = useId();
  return (
    <div className="min-w-48">
      {/* Other cells name their input with aria-label; the picker's input is named by a label. */}
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <RefSelect
        name={column.field}
        field={{ type: 'select', ref: refModel, label, required: column.required }}
        label={label}
        state={{ value, error: invalid ? 'invalid' : '' }}
        inputId={`${id}-input`}
        errorId={`${id}-error`}
        disabled={filter === null}
        readOnly={false}
        settings={settings ?? DEFAULT_SETTINGS}
        refModel={refModel}
        filter={filter}
        onChange={(next) =>
          onChange(
            next ?? undefined,
            next == null ? undefined : knownRecord(refModel, String(next)),
          )
        }
        onBlur={() => undefined}
      />
    </div>
  );
}

/** The editor of one cell in a row being edited, by column type (spec 3.3). */
export function CellEditor(props: CellEditorProps) {
  const { column, value, label, invalid, autoFocus, onChange } = props;
  // Computed and fetched columns are the server's: shown as they read, never typed.
  if (column.formula || column.fetchFrom)
    return (
      <output aria-label={label} className="block px-2 py-1.5 text-sm tabular-nums">
        <CellContent column={column} value={value} row={props.row ?? {}} />
      </output>
    );
  if (column.ref) return <RefCell {...props} />;
  const aria = {
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-required': column.required || undefined,
    autoFocus,
  };
  switch (column.type) {
    case 'number':
    case 'currency':
      return <NumericCell {...props} />;
    case 'select':
      return <SelectCell {...props} />;
    case 'custom': {
      // A custom column without its own editor keeps its value and shows it as it reads.
      const Edit = customCell(column.key)?.edit;
      return Edit ? (
        <CellBoundary fallback={textValue(value)}>
          <Edit {...props} />
        </CellBoundary>
      ) : (
        <CellContent column={column} value={value} row={props.row ?? {}} />
      );
    }
    case 'checkbox':
      return (
        <input
          type="checkbox"
          {...aria}
          checked={value === true || value === 'true'}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-sky-600 dark:scheme-dark"
        />
      );
    case 'date':
    case 'datetime': {
      const Cell = column.type === 'date' ? DateCell : DateTimeCell;
      return (
        <Cell
          label={label}
          value={value}
          timeZone={(props.settings ?? DEFAULT_SETTINGS).timeZone}
          inputClass={cellClass}
          aria={aria}
          onChange={onChange}
        />
      );
    }
    default:
      return (
        <input
          type="text"
          {...aria}
          value={textValue(value)}
          onChange={(event) => onChange(event.target.value)}
          className={cellClass}
        />
      );
  }
}
