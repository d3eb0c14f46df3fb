// react-jsonschema-form's page: the same form as JSON Schema (one object per group, the
// dependent field added by an if/then on its group) rendered by @rjsf/core with its Ajv 8
// validator, defaults otherwise (no live validation, error list on top).
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import '../../src/client/styles.css';
import {
  type BenchField,
  type BenchForm,
  type BenchGroup,
  NUMBER_RANGE,
  SELECT_OPTIONS,
} from './form-spec';
import { installHarness } from './harness';

function propertySchema(field: BenchField): RJSFSchema {
  const title = field.label;
  switch (field.kind) {
    case 'number':
      return { type: 'number', title, ...NUMBER_RANGE };
    case 'email':
      return { type: 'string', format: 'email', title };
    case 'select':
      return { type: 'string', enum: SELECT_OPTIONS, title };
    case 'date':
      return { type: 'string', format: 'date', title };
    case 'checkbox':
      return { type: 'boolean', title };
    default:
      return { type: 'string', title };
  }
}

function groupSchema(group: BenchGroup, form: BenchForm): [RJSFSchema, UiSchema] {
  const { controller, dependent } = form;
  const listed = group.fields.filter((f) => f !== dependent);
  const schema: RJSFSchema = {
    type: 'object',
    title: group.name,
    properties: Object.fromEntries(listed.map((f) => [f.name, propertySchema(f)])),
    required: listed.filter((f) => f.required).map((f) => f.name),
  };
  if (!group.fields.includes(dependent)) return [schema, {}];
  schema.if = { properties: { [controller.name]: { const: true } }, required: [controller.name] };
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a promise.
  schema.then = { properties: { [dependent.name]: propertySchema(dependent) } };
  // '*' stands for the dependent field, so it shows in its place once the if/then adds it.
  const order = group.fields.map((f) => (f === dependent ? '*' : f.name));
  return [schema, { 'ui:order': order }];
}

function rjsfSchema(form: BenchForm) {
  const parts = form.groups.map((g) => [g.id, groupSchema(g, form)] as const);
  return {
    // Each group's object is there from the start, empty: Ajv checks the fields required in
    // an object only when the object exists (Tena's form starts empty too).
    formData: Object.fromEntries(form.groups.map((g) => [g.id, {}])),
    schema: {
      type: 'object',
      title: 'Bench form',
      properties: Object.fromEntries(parts.map(([id, [schema]]) => [id, schema])),
    },
    uiSchema: Object.fromEntries(parts.map(([id, [, ui]]) => [id, ui])) as UiSchema,
  };
}

// Without an onError, rjsf logs every failed validation to the console, which a page would not.
const handled = () => undefined;

const idOf = (field: BenchField) => `root_${field.group}_${field.name}`;

installHarness(
  {
    render(root, form, onSubmit) {
      const { schema, uiSchema, formData } = rjsfSchema(form);
      // noHtml5Validate: the browser's own required check would stop the submit before Ajv
      // runs (Tena's form is noValidate too).
      root.render(
        <Form
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          noHtml5Validate
          onSubmit={onSubmit}
          onError={handled}
        />,
      );
    },
    control: (field) => document.getElementById(idOf(field)),
    error: (field) => document.getElementById(`${idOf(field)}__error`),
    submitButton: () => document.querySelector('form button[type="submit"]'),
  },
  createRoot,
);
