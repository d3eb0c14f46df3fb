/**
 * What a model's form page adds beside the schema's fields, by model: panels drawn after
 * groups' fields, inside the form (it reads and sets values through the form's store), and the
 * optional fields the form holds back until the panel reveals them. A module registers its own
 * once (panels/index.ts); a model without one gets the plain form.
 */
import type { ComponentType } from 'react';
import type { StoredRecord } from './record-api';

export interface FormPanelProps {
  /** The record being edited; undefined on a new one. */
  record: StoredRecord | undefined;
}

export interface FormPanel {
  /** The group whose fields it follows. */
  group: string;
  component: ComponentType<FormPanelProps>;
  /** Optional fields left out of the form until the panel reveals them (FormStore.reveal). */
  heldBack?: readonly string[];
}

const panels = new Map<string, FormPanel[]>();

/** Adds a panel to the model's form (a model may have one after each of several groups). */
export function registerFormPanel(model: string, panel: FormPanel): void {
  panels.set(model, [...(panels.get(model) ?? []), panel]);
}

export function formPanelsOf(model: string): readonly FormPanel[] {
  return panels.get(model) ?? [];
}
