import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormEngine, LARGE_FORM_FIELDS } from '../../../src/client/forms/FormEngine';
import { FormStore } from '../../../src/client/forms/form-store';
import { FormViewContext, type TitleLevel } from '../../../src/client/forms/form-view';
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
import { DEFAULT_SETTINGS, type FieldSchema, type GroupSchema } from '../../../src/engine/types';

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

function render(type: LayoutType, extra: Partial<LayoutProps> = {}, titleLevel?: TitleLevel) {
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
  const form = createElement(Layout, props);
  return renderToStaticMarkup(
    createElement(
      FormStoreContext.Provider,
      { value: store },
      titleLevel
        ? createElement(
            FormViewContext.Provider,
            {
              value: {
                size: 'large',
                disabled: false,
                settings: DEFAULT_SETTINGS,
                columns: 12,
                readOnly: new Set<string>(),
                titleLevel,
              },
            },
            form,
          )
        : form,
    ),
  );
}

/** The headings of some markup, in order, as `h2:Admission`. */
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-6])[^>]*>(.*?)<\/\1>/g)].map(
    ([, tag, inner]) => `${tag}:${(inner ?? '').replace(/<[^>]+>/g, '')}`,
  );

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

  it.each(LAYOUT_TYPES)(
    '%s: the title is the one level-one heading of a form page, groups one level below',
    (type) => {
      // A form under a page's own heading (the default): the title h2, groups h3.
      expect(headings(render(type)).filter((h) => h.startsWith('h1'))).toEqual([]);
      expect(headings(render(type))).toContain('h2:Admission');
      const page = headings(render(type, {}, 1));
      expect(page.filter((h) => h.startsWith('h1'))).toEqual(['h1:Admission']);
      expect(page.filter((h) => /^h[3-6]/.test(h))).toEqual([]);
      // Some layouts draw a mark before a group's name (§, //).
      if (type !== 'no-group' && !type.endsWith('-wizard'))
        expect(page.some((h) => /^h2:\W*Person$/.test(h))).toBe(true);
    },
  );

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
