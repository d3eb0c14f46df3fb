import { validate as standaloneValidate } from 'virtual:tena/model-validator';
import { describe, expect, it } from 'vitest';
import { checkModelText, syntaxProblem } from '../../../src/client/app/playground/check-schema';
import { SAMPLES } from '../../../src/client/app/playground/samples';
import { metaValidator } from '../../../src/engine/registry';
import { createRegistryAjv } from '../../../src/server/registry/read-registry';

const serverValidate = metaValidator(createRegistryAjv(), 'model');

const MODEL = {
  model: 'visit',
  title: 'Visit',
  groups: [{ id: 'main', name: 'Main' }],
  fields: { reason: { type: 'text', label: 'Reason', group: 'main' } },
};

describe.each([
  ['the browser build (Ajv standalone code)', standaloneValidate],
  ["the server's registry Ajv", serverValidate],
])('checking a model file with %s', (_name, validate) => {
  it('passes every sample', () => {
    for (const sample of SAMPLES) {
      expect(checkModelText(sample.text, validate).problems, sample.id).toEqual([]);
    }
  });

  it('reports every meta-schema error with its JSON pointer', () => {
    const bad = {
      ...MODEL,
      fields: { ...MODEL.fields, age: { type: 'numbr', label: 'Age' }, x: { label: 'X' } },
    };
    const check = checkModelText(JSON.stringify(bad), validate);
    expect(check.model).toBeUndefined();
    expect(check.problems).toContainEqual(
      expect.objectContaining({ source: 'meta-schema', pointer: '/fields/age/type' }),
    );
    expect(check.problems).toContainEqual({
      source: 'meta-schema',
      pointer: '/fields/x',
      message: "must have required property 'type'",
    });
  });

  it('adds the cross-reference problems of a valid model', () => {
    const bad = { ...MODEL, fields: { reason: { type: 'text', group: 'nowhere' } } };
    const check = checkModelText(JSON.stringify(bad), validate);
    expect(check.model).toBeDefined();
    expect(check.problems).toEqual([
      { source: 'model', pointer: '/fields/reason/group', message: 'unknown group "nowhere"' },
    ]);
  });
});

describe('JSON syntax errors', () => {
  it('come with a line and column', () => {
    const text = '{\n  "model": "visit",\n  "title" "Visit"\n}';
    const check = checkModelText(text, serverValidate);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatchObject({ source: 'syntax', line: 3, column: 11 });
  });

  it('read the wording of Chromium, older V8 and Firefox', () => {
    const text = '{\n  "a": }';
    for (const message of [
      'Unexpected token \'}\', "{\n  "a": }" is not valid JSON',
      'Unexpected token } in JSON at position 9',
      "Unexpected token '}' in JSON at position 9 (line 2 column 8)",
      'JSON.parse: unexpected character at line 2 column 8 of the JSON data',
    ]) {
      const problem = syntaxProblem(text, new SyntaxError(message));
      if (message.includes('is not valid JSON')) continue;
      expect(problem, message).toMatchObject({ line: 2, column: 8, offset: 9 });
      expect(problem.message).not.toMatch(/position|line \d/);
    }
    expect(syntaxProblem('{', new SyntaxError('Unexpected end of JSON input'))).toMatchObject({
      line: 1,
      column: 2,
    });
  });
});
