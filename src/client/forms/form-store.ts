import {
  type CompiledForm,
  type FormContext,
  FormSession,
  type ValidateOptions,
  type ValidationResult,
} from '../../engine/form';
import { fetchedValues } from '../../engine/form/fetch-from';
import type { FieldState, FormData } from '../../engine/types';

type Listener = () => void;

/** Reads one record of a model by id (GET /api/models/{model}/{id}); undefined when it cannot. */
export type RecordLoader = (
  model: string,
  id: string,
) => Promise<Readonly<Record<string, unknown>> | undefined>;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The React-free heart of the form engine's view: wraps the engine's FormSession and tells
 * exactly the fields and groups a change touched, so a keystroke re-renders one field, not
 * the form (TanStack-style core; React binds it through useSyncExternalStore).
 */
export class FormStore {
  readonly session: FormSession;
  private readonly versions = new Map<string, number>();
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Bulk mode: the ticked fields, or undefined when bulk mode is off. */
  bulkSelected: Set<string> | undefined;
  /** Optional empty fields left out of the form until revealed (hold). */
  private readonly held = new Set<string>();
  /** Fields a page's panel made read-only for now (lock). */
  private readonly locked = new Set<string>();
  /** One-to-many fields' rows as their tables show them, edits in progress included. */
  private readonly inProgress = new Map<string, readonly Record<string, unknown>[]>();

  constructor(
    readonly form: CompiledForm,
    data: FormData | Record<string, unknown>,
    context: FormContext,
    bulk = false,
    /** Reads a record a fetched ref field now points at (the visit's patient): see pick. */
    private readonly loadRecord?: RecordLoader,
  ) {
    this.session = new FormSession(form, data, context);
    this.bulkSelected = bulk ? new Set() : undefined;
    void this.session.refreshExpressions().then((fields) => this.bump(fields.map((f) => `f:${f}`)));
    this.fetchMissingCopies();
  }

  subscribe = (key: string, listener: Listener): (() => void) => {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  };

  version = (key: string): number => this.versions.get(key) ?? 0;

  // Listeners are copied before calling: one may unsubscribe and subscribe again (a parent
  // passing a new onChange), which would otherwise be visited again in the same loop.
  private bump(keys: Iterable<string>) {
    for (const key of keys) {
      this.versions.set(key, this.version(key) + 1);
      for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
    }
    this.versions.set('form', this.version('form') + 1);
    for (const listener of [...(this.listeners.get('form') ?? [])]) listener();
  }

  state(name: string): FieldState {
    return this.session.data[name] ?? { value: undefined, error: '' };
  }

  /** A person changed a value: only the fields and groups depending on it are re-rendered. */
  setValue(name: string, value: unknown, extra?: Partial<FieldState>): string[] {
    const changes = this.session.setValue(name, value, extra);
    this.bump([...changes.fields.map((f) => `f:${f}`), ...changes.groups.map((g) => `g:${g}`)]);
    if (this.form.expressionFields.length > 0) {
      void this.session
        .refreshExpressions()
        .then((fields) => this.bump(fields.map((f) => `f:${f}`)));
    }
    return changes.fields;
  }

  /**
   * A record picked in a ref field (or the pick cleared): its value, then each field that
   * fetchFrom's it takes the picked record's field, as the server will store it on save, and
   * each that defaultFrom's it too (the medicine's catalogue route), which the person may change.
   */
  pick(name: string, value: unknown, record: Readonly<Record<string, unknown>> | undefined) {
    const changed = this.setValue(name, value);
    changed.push(...this.copyFrom(name, record));
    return changed;
  }

  /** Each field with what it copies from a pick: its fetchFrom, or a defaultFrom (editable). */
  private fetchers() {
    return [...this.form.fields].map(
      ([field, c]) => [field, c.field.fetchFrom ?? c.field.defaultFrom, c.field.fetchAs] as const,
    );
  }

  /**
   * Copies `record` into the fields that fetchFrom `name`. A copied field that is a ref with
   * copies of its own (an evaluation's patient, from its visit) is a pick too: its record is
   * read and its copies (the patient's sex and date of birth) follow, as the server does.
   */
  private copyFrom(name: string, record: Readonly<Record<string, unknown>> | undefined) {
    const changed: string[] = [];
    for (const [field, fetched] of Object.entries(fetchedValues(this.fetchers(), name, record))) {
      changed.push(...this.setValue(field, fetched));
      if (this.hasCopies(field)) void this.follow(field, fetched);
    }
    return changed;
  }

  private hasCopies(name: string): boolean {
    const ref = this.form.fields.get(name)?.field.ref;
    return ref !== undefined && this.fetchers().some(([, from]) => from?.startsWith(`${name}.`));
  }

