/**
 * The parts a schema field is made of: select options, formula parts, visibility conditions,
 * table columns, ref filters and warnings (src/engine/types.ts re-exports them with the field,
 * model and list types that use them). Kept in step with `src/engine/schema/model.schema.json`
 * as types.ts is (tests/unit/engine/schema/meta-schemas.test.ts reads both files).
 */
export type Scalar = string | number | boolean | null;

/** Spec 3.4: a select option. `id` or `value` identifies it. */
export interface SelectOption {
  id?: string | number;
  value?: string | number;
  name: string;
  img?: string;
  color?: string;
  group?: string;
  parent?: string | number;
  count?: number;
  /** Tena: what the choice means (a triage category's criteria), shown with the option. */
  description?: string;
  /**
   * Tena: a field's option that only the server's rules set (an emergency disposed Admitted by
   * its admission), as a workflow's `auto` transition: forms do not offer it (`offeredOptions`),
   * while a record holding it shows it; the server refuses it sent by a person (422 on the
   * field) unless the record already held it, and accepts it from its rules.
   */
  auto?: boolean;
  /**
   * Tena: how an `auto` option comes to be set, said when it is refused typed by hand: "admitting
   * the patient to a ward and bed (...)" in "Disposition "Admitted" is set by admitting ...".
   */
  setBy?: string;
  [extra: string]: unknown;
}

/** Spec 3.4: one part of a formula. Parts are joined in `index` order (else list order). */
export interface FormulaPart {
  /** A field name (type field), or a number, operator, function name or `today` (literal). */
  target: string | number;
  type: 'field' | 'literal';
  index?: number;
  /** The field holds a list (rows of a table: `items.amount` reads that column of every row). */
  array?: boolean;
  /** The value is a date: it enters the arithmetic as a day number (days since 1970-01-01). */
  date?: boolean;
  /**
   * Tena: a zero counts as no value, so the result stays empty as for a blank part (a BMI from
   * a weight or height of 0 is no BMI, not 0 or Infinity).
   */
  nonZero?: boolean;
}

export type ComparisonOp = '==' | '!=' | '<=' | '>=' | '<' | '>' | '===' | '!==' | 'in' | 'notIn';
export type JoinOp = 'and' | 'AND' | 'And' | '&&' | 'or' | 'OR' | 'Or' | '||';

/** Spec 3.4: one condition on the controlling field (the key it is stored under). */
export interface DependencyCondition {
  value?: unknown;
  op?: ComparisonOp;
  /** `ref`: `value` names another field whose value is compared. */
  valueType?: 'ref' | 'value';
  /** `formula`: the formula's result is compared with `value`, not the field's own value. */
  type?: 'value' | 'formula';
  formula?: FormulaPart[];
}

/**
 * A dependency group: conditions keyed by controlling field (several on one field as a list),
 * joined by `op` (AND by default). A list of groups must all hold.
 */
export type DependencyGroup = { op?: JoinOp } & {
  [field: string]: DependencyCondition | DependencyCondition[] | JoinOp | undefined;
};
export type Dependencies = DependencyGroup | DependencyGroup[];

/** A column of a one_to_many table (spec 3.3). */
export interface TableColumn {
  field: string;
  type?: string;
  label?: string;
  options?: SelectOption[];
  relatedFrom?: string;
  defaultValue?: unknown;
  min?: number;
  max?: number;
  fractionDigits?: number;
  required?: boolean;
  /** Tena: a select column whose options are records of another model, stored by id. */
  ref?: string;
  /** Tena: only records of `ref` matching these conditions may be picked. */
  refFilter?: RefFilter;
  /** Tena: `service.price` copies field `price` of the record picked in column `service`. */
  fetchFrom?: string;
  /** Tena: computed from the row's other columns (`quantity * rate - discount`); read-only. */
  formula?: string;
}

/**
 * Tena: which records a ref field or column offers, by field of the picked model: a value
 * (equal), or operators as list filters take them. A text starting with `$` is the value of
 * that field of the record being edited (for a column: of its row first, then the record).
 */
export type RefFilterValue = Scalar | RefFilterOperators;
export interface RefFilterOperators {
  ne?: Scalar;
  in?: Scalar[];
  nin?: Scalar[];
  gte?: Scalar;
  lte?: Scalar;
  empty?: boolean;
  /** Text holding any of these, ignoring case: `{"contains": ["anesth", "anaesth"]}`. */
  contains?: string[];
  /** Text holding none of these, ignoring case (empty text too): `{"ncontains": ["tech"]}`. */
  ncontains?: string[];
}
export type RefFilter = Record<string, RefFilterValue>;

/**
 * Tena: a check that warns without blocking. `validate` is a boolean expression as a field's own
 * (over `value`, other fields by name and `today`); when it is false, `message` shows.
 */
export interface FieldWarning {
  validate: string;
  message: string;
}
