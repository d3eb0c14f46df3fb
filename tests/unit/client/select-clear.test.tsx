// A picker's Clear button is no Tab stop of its own (carried defect: keyboard users tabbed
// through an extra stop per field): it keeps its name for the mouse and screen readers, and a
// keyboard user clears from the input, as the WAI-ARIA combobox pattern and react-select do
// (Escape with the list closed; Backspace in a multiple select's empty search drops the last).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WidgetProps } from '../../../src/client/forms/widget-registry';
import type { Choice } from '../../../src/client/forms/widgets/select/choices';
import { clearKeyAction } from '../../../src/client/forms/widgets/select/clear-keys';
import { SearchableSelect } from '../../../src/client/forms/widgets/select/SearchableSelect';
import { selectionOf } from '../../../src/client/forms/widgets/select/selection';
import { DEFAULT_SETTINGS, type FieldSchema } from '../../../src/engine/types';

const choices: Choice[] = ['Amoxicillin', 'Ceftriaxone', 'Metformin'].map((name, i) => ({
  key: String(i + 1),
  value: i + 1,
  name,
  depth: 0,
}));

function drawn(field: FieldSchema, value: unknown, extra: Partial<WidgetProps> = {}) {
  const widget = {
    name: 'product',
    field,
    label: 'Medicine',
    state: { value, error: '' },
    inputId: 'product-input',
    errorId: 'product-error',
    disabled: false,
    readOnly: false,
    settings: DEFAULT_SETTINGS,
    onChange: () => undefined,
    onBlur: () => undefined,
    ...extra,
  } satisfies WidgetProps;
  const known = (key: string) => choices.find((c) => c.key === key);
  return renderToStaticMarkup(
    createElement(SearchableSelect, { widget, choices, selection: selectionOf(widget, known) }),
  );
}

/** The buttons of the markup, each as its attributes. */
const buttons = (html: string) => [...html.matchAll(/<button([^>]*)>/g)].map((m) => m[1] ?? '');

describe("a picker's Clear button", () => {
  it('keeps its name but is no Tab stop; the options button is none either', () => {
    const html = drawn({ type: 'select', label: 'Medicine' }, 2);
    const clear = buttons(html).find((b) => b.includes('aria-label="Clear Medicine"'));
    expect(clear).toBeDefined();
    expect(clear).toContain('tabindex="-1"');
    expect(clear).toContain('aria-keyshortcuts="Escape"');
    // Every button beside the input stays out of the Tab order: the input is the one stop.
    for (const button of buttons(html)) expect(button).toContain('tabindex="-1"');
    expect(html).not.toMatch(/<input[^>]*tabindex="-1"/);
  });

  it("a multiple select's chips keep their Remove names out of the Tab order", () => {
    const html = drawn({ type: 'select', label: 'Medicine', multiple: true }, [1, 3]);
    const remove = buttons(html).filter((b) => b.includes('aria-label="Remove'));
    expect(remove).toHaveLength(2);
    for (const button of remove) expect(button).toContain('tabindex="-1"');
  });

  it('shows no Clear on an empty or read-only field', () => {
    expect(drawn({ type: 'select', label: 'Medicine' }, null)).not.toContain('Clear Medicine');
    expect(drawn({ type: 'select', label: 'Medicine' }, 2, { readOnly: true })).not.toContain(
      'Clear Medicine',
    );
  });
});

describe('clearing from the keyboard', () => {
  const key = (over: Partial<Parameters<typeof clearKeyAction>[0]>) =>
    clearKeyAction({ key: 'Escape', open: false, multiple: false, chosen: 1, text: 'x', ...over });

  it('Escape clears once the list is closed (the first Escape only closes it)', () => {
    expect(key({})).toBe('clear');
    expect(key({ open: true })).toBeUndefined();
    expect(key({ multiple: true, chosen: 2, text: '' })).toBe('clear');
  });

  it('nothing to clear: Escape goes on (a dialog around the form may close)', () => {
    expect(key({ chosen: 0 })).toBeUndefined();
  });

  it("Backspace in a multiple select's empty search drops the last choice, never while typing", () => {
    expect(key({ key: 'Backspace', multiple: true, chosen: 2, text: '' })).toBe('remove-last');
    expect(key({ key: 'Backspace', multiple: true, chosen: 2, text: 'amo' })).toBeUndefined();
    // A single select's text is the chosen name: Backspace edits it (emptied, it clears).
    expect(key({ key: 'Backspace', text: 'Ceftriaxone' })).toBeUndefined();
    expect(key({ key: 'Enter' })).toBeUndefined();
  });
});
