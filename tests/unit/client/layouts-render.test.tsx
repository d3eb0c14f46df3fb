import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormEngine, LARGE_FORM_FIELDS } from '../../../src/client/forms/FormEngine';
import { FormStore } from '../../../src/client/forms/form-store';
import {
  LAYOUT_TYPES,
  type LayoutProps,
  type LayoutType,
  layoutFor,
  type Section,
} from '../../../src/client/forms/layout-registry';
import '../../../src/client/forms/layouts';
import { FormStoreContext } from '../../../src/client/forms/use-form';
import { compileForm } from '../../../src/engine/form';
import type { FieldSchema, GroupSchema } from '../../../src/engine/types';

// Server rendering needs no DOM: a smoke test of every layout's first paint. Behaviour in a
// browser (clicks, keys, the tab loader) is covered by the Chromium tests.
const schema: Record<string, FieldSchema> = {
  note: { type: 'text', label: 'Note' },
  name: { type: 'text', label: 'Name', group: 'person' },
  kind: { type: 'text', label: 'Kind', group: 'person' },
  ward: { type: 'text', label: 'Ward', group: 'stay', dependencies: { kind: { value: 'in' } } },
  phone: { type: 'text', label: 'Phone', group: 'contact' },
  email: { type: 'text', label: 'Email', group: 'contact' },
  allergy: { type: 'text', label: 'Allergy', group: 'history' },
  surgery: { type: 'text', label: 'Surgery', group: 'surgery' },
};
const groups: GroupSchema[] = [
  { id: 'person', name: 'Person' },
  { id: 'stay', name: 'Stay' },
  { id: 'contact', name: 'Contact' },
  { id: 'history', name: 'History', tab: true },
  { id: 'surgery', name: 'Surgeries', tab: true },
];
const sections: Section[] = [
  { group: { id: '__fields', name: '' }, fields: [['note', schema.note as FieldSchema]] },
  ...groups.map((group) => ({
    group,
    fields: Object.entries(schema).filter(([, f]) => f.group === group.id),
  })),
];

function render(type: LayoutType, extra: Partial<LayoutProps> = {}): string {
  const store = new FormStore(
    compileForm(schema, groups),
    {},
    {
      user: { role: 'Admin', permissions: [] },
    },
  );
  const Layout = layoutFor(type);
  if (!Layout) throw new Error(`no layout ${type}`);
  const props: LayoutProps = {
    type,
    panelStyle: 'light',
    title: 'Admission',
    subtitle: 'Fill it in.',
    sections,
    size: 'large',
    bulk: false,
    validateStep: () => true,
    renderFields: (s) =>
      createElement('div', { 'data-fields': s.group.id }, s.fields.map(([n]) => n).join(',')),
    renderSubmit: (o) =>
      createElement('button', { type: 'submit', disabled: o?.disabled }, 'Submit'),
    ...extra,
  };
  return renderToStaticMarkup(
    createElement(FormStoreContext.Provider, { value: store }, createElement(Layout, props)),
  );
}

const NON_WIZARD = LAYOUT_TYPES.filter((t) => !t.endsWith('-wizard') && t !== 'no-group');

describe('every layout', () => {
  it.each(LAYOUT_TYPES)('%s registers itself and renders title, subtitle and submit', (type) => {
    const html = render(type);
    expect(html).toContain('Admission');
    expect(html).toContain('Fill it in.');
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('data-fields="stay"');
  });

  it.each(NON_WIZARD)(
    '%s: one titled section per shown group, tab groups in one tab list',
    (type) => {
      const html = render(type);
      expect(html).toMatch(/<h3[^>]*>.*Person.*<\/h3>/);
      expect(html).toMatch(/<h3[^>]*>.*Contact.*<\/h3>/);
      expect(html).not.toContain('Stay');
      expect(html.match(/role="tablist"/g)).toHaveLength(1);
      expect(html.match(/role="tab"/g)).toHaveLength(2);
      expect(html).toContain('data-fields="history"');
      expect(html).not.toContain('data-fields="surgery"');
    },
  );

  it('panel style dark turns the form dark whatever the page theme', () => {
    expect(render('panel', { panelStyle: 'dark' })).toMatch(/^<div class="dark /);
    expect(render('panel')).not.toMatch(/^<div class="dark /);
  });

  it('no-group draws one plain grid without headings', () => {
    const html = render('no-group');
    expect(html).toContain('data-fields="__fields">note,name,kind,ward,phone,email<');
    expect(html).not.toContain('<h3');
  });
});

describe('wizards', () => {
  it('horizontal (plain): first step shown, Back disabled, submit disabled', () => {
    const html = render('horizontal-wizard');
    expect(html).toContain('data-fields="person"');
    expect(html).not.toContain('data-fields="contact"');
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>.*Back/);
    expect(html).toMatch(/<button type="submit" disabled="">/);
    expect(html).toContain('aria-label="Step 1 of 4"');
  });

  it('vertical (bordered card): hidden groups are no steps, submit enabled', () => {
    const html = render('vertical-wizard');
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).not.toContain('Stay');
    expect(html).toContain('Continue');
    expect(html).toMatch(/<button type="submit">/);
  });
});

describe('large forms', () => {
  const fields = (count: number) =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'text', label: `Field ${i}` }]),
    ) as Record<string, FieldSchema>;
  const markup = (count: number) =>
    renderToStaticMarkup(createElement(FormEngine, { schema: fields(count), groups: [] }));

  it(`lets the browser skip off-screen sections from ${LARGE_FORM_FIELDS} fields on`, () => {
    expect(markup(LARGE_FORM_FIELDS - 1)).not.toContain('data-large');
    expect(markup(LARGE_FORM_FIELDS)).toContain('data-large=""');
  });
});
