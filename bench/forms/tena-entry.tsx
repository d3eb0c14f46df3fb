// Tena's page: the bench form as a Tena schema, rendered by <FormEngine> (panel layout).
import { createRoot } from 'react-dom/client';
import { FormEngine } from '../../src/client/forms/FormEngine';
import type { FieldSchema, GroupSchema } from '../../src/engine/types';
import '../../src/client/styles.css';
import { type BenchField, type BenchForm, NUMBER_RANGE, SELECT_OPTIONS } from './form-spec';
import { installHarness } from './harness';

function fieldSchema(field: BenchField, form: BenchForm): FieldSchema {
  const schema: FieldSchema = {
    type: field.kind,
    label: field.label,
    group: field.group,
    required: field.required,
  };
  if (field.kind === 'number') Object.assign(schema, NUMBER_RANGE);
  if (field.kind === 'select') schema.options = SELECT_OPTIONS.map((name) => ({ id: name, name }));
  if (field === form.dependent)
    schema.dependencies = { [form.controller.name]: { value: true, op: '==' } };
  return schema;
}

function tenaSchema(form: BenchForm) {
  const schema: Record<string, FieldSchema> = {};
  const groups: GroupSchema[] = form.groups.map((g) => ({ id: g.id, name: g.name }));
  for (const group of form.groups)
    for (const field of group.fields) schema[field.name] = fieldSchema(field, form);
  return { schema, groups };
}

const inField = (field: BenchField, ...selectors: string[]) =>
  document.querySelector<HTMLElement>(
    selectors.map((s) => `[data-field="${field.name}"] ${s}`).join(', '),
  );

installHarness(
  {
    render(root, form, onSubmit) {
      const { schema, groups } = tenaSchema(form);
      root.render(
        <FormEngine schema={schema} groups={groups} title="Bench form" onSubmit={onSubmit} />,
      );
    },
    control: (field) => inField(field, 'input', 'button'),
    error: (field) => inField(field, '[id$="-error"]'),
    submitButton: () => document.querySelector('form button[type="submit"]'),
  },
  createRoot,
);
