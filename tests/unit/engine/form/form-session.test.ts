import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileForm, FormSession } from '../../../../src/engine/form';
import type { FieldSchema, FieldType, GroupSchema } from '../../../../src/engine/types';

const doctor = { role: 'Doctor', permissions: ['View Detail'] };
const now = () => new Date('2026-11-21T12:00:00Z');

const fields: Record<string, FieldSchema> = {
  sex: { type: 'select', label: 'Sex', group: 'main', required: true },
  pregnant: {
    type: 'checkbox',
    label: 'Pregnant',
    group: 'main',
    dependencies: { sex: { value: 'Female' } },
  },
  lmp: {
    type: 'date',
    label: 'Last menstrual period',
    group: 'obstetric',
    required: true,
    dependencies: { pregnant: { value: true } },
  },
  edd: {
    type: 'date',
    label: 'Expected delivery',
    group: 'obstetric',
    dependencies: { pregnant: { value: true } },
    formula: [
      { type: 'field', target: 'lmp', date: true },
      { type: 'literal', target: '+ 280' },
    ],
  },
  weeks: {
    type: 'number',
    label: 'Weeks',
    group: 'obstetric',
    dependencies: { pregnant: { value: true } },
    formula: [
      { type: 'literal', target: 'floor((' },
      { type: 'literal', target: 'today', date: true },
      { type: 'literal', target: '-' },
      { type: 'field', target: 'lmp', date: true },
      { type: 'literal', target: ') / 7)' },
    ],
  },
  password: { type: 'password', label: 'Password', group: 'main', required: true },
  confirm: { type: 'confirm_password', label: 'Confirm', group: 'main', required: true },
  secret_note: {
    type: 'text',
    label: 'Note',
    group: 'main',
    required: true,
    permissions: ['View Secret'],
  },
};
const groups: GroupSchema[] = [
  { id: 'main', name: 'Main' },
  { id: 'obstetric', name: 'Obstetric history' },
];
const form = compileForm(fields, groups);

describe('FormSession', () => {
  it('hides a group when none of its fields is visible, and shows it when one becomes so', () => {
    const session = new FormSession(form, {}, { user: doctor, now });
    expect(session.isGroupVisible('obstetric')).toBe(false);
    expect(session.setValue('sex', 'Female')).toEqual({ fields: ['sex', 'pregnant'], groups: [] });
    const changes = session.setValue('pregnant', true);
    expect(changes.fields.sort()).toEqual(['edd', 'lmp', 'pregnant', 'weeks']);
    expect(changes.groups).toEqual(['obstetric']);
    expect(session.isGroupVisible('obstetric')).toBe(true);
  });

  it('cascades computed values through the graph: LMP -> EDD and weeks', () => {
    const session = new FormSession(form, { sex: 'Female', pregnant: true }, { user: doctor, now });
    const changes = session.setValue('lmp', '2026-03-01');
    expect(changes.fields.sort()).toEqual(['edd', 'lmp', 'weeks']);
    expect(session.data.edd?.value).toBe('2026-12-06');
    expect(session.data.weeks?.value).toBe(37);
  });

  it('clears the error of a field that becomes hidden and keeps its value', () => {
    const session = new FormSession(form, { sex: 'Female', pregnant: true }, { user: doctor, now });
    session.validate();
    expect(session.data.lmp?.error).toBe('Last menstrual period is required');
    session.setValue('lmp', 'not a date');
    expect(session.data.lmp?.error).toBe('Last menstrual period is not valid');
    session.setValue('sex', 'Male');
    expect(session.isVisible('pregnant')).toBe(false);
    session.setValue('pregnant', false);
    expect(session.isVisible('lmp')).toBe(false);
    expect(session.data.lmp).toMatchObject({ value: 'not a date', error: '' });
  });

  it('re-checks confirm_password when the password changes after an error', () => {
    const session = new FormSession(
      form,
      { password: 'secret1', confirm: 'secret2' },
      { user: doctor, now },
    );
    session.validate();
    expect(session.data.confirm?.error).toBe("Password didn't match");
    expect(session.setValue('password', 'secret2').fields).toContain('confirm');
    expect(session.data.confirm?.error).toBe('');
  });

  it('skips fields the user may not see, and reports them hidden', () => {
    const session = new FormSession(form, {}, { user: doctor, now });
    const result = session.validate();
    expect(session.isShown('secret_note')).toBe(false);
    expect(result.errors.map((e) => e.field)).not.toContain('secret_note');
    const other = new FormSession(
      form,
      {},
      { user: { role: 'Doctor', permissions: ['View Secret'] }, now },
    );
    expect(other.validate().errors.map((e) => e.field)).toContain('secret_note');
  });

  it('checks only the active group in a per-step check, only ticked fields in bulk mode', () => {
    const session = new FormSession(form, { sex: 'Female', pregnant: true }, { user: doctor, now });
    const step = session.validate({ activeGroup: 'obstetric' });
    expect(step.errors).toEqual([{ field: 'lmp', message: 'Last menstrual period is required' }]);
    expect(session.data.password?.error).toBe('');
    const bulk = session.validate({ bulkSelected: new Set(['password']) });
    expect(bulk.errors).toEqual([
      { field: 'password', message: 'Password must be atleast 5 characters' },
    ]);
    expect(session.data.lmp?.error).toBe('');
  });

  it('gives phone fields the default country code', () => {
    const phoneForm = compileForm({ phone: { type: 'phone', label: 'Phone' } });
    const session = new FormSession(phoneForm, {}, { user: doctor, now });
    expect(session.data.phone?.countryCode).toBe('+251');
    const kenyan = new FormSession(
      phoneForm,
      { phone: { value: '712345678', error: '', countryCode: '+254' } },
      { user: doctor, now },
    );
    expect(kenyan.data.phone?.countryCode).toBe('+254');
  });

  it('reports a broken formula once through the logger and treats it as failed', () => {
    const warnings: string[] = [];
    const broken = compileForm({
      a: { type: 'number', label: 'A' },
      b: {
        type: 'text',
        label: 'B',
        dependencies: {
          a: {
            type: 'formula',
            value: 1,
            formula: [
              { type: 'field', target: 'a' },
              { type: 'literal', target: '+' },
            ],
          },
        },
      },
    });
    const session = new FormSession(
      broken,
      { a: 1 },
      { user: doctor, now, logger: { warn: (m) => warnings.push(m) } },
    );
    session.setValue('a', 2);
    session.setValue('a', 3);
    expect(session.isVisible('b')).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^#\/fields\/b\/dependencies\/a: the formula is malformed/);
  });
});

const TYPES: FieldType[] = [
  'text',
  'file',
  'files',
  'email',
  'phone',
  'password',
  'confirm_password',
  'color',
  'select',
  'autocomplete',
  'checkbox',
  'slider',
  'radio',
  'date',
  'number',
  'currency',
  'rich_text',
  'signature',
  'divider',
  'custom',
  'collection',
  'one_to_many',
  'submit',
];

describe('validation never throws', () => {
  it('on arbitrary values for every field type, required or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.boolean(),
        fc.anything(),
        fc.option(fc.string()),
        (type, required, value, regex) => {
          const anyForm = compileForm({
            f: {
              type,
              required,
              regex: regex ?? undefined,
              validate: 'value > 0',
              minDate: '2020-01-01',
            },
          });
          const session = new FormSession(anyForm, { f: value }, { user: doctor, now });
          const result = session.validate();
          expect(typeof result.valid).toBe('boolean');
          expect(typeof session.data.f?.error).toBe('string');
        },
      ),
      { numRuns: 500 },
    );
  });
});
