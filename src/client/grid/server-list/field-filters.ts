/**
 * A list column's filter control and the URL conditions it stands for (README, "List
 * filters"). Pure: the control holds a choice and its values; the URL holds conditions; these
 * functions turn one into the other.
 */
import type { FieldSchema, ModelSchema, SelectOption } from '../../../engine/types';
import type { FilterCondition } from '../../../engine/wire/list-filters';

/** What a column's values are, as far as filtering goes. */
export type FilterKind =
  | 'options'
  | 'boolean'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'text'
  /** A ref or a list: only whether it holds something (its values need a picker). */
  | 'presence';

/** The choice a control offers; `any` is no filter. */
export type FilterChoice = 'any' | 'eq' | 'ne' | 'in' | 'nin' | 'range' | 'empty' | 'filled';

export interface FieldFilterState {
  choice: FilterChoice;
  /** in / nin: the options ticked; eq / ne: the one value. */
  values: string[];
  from: string;
  to: string;
}

export interface FilterableColumn {
  field: string;
  label: string;
  kind: FilterKind;
  options: SelectOption[];
  nameLabel?: string;
  valueLabel?: string;
}

const RANGE_KINDS: readonly FilterKind[] = ['number', 'money', 'date', 'datetime'];
export const isRangeKind = (kind: FilterKind) => RANGE_KINDS.includes(kind);

/** The choices each kind offers, in the order the control lists them. */
export const CHOICES: Record<FilterKind, readonly FilterChoice[]> = {
  options: ['any', 'in', 'nin', 'empty', 'filled'],
  boolean: ['any', 'eq', 'ne'],
  number: ['any', 'range', 'empty', 'filled'],
  money: ['any', 'range', 'empty', 'filled'],
  date: ['any', 'range', 'empty', 'filled'],
  datetime: ['any', 'range', 'empty', 'filled'],
  text: ['any', 'eq', 'ne', 'empty', 'filled'],
  presence: ['any', 'empty', 'filled'],
};

export function filterKindOf(field: FieldSchema): FilterKind | undefined {
  if (field.multiple || field.ref) return 'presence';
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'autocomplete':
      return field.options?.length ? 'options' : 'text';
    case 'checkbox':
      return 'boolean';
    case 'number':
    case 'slider':
      return 'number';
    case 'currency':
      return 'money';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'text':
    case 'email':
    case 'phone':
      return 'text';
    case 'file':
    case 'files':
    case 'collection':
      return 'presence';
    default:
      return undefined;
  }
}

/** The list's columns a person may filter by, less those the page fixes. */
export function filterableColumns(
  schema: ModelSchema,
  fixed: Readonly<Record<string, string>> = {},
): FilterableColumn[] {
  return (schema.list?.columns ?? []).flatMap((name) => {
    const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
    const kind = field && filterKindOf(field);
    if (!field || !kind || Object.hasOwn(fixed, name)) return [];
    return [
      {
        field: name,
        label: field.label ?? name,
        kind,
        options: field.options ?? [],
        nameLabel: field.nameLabel,
        valueLabel: field.valueLabel,
      },
    ];
  });
}

const NO_FILTER: FieldFilterState = { choice: 'any', values: [], from: '', to: '' };

/**
 * The control's state for the URL's conditions on one field. Equality on a field of options
 * reads as "is one of" that value (an address written by hand, or before operators).
 */
export function filterStateOf(
  kind: FilterKind,
  conditions: readonly FilterCondition[],
): FieldFilterState {
  const valuesOf = (op: FilterCondition['op']) =>
    conditions.filter((c) => c.op === op).flatMap((c) => c.values);
  const first = (op: FilterCondition['op']) => valuesOf(op)[0];
  const empty = first('empty');
  if (empty !== undefined) return { ...NO_FILTER, choice: empty === 'false' ? 'filled' : 'empty' };
  if (kind === 'boolean') {
    // Yes is "= true"; No is "not true", which keeps the records never ticked.
    const yes = first('eq') === 'true' || first('ne') === 'false';
    const no = first('eq') === 'false' || first('ne') === 'true';
    if (yes === no) return NO_FILTER;
    return { ...NO_FILTER, choice: yes ? 'eq' : 'ne', values: ['true'] };
  }
  if (isRangeKind(kind)) {
    const from = first('gte') ?? '';
    const to = first('lte') ?? '';
    return from || to ? { ...NO_FILTER, choice: 'range', from, to } : NO_FILTER;
  }
  if (kind === 'options') {
    const chosen = [...valuesOf('eq'), ...valuesOf('in')];
    if (chosen.length > 0) return { ...NO_FILTER, choice: 'in', values: chosen };
    const left = valuesOf('nin');
    return left.length > 0 ? { ...NO_FILTER, choice: 'nin', values: left } : NO_FILTER;
  }
  for (const op of ['eq', 'ne'] as const) {
    const value = first(op);
    if (value !== undefined) return { ...NO_FILTER, choice: op, values: [value] };
  }
  return NO_FILTER;
}

/** The URL conditions for a control's state: none while it asks for nothing yet. */
export function filterConditionsOf(field: string, state: FieldFilterState): FilterCondition[] {
  const values = state.values.map((value) => value.trim()).filter((value) => value !== '');
  switch (state.choice) {
    case 'empty':
    case 'filled':
      return [{ field, op: 'empty', values: [state.choice === 'empty' ? 'true' : 'false'] }];
    case 'in':
    case 'nin':
      return values.length > 0 ? [{ field, op: state.choice, values }] : [];
    case 'eq':
    case 'ne':
      return values.length > 0 ? [{ field, op: state.choice, values: values.slice(0, 1) }] : [];
    case 'range':
      return [
        ...(state.from.trim() ? [{ field, op: 'gte' as const, values: [state.from.trim()] }] : []),
        ...(state.to.trim() ? [{ field, op: 'lte' as const, values: [state.to.trim()] }] : []),
      ];
    default:
      return [];
  }
}
