import type { ComponentType, ReactNode } from 'react';
import type { FieldSchema, GroupSchema } from '../../engine/types';
import type { FormSize } from './form-size';

export const LAYOUT_TYPES = [
  'panel',
  'light-form',
  'paper-form',
  'label',
  'no-group',
  'vertical-wizard',
  'horizontal-wizard',
  'border',
  'scifi',
  'scifi-2',
  'fbi',
  'fbi-2',
  'cellutech',
  'cellutech-2',
  'cellutech-3',
  'hospital',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** A group with its fields, in schema order; fields without a group form a leading section. */
export interface Section {
  group: GroupSchema;
  fields: [string, FieldSchema][];
}

export interface LayoutProps {
  type: LayoutType;
  panelStyle: 'light' | 'dark';
  title?: string;
  subtitle: string;
  sections: Section[];
  /** The field grid of one section (the layout draws the section's chrome around it). */
  renderFields(section: Section): ReactNode;
  /** The submit area; wizards disable it on steps before the last (plain variant). */
  renderSubmit(options?: { disabled?: boolean }): ReactNode;
  size: FormSize;
  /** Wizards: validates the active group (skipped in bulk mode); true when it may advance. */
  validateStep(groupId: string): boolean;
  bulk: boolean;
}

const layouts = new Map<LayoutType, ComponentType<LayoutProps>>();

export function registerLayout(type: LayoutType, component: ComponentType<LayoutProps>): void {
  layouts.set(type, component);
}

export function layoutFor(type: LayoutType): ComponentType<LayoutProps> | undefined {
  return layouts.get(type) ?? layouts.get('panel');
}
