// An option only the server's rules set (`"auto": true`: the emergency's disposition Admitted,
// written by its admission) is not offered by a form's select or radio widget, while a record
// that holds it still shows it by name. The emergency form's dropdown, from the shipped schema,
// offers the four dispositions a person chooses.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import emergency from '../../../schemas/emergency.json';
import type { WidgetProps } from '../../../src/client/forms/widget-registry';
import { RadioWidget } from '../../../src/client/forms/widgets/RadioWidget';
import { SelectWidget } from '../../../src/client/forms/widgets/SelectWidget';
import { offeredOptions } from '../../../src/engine/format';
import { DEFAULT_SETTINGS, type FieldSchema } from '../../../src/engine/types';

const disposition = emergency.fields.disposition as FieldSchema;

function drawn(component: typeof RadioWidget, field: FieldSchema, value: unknown) {
  const widget = {
    name: 'disposition',
    field,
    label: 'Disposition',
    state: { value, error: '' },
    inputId: 'disposition-input',
    errorId: 'disposition-error',
    disabled: false,
    readOnly: false,
    settings: DEFAULT_SETTINGS,
    onChange: () => undefined,
    onBlur: () => undefined,
  } satisfies WidgetProps;
  return renderToStaticMarkup(createElement(component, widget));
}

/** The radios' values, in order. */
const radios = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*value="([^"]*)"/g)].map((m) => m[1]);

describe("the emergency's disposition", () => {
  it('marks Admitted auto, and a form offers the other four', () => {
    const auto = disposition.options?.filter((option) => option.auto === true);
    expect(auto?.map((option) => option.id)).toEqual(['Admitted']);
    expect(offeredOptions(disposition, [])?.map((option) => option.id)).toEqual([
      'Discharged',
      'Referred',
      'Died',
      'Left',
    ]);
  });

  it('as radios: Admitted offered only to a record that holds it', () => {
    const radio = { ...disposition, widget: 'radio' } as FieldSchema;
    expect(radios(drawn(RadioWidget, radio, null))).toEqual([
      'Discharged',
      'Referred',
      'Died',
      'Left',
    ]);
    const held = drawn(RadioWidget, radio, 'Admitted');
    expect(radios(held)).toEqual(['Discharged', 'Admitted', 'Referred', 'Died', 'Left']);
    expect(held).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="Admitted"/);
  });

  it('as a select: a held auto option shows by its name, not its stored key', () => {
    const coded = {
      ...disposition,
      options: [
        { id: 'DIS', name: 'Discharged' },
        { id: 'ADM', name: 'Admitted to a ward', auto: true },
      ],
    } as FieldSchema;
    expect(drawn(SelectWidget, coded, 'ADM')).toContain('Admitted to a ward');
    expect(drawn(SelectWidget, coded, 'DIS')).not.toContain('Admitted to a ward');
  });
});
