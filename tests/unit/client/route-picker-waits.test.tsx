// The medication order form's Route picker before a medicine is chosen (issue 21): its refFilter
// (`"in": ["$routes_allowed"]`) lets nothing through while Routes Allowed is empty, so the picker
// is disabled, asks the server for nothing and says to choose the Medicine first; once one is
// picked it is enabled and the hint is gone. Rendered from the shipped schema.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import medicationOrder from '../../../schemas/medicationOrder.json';
import { FormStore } from '../../../src/client/forms/form-store';
import { FormStoreContext } from '../../../src/client/forms/use-form';
import { SelectWidget } from '../../../src/client/forms/widgets/SelectWidget';
import { compileForm } from '../../../src/engine/form';
import { DEFAULT_SETTINGS, type FieldSchema } from '../../../src/engine/types';

const fields = medicationOrder.fields as Record<string, FieldSchema>;
const user = { role: 'Doctor', permissions: [] };

function routePicker(store: FormStore): string {
  const widget = createElement(SelectWidget, {
    name: 'route',
    field: fields.route as FieldSchema,
    label: 'Route',
    state: store.state('route'),
    inputId: 'route-input',
    errorId: 'route-error',
    disabled: false,
    readOnly: false,
    settings: DEFAULT_SETTINGS,
    onChange: () => undefined,
    onBlur: () => undefined,
  });
  return renderToStaticMarkup(createElement(FormStoreContext.Provider, { value: store }, widget));
}

const inputOf = (html: string) => html.match(/<input[^>]*id="route-input"[^>]*>/)?.[0] ?? '';

describe('the Route picker before a medicine is chosen', () => {
  it('is disabled and says to choose the Medicine first; enabled once one is picked', () => {
    const store = new FormStore(compileForm(fields), {}, { user });
    const before = routePicker(store);
    expect(inputOf(before)).toMatch(/disabled=""/);
    expect(before).toContain('Choose the Medicine first');

    store.pick('product', 1, {
      id: 1,
      name: 'Paracetamol 500 mg tablet',
      route: 5,
      routes_allowed: [5],
    });
    const after = routePicker(store);
    expect(inputOf(after)).not.toBe('');
    expect(inputOf(after)).not.toMatch(/disabled=""/);
    expect(after).not.toContain('Choose the Medicine first');
  });
});
