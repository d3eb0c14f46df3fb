// Engine figures (issue 3): validate-all and single-field change for forms of 100, 1,000 and
// 5,000 fields of mixed types, 10% of them with dependencies.
import { compileForm, FormSession } from '../src/engine/form';
import type { FieldSchema, GroupSchema } from '../src/engine/types';
import { report, sample } from './report';

const KINDS: FieldSchema[] = [
  { type: 'text', required: true },
  { type: 'email', required: true },
  { type: 'number', required: true, minimum: 0, maximum: 500, validate: 'value >= 0' },
  { type: 'currency', required: true },
  { type: 'phone', required: true },
  { type: 'select', required: true, options: [{ id: 'a', name: 'A' }] },
  { type: 'date', required: true, minDate: '2000-01-01' },
  { type: 'checkbox' },
  { type: 'radio', required: true },
  { type: 'rich_text', required: true },
];
const VALUES = [
  'Abebe',
  'abebe@example.et',
  '42',
  '1250.50',
  '911234567',
  'a',
  '2026-11-21',
  true,
  'x',
  '<p>ok</p>',
];

function buildForm(size: number) {
  const fields: Record<string, FieldSchema> = {};
  const groups: GroupSchema[] = [];
  const data: Record<string, unknown> = {};
  for (let i = 0; i < size; i += 1) {
    const kind = i % KINDS.length;
    if (i % 20 === 0) groups.push({ id: `g${i / 20}`, name: `Group ${i / 20}` });
    const field: FieldSchema = {
      ...(KINDS[kind] as FieldSchema),
      label: `Field ${i}`,
      group: `g${Math.floor(i / 20)}`,
    };
    // 10% depend on the field before them.
    if (i % 10 === 9)
      field.dependencies = { [`f${i - 1}`]: { value: VALUES[(i - 1) % VALUES.length], op: '==' } };
    fields[`f${i}`] = field;
    data[`f${i}`] = VALUES[kind];
  }
  return { fields, groups, data };
}

const user = { role: 'Doctor', permissions: [] };
const now = () => new Date('2026-11-21T12:00:00Z');

console.log('engine');
for (const size of [100, 1_000, 5_000]) {
  const { fields, groups, data } = buildForm(size);
  report(
    `compile schema (${size} fields)`,
    sample(20, () => compileForm(fields, groups), 3),
  );
  const form = compileForm(fields, groups);
  report(
    `open form session (${size} fields)`,
    sample(20, () => new FormSession(form, data, { user, now }), 3),
  );
  const session = new FormSession(form, data, { user, now });
  // f0 is a text field nothing depends on (f9 depends on f8, f19 on f18, ...).
  report(
    `change a field nothing depends on (${size})`,
    sample(2000, (i) => session.setValue('f0', `Abebe ${i}`)),
  );
  report(
    `change a field another depends on (${size})`,
    sample(2000, (i) => session.setValue('f8', i % 2 ? '2026-11-21' : '2026-11-20')),
  );
  report(
    `validate all (${size} fields)`,
    sample(size >= 5_000 ? 50 : 200, () => session.validate(), 5),
  );
}