  /** Reads the record a fetched ref now holds and copies it on, unless a newer pick came. */
  private async follow(name: string, value: unknown) {
    const ref = this.form.fields.get(name)?.field.ref as string;
    const record =
      blank(value) || !this.loadRecord
        ? undefined
        : await this.loadRecord(ref, String(value)).catch(() => undefined);
    if (this.session.data[name]?.value !== value) return;
    this.copyFrom(name, record);
  }

  /**
   * A form opened with a ref already picked (a new evaluation from its visit's page) but none
   * of its copies filled reads the picked record, so what depends on them shows at once. An
   * edited record's copies are what the server stored: they are left as they are.
   */
  private fetchMissingCopies() {
    for (const [name, compiled] of this.form.fields) {
      if (!compiled.field.ref || blank(this.session.data[name]?.value)) continue;
      const copies = this.fetchers().filter(([, from]) => from?.startsWith(`${name}.`));
      if (copies.length > 0 && copies.every(([copy]) => blank(this.session.data[copy]?.value)))
        void this.follow(name, this.session.data[name]?.value);
    }
  }

  /**
   * Leaves optional, empty fields out of the form until something reveals them: a page's panel
   * that finds a reason to ask (a likely duplicate's reason), or a refused save naming them.
   */
  hold(names: readonly string[]): void {
    for (const name of names) {
      const field = this.form.fields.get(name)?.field;
      if (field && !field.required && blank(this.session.data[name]?.value)) this.held.add(name);
    }
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  reveal(name: string): void {
    if (this.held.delete(name)) this.bump([`f:${name}`]);
  }

  /**
   * Makes a field read-only, or writable again, while the form is open: a page's panel that
   * fills it from the others (a prescription item's quantity, worked out while it can be).
   */
  lock(name: string, locked: boolean): void {
    if (locked === this.locked.has(name)) return;
    if (locked) this.locked.add(name);
    else this.locked.delete(name);
    this.bump([`f:${name}`]);
  }

  isLocked(name: string): boolean {
    return this.locked.has(name);
  }

  /**
   * A one-to-many table's rows as shown now, rows being typed included: the field's value holds
   * only saved rows, so a panel totalling them as the person types reads these. Tells only
   * those listening to this table (key `r:{name}`), and only when a row changed.
   */
  setRowsInProgress(name: string, rows: readonly Record<string, unknown>[]): void {
    const before = this.inProgress.get(name);
    if (before?.length === rows.length && before.every((row, i) => row === rows[i])) return;
    this.inProgress.set(name, rows);
    const key = `r:${name}`;
    this.versions.set(key, this.version(key) + 1);
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  /** The rows `setRowsInProgress` last gave, else the field's saved rows. */
  rowsInProgress(name: string): readonly Record<string, unknown>[] {
    const rows = this.inProgress.get(name) ?? this.state(name).value;
    return Array.isArray(rows) ? rows : [];
  }

  /** A refused save's problems, each shown under its field (revealed if it was held back). */
  showProblems(problems: readonly { field: string; message: string }[]): void {
    const shown: string[] = [];
    for (const { field, message } of problems) {
      if (!this.form.fields.has(field)) continue;
      this.held.delete(field);
      this.session.data[field] ??= { value: undefined, error: '' };
      (this.session.data[field] as FieldState).error = message;
      shown.push(`f:${field}`);
    }
    this.bump(shown);
  }

  /** Checks one field now (on blur), unless bulk mode leaves it unticked. */
  touch(name: string): void {
    if (this.bulkSelected && !this.bulkSelected.has(name)) return;
    this.session.validateField(name);
    this.bump([`f:${name}`]);
  }

  /**
   * Checks the form (or one wizard step). Only fields whose message changed re-render: a
   * second submit of a 1,000-field form must not redraw the 990 fields it left as they were.
   */
  validate(options: Omit<ValidateOptions, 'bulkSelected'> = {}): ValidationResult {
    const verdict = (name: string) => {
      const state = this.session.data[name];
      return `${state?.error ?? ''}\u0000${state?.errorNV ?? ''}\u0000${state?.warning ?? ''}`;
    };
    const before = this.form.order.map(verdict);
    const result = this.session.validate({ ...options, bulkSelected: this.bulkSelected });
    this.bump(this.form.order.filter((f, i) => verdict(f) !== before[i]).map((f) => `f:${f}`));
    return result;
  }

  toggleBulk(name: string, ticked: boolean): void {
    if (!this.bulkSelected) return;
    if (ticked) this.bulkSelected.add(name);
    else {
      this.bulkSelected.delete(name);
      const state = this.session.data[name];
      if (state) state.error = '';
    }
    this.bump([`f:${name}`]);
  }

  /** What a submit sends: shown fields (ticked ones only in bulk mode), none held back. */
  submittedValues(): Record<string, unknown> {
    const values = this.session.visibleValues();
    if (!this.bulkSelected && this.held.size === 0) return values;
    return Object.fromEntries(
      Object.entries(values).filter(
        ([name]) => !this.held.has(name) && (!this.bulkSelected || this.bulkSelected.has(name)),
      ),
    );
  }
}
