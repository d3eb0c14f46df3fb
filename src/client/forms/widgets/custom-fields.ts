import type { ComponentType } from 'react';
import type { WidgetProps } from '../widget-registry';

/**
 * Components for `custom` fields, looked up by the field's `key`. A screen registers its own
 * piece once (`registerCustomField('bmi-chart', BmiChart)`); it receives the usual widget
 * props, so it reads and stores its value like any other field.
 */
const customFields = new Map<string, ComponentType<WidgetProps>>();

export function registerCustomField(key: string, component: ComponentType<WidgetProps>): void {
  customFields.set(key, component);
}

export function customField(key: string | undefined): ComponentType<WidgetProps> | undefined {
  return key ? customFields.get(key) : undefined;
}
