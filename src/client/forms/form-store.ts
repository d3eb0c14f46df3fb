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

  constructor(
    readonly form: CompiledForm,
    data: FormData | Record<string, unknown>,
    context: FormContext,
    bulk = false,
  ) {
    this.session = new FormSession(form, data, context);
    this.bulkSelected = bulk ? new Set() : undefined;
    void this.session.refreshExpressions().then((fields) => this.bump(fields.map((f) => `f:${f}`)));
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
   * fetchFrom's it takes the picked record's field, as the server will store it on save.
   */
  pick(name: string, value: unknown, record: Readonly<Record<string, unknown>> | undefined) {
    const fetchers = [...this.form.fields].map(([field, c]) => [field, c.field.fetchFrom] as const);
    const changed = this.setValue(name, value);
    for (const [field, fetched] of Object.entries(fetchedValues(fetchers, name, record)))
      changed.push(...this.setValue(field, fetched));
    return changed;
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
      return `${state?.error ?? ''}\u0000${state?.errorNV ?? ''}`;
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

  /** What a submit sends: shown fields (ticked ones only in bulk mode). */
  submittedValues(): Record<string, unknown> {
    const values = this.session.visibleValues();
    if (!this.bulkSelected) return values;
    return Object.fromEntries(
      Object.entries(values).filter(([name]) => this.bulkSelected?.has(name)),
    );
  }
}
