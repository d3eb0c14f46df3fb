// Runs every tests/schemas/*.cases.json: QA adds a file, no code (format: README "Schema cases").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { compileForm, FormSession } from '../../../src/engine/form';
import { recordForm } from '../../../src/engine/form/record-form';
import { warningFlags } from '../../../src/engine/form/warning-flags';
import { lockedState } from '../../../src/engine/permissions/record-lock';
import { availableTransitions } from '../../../src/engine/permissions/transitions';
import type { EngineUser, GroupSchema, ModelSchema } from '../../../src/engine/types';
import { projectRoot } from '../../../src/server/config';

type CaseSchema = Pick<ModelSchema, 'fields'> &
  Partial<Pick<ModelSchema, 'groups' | 'workflow' | 'naming'>>;

interface CaseFile {
  description: string;
  schema: string | CaseSchema;
  user?: EngineUser;
  now?: string;
  settings?: Record<string, unknown>;
  cases: Case[];
}
interface Case {
  name: string;
  user?: EngineUser;
  now?: string;
  settings?: Record<string, unknown>;
  data?: Record<string, unknown>;
  changes?: { field: string; value: unknown }[];
  validate?: false | { activeGroup?: string; bulkSelected?: string[] };
  expect: {
    visible?: string[];
    hidden?: string[];
    groupsVisible?: string[];
    groupsHidden?: string[];
    errors?: Record<string, string>;
    errorNV?: Record<string, boolean>;
    values?: Record<string, unknown>;
    countryCodes?: Record<string, string>;
    valid?: boolean;
    warnings?: string[];
    fieldWarnings?: Record<string, string>;
    flags?: string[];
    required?: string[];
    optional?: string[];
    fieldNow?: Record<string, Record<string, unknown>>;
    applies?: string[];
    notApplies?: string[];
    readOnly?: string[];
    locked?: boolean;
    transitions?: string[];
  };
}

const casesDir = path.join(projectRoot, 'tests/schemas');
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateCaseFile = ajv.compile(
  JSON.parse(readFileSync(path.join(casesDir, 'cases.schema.json'), 'utf8')),
);
const files = readdirSync(casesDir)
  .filter((name) => name.endsWith('.cases.json'))
  .sort();

function loadSchema(schema: CaseFile['schema']): CaseSchema & { groups: GroupSchema[] } {
  const model: CaseSchema =
    typeof schema !== 'string'
      ? schema
      : JSON.parse(readFileSync(path.join(projectRoot, 'schemas', `${schema}.json`), 'utf8'));
  return { ...model, groups: model.groups ?? [] };
}

const DEFAULT_USER: EngineUser = { role: 'Preferences', permissions: [] };

it('finds schema case files', () => {
  expect(files.length).toBeGreaterThan(0);
});

describe.each(files)('%s', (file) => {
  const suite: CaseFile = JSON.parse(readFileSync(path.join(casesDir, file), 'utf8'));
  it('is a well-formed case file', () => {
    expect(validateCaseFile(suite), ajv.errorsText(validateCaseFile.errors)).toBe(true);
  });
  const model = loadSchema(suite.schema);
  const { fields, groups } = model;
  const form = compileForm(fields, groups);

  it.each(suite.cases.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const warnings: string[] = [];
    const now = new Date(testCase.now ?? suite.now ?? '2026-11-21T12:00:00Z');
    const session = new FormSession(form, testCase.data ?? {}, {
      user: testCase.user ?? suite.user ?? DEFAULT_USER,
      now: () => now,
      settings: { ...suite.settings, ...testCase.settings },
      logger: { warn: (message) => warnings.push(message) },
    });
    for (const change of testCase.changes ?? []) session.setValue(change.field, change.value);
    await session.refreshExpressions();
    const result =
      testCase.validate === false
        ? undefined
        : session.validate({
            activeGroup: testCase.validate?.activeGroup,
            bulkSelected: testCase.validate?.bulkSelected
              ? new Set(testCase.validate.bulkSelected)
              : undefined,
          });
    const want = testCase.expect;
    for (const name of want.visible ?? [])
      expect(session.isShown(name), `${name} visible`).toBe(true);
    for (const name of want.hidden ?? [])
      expect(session.isShown(name), `${name} hidden`).toBe(false);
    for (const id of want.groupsVisible ?? [])
      expect(session.isGroupVisible(id), `group ${id}`).toBe(true);
    for (const id of want.groupsHidden ?? [])
      expect(session.isGroupVisible(id), `group ${id}`).toBe(false);
    if (want.errors) {
      const errors = Object.fromEntries(
        Object.entries(session.data)
          .filter(([, s]) => s.error)
          .map(([n, s]) => [n, s.error]),
      );
      expect(errors).toEqual(want.errors);
    }
    for (const [name, flag] of Object.entries(want.errorNV ?? {})) {
      expect(session.data[name]?.errorNV ?? false, `${name} errorNV`).toBe(flag);
    }
    for (const [name, value] of Object.entries(want.values ?? {})) {
      // JSON has no undefined: null expects the field empty, whichever of the two it holds.
      const held = session.data[name]?.value;
      expect(value === null ? (held ?? null) : held, `${name} value`).toEqual(value);
    }
    for (const [name, code] of Object.entries(want.countryCodes ?? {})) {
      expect(session.data[name]?.countryCode, `${name} countryCode`).toBe(code);
    }
    if (want.valid !== undefined) expect(result?.valid).toBe(want.valid);
    if (want.fieldWarnings) {
      const shown = Object.entries(session.data).filter(([, s]) => s.warning);
      expect(Object.fromEntries(shown.map(([n, s]) => [n, s.warning]))).toEqual(want.fieldWarnings);
      // What submit reports: the same warnings of the fields it checked, never blocking.
      if (result)
        for (const { field } of result.warnings) expect(want.fieldWarnings).toHaveProperty(field);
    }
    // The flags the server stores (clinical.vital-sign-flags runs this same function).
    if (want.flags) expect(warningFlags(session)).toEqual(want.flags);
    for (const name of want.required ?? [])
      expect(session.isRequired(name), `${name} required`).toBe(true);
    for (const name of want.optional ?? [])
      expect(session.isRequired(name), `${name} optional`).toBe(false);
    for (const [name, props] of Object.entries(want.fieldNow ?? {}))
      expect(session.fieldNow(name), `${name} now`).toMatchObject(props);
    for (const name of want.applies ?? [])
      expect(session.applies(name), `${name} applies`).toBe(true);
    for (const name of want.notApplies ?? [])
      expect(session.applies(name), `${name} does not apply`).toBe(false);
    const user = testCase.user ?? suite.user ?? DEFAULT_USER;
    const record = testCase.data ?? {};
    for (const name of want.readOnly ?? [])
      expect(recordForm(model, true).readOnly, `${name} read-only`).toContain(name);
    if (want.locked !== undefined)
      expect(lockedState(model.workflow, record) !== undefined, 'locked').toBe(want.locked);
    if (want.transitions) {
      const offered = model.workflow
        ? availableTransitions(model.workflow, record, user, true).map((t) => t.to)
        : [];
      expect(offered).toEqual(want.transitions);
    }
    for (const fragment of want.warnings ?? []) {
      expect(
        warnings.some((w) => w.includes(fragment)),
        `warning "${fragment}" in ${JSON.stringify(warnings)}`,
      ).toBe(true);
    }
  });
});
