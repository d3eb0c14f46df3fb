/**
 * The engine's shared types. The JSON formats behind them are defined once, by the meta-schemas
 * in `src/engine/schema/*.schema.json`; these types are kept in step with those files (a unit
 * test checks that every field property named here is declared there, and the other way round).
 */

import type {
  Dependencies,
  FieldWarning,
  FormulaPart,
  RefFilter,
  Scalar,
  SelectOption,
  TableColumn,
} from './field-parts';
import type { RecordChart, RelatedList } from './related/related-lists';

export * from './field-parts';

/** Field types (spec 3.4); `datetime` is an instant, a day and a time, kept as UTC ISO-8601. */
export type FieldType =
  | 'text'
  | 'file'
  | 'files'
  | 'email'
  | 'phone'
  | 'password'
  | 'confirm_password'
  | 'color'
  | 'select'
  | 'autocomplete'
  | 'checkbox'
  | 'slider'
  | 'radio'
  | 'date'
  | 'datetime'
  | 'number'
  | 'currency'
  | 'rich_text'
  | 'signature'
  | 'divider'
  | 'custom'
  | 'collection'
  | 'one_to_many'
  | 'submit';

/** Spec 3.4: the properties of one schema field. */
export interface FieldSchema {
  type: FieldType;
  label?: string;
  placeholder?: string;
  group?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  inputType?: string;
  regex?: string;
  errorMessage?: string;
  allowedValues?: Scalar[];
  /**
   * Custom check: a boolean expression over `value`, other fields by name and `today`
   * (restricted mathjs), for every field type; dates enter it as day numbers.
   */
  validate?: string;
  /**
   * Tena: what a failed `validate` says, `{name}` showing field `name`'s value as lists show it
   * (its unit included): "Diastolic BP must be lower than the systolic BP ({bp_systolic})".
   * Default: the field's errorMessage, or for a number (spec 5.3) "{label} is not valid".
   */
  validateMessage?: string;
  options?: SelectOption[];
  nameLabel?: string;
  valueLabel?: string;
  imgLabel?: string;
  colorLabel?: string;
  multiple?: boolean;
  maxSelectCount?: number;
  dependencies?: Dependencies;
  /**
   * Tena: the field is required only while these conditions hold (the shape of `dependencies`);
   * otherwise it is optional. It stays shown either way.
   */
  requiredWhen?: Dependencies;
  /** Tena: what an empty field `requiredWhen` requires says (default "{label} is required"). */
  requiredMessage?: string;
  /**
   * Tena: checks that warn without blocking: each one whose `validate` fails shows its `message`
   * on the field (an implausible but possible value); the record is saved all the same.
   */
  warnings?: FieldWarning[];
  permissions?: string[];
  roles?: string[];
  minimum?: number;
  maximum?: number;
  /**
   * Tena: the unit a number is measured in (`°C`, `beats/min`), shown beside its label and
   * named in its range message ("Pulse must be between 20 and 250 beats/min").
   */
  unit?: string;
  /**
   * Tena: `false` keeps a typed number outside minimum..maximum as typed, to be refused with the
   * range message, instead of clamping it on blur (spec 5.4's default): for measurements, where
   * the nearest limit would be a false reading (a pulse of 900 is no pulse of 250).
   */
  clamp?: boolean;
  /**
   * The earliest and latest day a date or datetime may take: an ISO date, `dd-MM-yyyy`, `today`,
   * or `$name`, the day another date field of the record holds (no bound while it is empty).
   */
  minDate?: string;
  maxDate?: string;
  views?: string[];
  layout?: string;
  step?: number;
  min?: number;
  max?: number;
  fileLabel?: string;
  accept?: string;
  fractionDigits?: number;
  noFormat?: boolean;
  currency?: string;
  referName?: string;
  height?: number;
  image?: boolean;
  fileType?: 'base64' | 'file';
  key?: string;
  columns?: TableColumn[];
  labelPosition?: 'top' | 'box' | 'border' | 'border-bottom' | 'shade';
  roleNo?: number;
  footer?: string;
  addText?: string;
  editorStyle?: 'row' | 'dialog' | 'sidebar';
  reorderable?: boolean;
  showEmptySvgIcon?: boolean;
  submitType?: 'update' | 'save' | 'create' | 'submit';
  /** Tena: a computed value (spec 3.4 formula parts); the field is read-only. */
  formula?: FormulaPart[];
  /** Tena: a computed value over table rows, as a JSONata expression (e.g. `$sum(items.amount)`). */
  expression?: string;
  /** Tena: a select or autocomplete whose options are records of another model. */
  ref?: string;
  /** Tena: only records of `ref` matching these conditions may be picked. */
  refFilter?: RefFilter;
  /**
   * Tena: the server's refusal of a pick failing the refFilter's condition on field `key` of the
   * picked record, a template of that record's `{name}`s (else the generic refusal).
   */
  refFilterMessages?: Record<string, string>;
  /** Tena: `service.price` copies field `price` of the record picked in ref field `service`. */
  fetchFrom?: string;
  /**
   * Tena: `product.route`: the form puts field `route` of the record picked in `product` here as
   * it is picked, and the server when the write leaves it empty; the person may choose another.
   */
  defaultFrom?: string;
  /** Tena: the fetched value as an engine function reads it (form/fetch-as.ts). */
  fetchAs?: 'bloodPressureBand';
  /** Tena: kept by the model's rules from other records (an invoice's paid amount); read-only to clients. */
  derived?: boolean;
  /** Tena: the server looks records up by this field; its column gets a database index. */
  index?: boolean;
  /**
   * Which layer's defaults apply where the spec states two (spec 5.3): `form` (the form
   * engine: phone 6 to 11 digits, "Password must be atleast 5 characters") or `field` (the
   * field widget: phone 9 digits starting with 7 or 9, "Password must be 5 characters").
   */
  validationProfile?: 'form' | 'field';
  /**
   * Tena: the columns of the 12-column form grid (spec 9) the field takes on medium and large
   * widths, so short fields sit side by side (default 12: a row of its own). On small widths
   * every field takes the whole row; a full page's 6-column grid takes half, rounded up.
   */
  span?: number;
}

