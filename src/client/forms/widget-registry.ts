import type { ComponentType } from 'react';
import type { EngineSettings, FieldSchema, FieldState } from '../../engine/types';

/** What every widget receives: the engine computed it; the widget only binds it. */
export interface WidgetProps {
  name: string;
  field: FieldSchema;
  label: string;
  state: FieldState;
  /** `id` of the input the field's <label> points at. */
  inputId: string;
  /** `id` of the error text, for aria-describedby. */
  errorId: string;
  disabled: boolean;
  readOnly: boolean;
  settings: EngineSettings;
  onChange(value: unknown, extra?: Partial<FieldState>): void;
  /**
   * A record picked in a ref field (null when cleared), with the picked record: fields that
   * fetchFrom this one copy from it. Outside a form, a widget falls back on onChange.
   */
  onPick?(value: unknown, record: Readonly<Record<string, unknown>> | undefined): void;
  /** Leaving the field: the engine checks it (spec 5.4 formatting happens in the widget). */
  onBlur(): void;
}

export interface WidgetEntry {
  /** A name for debugging and for `custom` fields registered by key. */
  name: string;
  /** Higher wins when several testers accept a field (JSON Forms style). */
  rank: number;
  tester(field: FieldSchema, name: string): boolean;
  component: ComponentType<WidgetProps>;
  /** The widget draws its own label (checkbox, divider): the shell shows none. */
  ownLabel?: boolean;
}

const entries: WidgetEntry[] = [];

/** Registers a widget; a new widget is one file that calls this. */
export function registerWidget(entry: WidgetEntry): void {
  const existing = entries.findIndex((e) => e.name === entry.name);
  if (existing >= 0) entries.splice(existing, 1);
  entries.push(entry);
}

export function isType(...types: FieldSchema['type'][]) {
  return (field: FieldSchema) => types.includes(field.type);
}

/** The highest-ranked widget whose tester accepts the field. */
export function pickWidget(field: FieldSchema, name: string): WidgetEntry | undefined {
  let best: WidgetEntry | undefined;
  for (const entry of entries) {
    if (entry.tester(field, name) && (!best || entry.rank > best.rank)) best = entry;
  }
  return best;
}
