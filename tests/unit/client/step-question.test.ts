// What a workflow step asks before it moves a record, on the shipped schemas: a reason typed in
// words (a lab request's cancellation), a reason picked from its list (a lab sample's
// rejection: typed into a text box, anything but the exact option was refused by the server),
// fields (a radiology study's schedule), or nothing; and the form the fields are asked in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stepFieldsSchema, stepQuestion } from '../../../src/client/app/models/step-question';
import type { ModelSchema } from '../../../src/engine/types';
import { projectRoot } from '../../../src/server/config';

const shipped = (model: string) =>
  JSON.parse(
    readFileSync(path.join(projectRoot, 'schemas', `${model}.json`), 'utf8'),
  ) as ModelSchema;
const step = (schema: ModelSchema, action: string) => {
  const found = schema.workflow?.transitions.find((t) => t.action === action);
  if (!found) throw new Error(`${schema.model} has no ${action}`);
  return found;
};

describe('a workflow step\u2019s question', () => {
  const sample = shipped('labSample');
  const labRequest = shipped('labRequest');
  const radiology = shipped('radiologyRequest');

  it('asks a sample\u2019s rejection reason from its list, not as free text', () => {
    expect(stepQuestion(step(sample, 'Reject'), sample.fields)).toEqual({
      kind: 'fields',
      names: ['rejection_reason'],
    });
    const form = stepFieldsSchema(['rejection_reason'], sample.fields);
    // Required, with its options, and shown although the record is not Rejected yet.
    expect(form.rejection_reason).toMatchObject({ type: 'select', required: true });
    expect(form.rejection_reason?.options?.map((o) => o.id)).toContain('Haemolysed');
    expect(form.rejection_reason).not.toHaveProperty('dependencies');
    expect(form.rejection_reason).not.toHaveProperty('group');
  });

  it('asks a typed reason in words', () => {
    expect(stepQuestion(step(labRequest, 'Cancel'), labRequest.fields)).toEqual({
      kind: 'reason',
      name: 'cancellation_reason',
    });
  });

  it('asks a step\u2019s fields, a derived one among them, each required', () => {
    expect(stepQuestion(step(radiology, 'Schedule'), radiology.fields)).toEqual({
      kind: 'fields',
      names: ['scheduled_at', 'room'],
    });
    const form = stepFieldsSchema(['scheduled_at', 'room'], radiology.fields);
    expect(Object.values(form).every((field) => field.required && !field.derived)).toBe(true);
    expect(stepQuestion(step(radiology, 'Perform'), radiology.fields)).toEqual({ kind: 'none' });
  });

  it('asks a reason and fields together, the reason first', () => {
    const both = { from: 'A', to: 'B', reason: 'why', fields: ['when'] };
    expect(stepQuestion(both, { why: { type: 'text' }, when: { type: 'date' } })).toEqual({
      kind: 'fields',
      names: ['why', 'when'],
    });
  });
});