/** Spec 3.4: a group of fields. */
export interface GroupSchema {
  id: string;
  name: string;
  tab?: boolean;
  permissions?: string[];
  roles?: string[];
  dependencies?: Dependencies;
}

export interface ListSchema {
  columns: string[];
  search?: string[];
  sort?: { field: string; direction?: 'asc' | 'desc' };
  /**
   * The sort columns (list columns or the default sort's field) whose SQLite sort index also
   * holds the searched text, so a searched list sorted on one tests its search on index entries
   * alone. Default: all of them. A table written many times a minute names fewer.
   */
  searchedSorts?: string[];
}

export interface WorkflowSchema {
  field: string;
  initial: string;
  states: string[];
  transitions: WorkflowTransition[];
  /** States in which the record refuses edits and deletes: it changes only through transitions. */
  locked?: string[];
}

export interface WorkflowTransition {
  from: string | string[];
  to: string;
  action?: string;
  permissions?: string[];
  /** A text field the move must fill (a cancellation's reason), written with the move. */
  reason?: string;
  /** Fields the move asks for (each required) and writes with it: a schedule's time and room. */
  fields?: string[];
  /** Taken only by the server's rules (an invoice becoming Paid): never offered to people. */
  auto?: boolean;
}

export interface NamingSchema {
  field: string;
  /** e.g. `MRN-{YYYY}-{seq:6}` */
  pattern: string;
  /**
   * Numbers never skip, even when a write rolls back: drawn inside the write's transaction on
   * every database (fiscal documents). Other series are drawn outside it on PostgreSQL.
   */
  gapless?: boolean;
}

/**
 * Records that belong to one user: the one whose sign-in email (or user id, `by: "id"`) is in
 * `field`. Others neither see nor change them unless they hold a permission of `seeAll`.
 */
export interface OwnerSchema {
  field: string;
  by?: 'email' | 'id';
  seeAll?: string[];
}

/**
 * Records read (with the detail right) only once `field` holds one of `values`, a report once
 * signed; holders of a permission of `seeAll` read them in every state.
 */
export interface ReleaseSchema {
  field: string;
  values: string[];
  seeAll?: string[];
}

/** DESIGN.md 3.1: `schemas/<model>.json`. */
export interface ModelSchema {
  model: string;
  title: string;
  /** What a list of its records is called; default: the title made plural (format/plural-title.ts). */
  pluralTitle?: string;
  description?: string;
  groups: GroupSchema[];
  fields: Record<string, FieldSchema>;
  list?: ListSchema;
  workflow?: WorkflowSchema;
  naming?: NamingSchema;
  owner?: OwnerSchema;
  release?: ReleaseSchema;
  /**
   * How a record is called wherever another refers to it: field names in braces, e.g.
   * "{arrived_at} · {department}" (format/title-template.ts). Default: format/record-title.ts.
   */
  recordTitle?: string;
  /**
   * Its records' titles go with every answer that refers to them, also to readers who may not
   * view this model (staff named on a case its cashier reads): the title only, from the title
   * fields the reader may see; the records themselves stay closed to them.
   */
  sharedTitle?: boolean;
  submitText?: string;
  /** Rules that span records (src/server/rules), run on every write of this model. */
  rules?: string[];
  /** Records of other models that point at this one, as its detail page lists them. */
  related?: RelatedList[];
  /** The detail page drawn as a chart: identity, alerts, timeline and trends. */
  chart?: RecordChart;
  /**
   * Indexes over several columns, each its stored field names in order (id follows, live rows
   * only): for look-ups by more than one field, such as a patient's results of one parameter.
   */
  indexes?: string[][];
}

export {
  DEFAULT_SETTINGS,
  type EngineLogger,
  type EngineSettings,
  type EngineUser,
  type FieldState,
  type FormData,
} from './runtime-types';
