import { describe, expect, it } from 'vitest';
import { formulaProblem } from '../../../../src/engine/formulas/compile-formula';
import { buildRegistry } from '../../../../src/engine/registry';
import { ajv, build, field, filesOf, fixture } from './fixtures';

describe('buildRegistry on a sound registry', () => {
  it('reports no problems and returns every model, screen, role and matrix entity', () => {
    const { registry, problems } = build(fixture());
    expect(problems).toEqual([]);
    expect(Object.keys(registry.models).sort()).toEqual(['patient', 'visit']);
    expect(Object.keys(registry.screens).sort()).toEqual(['clinic', 'menu', 'visits']);
    expect(Object.keys(registry.roles)).toEqual(['Doctor', 'Reception', 'Public Access']);
    expect(Object.keys(registry.matrix)).toEqual(['patient', 'visit', 'chat']);
    expect(registry.models.patient?.fields.mrn?.label).toBe('MRN');
  });

  it('compiles the meta-schemas once per Ajv instance', () => {
    const instance = ajv();
    expect(buildRegistry(filesOf(fixture()), instance).problems).toEqual([]);
    expect(buildRegistry(filesOf(fixture()), instance).problems).toEqual([]);
  });
});

describe('buildRegistry parse and meta-schema problems', () => {
  it('reports invalid JSON with the parser message', () => {
    const text = '{"model": "patient",';
    let message = '';
    try {
      JSON.parse(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(build(fixture(), { 'schemas/patient.json': text }).problems).toEqual([
      `schemas/patient.json#: invalid JSON: ${message}`,
    ]);
  });

  it('reports a meta-schema violation at its JSON pointer', () => {
    const f = fixture();
    Object.assign(field(f.patient, 'mrn'), { type: 'txt' });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/mrn/type: must be equal to one of the allowed values',
    ]);
  });

  it('names a misspelt property, a missing property and a bad dependency op', () => {
    const f = fixture();
    Object.assign(field(f.patient, 'mrn'), { lable: 'MRN' });
    Object.assign(field(f.patient, 'insurer'), {
      dependencies: [{ has_insurance: [{ value: true, op: '=~' }], op: 'xor' }],
    });
    Object.assign(f.visit, { title: undefined });
    expect(build(f).problems).toEqual([
      `schemas/patient.json#/fields/mrn: must NOT have additional properties ("lable")`,
      'schemas/patient.json#/fields/insurer/dependencies/0/has_insurance/0/op: must be equal to one of the allowed values',
      'schemas/patient.json#/fields/insurer/dependencies/0/op: must be equal to one of the allowed values',
      "schemas/visit.json#: must have required property 'title'",
    ]);
  });

  it('reports a bad screen, a bad field name and a file outside the known folders', () => {
    const f = fixture();
    Object.assign(f.visits, { kind: 'launcher' });
    f.patient.fields['first name'] = { type: 'text' };
    expect(build(f, { 'permissions/extra.json': {} }).problems).toEqual([
      'permissions/extra.json#: not a registry file (expected schemas/*.json, screens/*.json, permissions/roles.json or permissions/matrix.json)',
      'schemas/patient.json#/fields/first name: property name must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"',
      "screens/visits.json#: must have required property 'cards'",
      'screens/visits.json#: must NOT have additional properties ("model")',
      'screens/visits.json#: must NOT have additional properties ("entity")',
    ]);
  });

  it('still checks the cross-references of a schema that breaks its meta-schema', () => {
    const f = fixture();
    Object.assign(field(f.patient, 'mrn'), { type: 'txt', group: 'identity' });
    Object.assign(f.visits, { title: 7, model: 'encounter' });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/mrn/type: must be equal to one of the allowed values',
      'schemas/patient.json#/fields/mrn/group: unknown group "identity"',
      'screens/visits.json#/title: must be string',
      'screens/visits.json#/model: unknown model "encounter"',
    ]);
  });

  it('reports missing roles and matrix files', () => {
    const problems = build(fixture(), {
      'permissions/roles.json': undefined,
      'permissions/matrix.json': undefined,
    }).problems;
    expect(problems).toEqual([
      'permissions/matrix.json#: the file is missing',
      'permissions/roles.json#: the file is missing',
    ]);
  });
});

describe('buildRegistry model cross-references', () => {
  it('reports a field group that is not among the groups', () => {
    const f = fixture();
    field(f.patient, 'mrn').group = 'identity';
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/mrn/group: unknown group "identity"',
    ]);
  });

  it('reports a ref to a model without a schema', () => {
    const f = fixture();
    field(f.visit, 'patient').ref = 'ward';
    expect(build(f).problems).toEqual([
      'schemas/visit.json#/fields/patient/ref: unknown model "ward"',
    ]);
  });

  it('reports a referName that is not a field of the model', () => {
    const f = fixture();
    field(f.patient, 'confirm').referName = 'passwd';
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/confirm/referName: unknown field "passwd"',
    ]);
  });

  it('reports unknown dependency fields, in one group or a list, and unknown ref values', () => {
    const f = fixture();
    field(f.patient, 'insurer').dependencies = { insured: { value: true } };
    field(f.patient, 'first_name').dependencies = [
      { mrn: [{ value: 'x', op: '!=' }], age: { value: 'weigth', valueType: 'ref', op: '<' } },
    ];
    f.patient.groups[1] = {
      id: 'billing',
      name: 'Billing',
      dependencies: { paying: { value: true } },
    };
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/groups/1/dependencies/paying: unknown field "paying"',
      'schemas/patient.json#/fields/first_name/dependencies/0/age/value: unknown field "weigth"',
      'schemas/patient.json#/fields/insurer/dependencies/insured: unknown field "insured"',
    ]);
  });

  it('reports a formula reading an unknown field, in a field and in a formula condition', () => {
    const f = fixture();
    field(f.patient, 'age').formula = [
      { type: 'literal', target: 'yearsBetween(' },
      { type: 'field', target: 'dob', date: true },
      { type: 'literal', target: ',' },
      { type: 'literal', target: 'today', date: true },
      { type: 'literal', target: ')' },
    ];
    field(f.patient, 'insurer').dependencies = {
      has_insurance: { type: 'formula', formula: [{ type: 'field', target: 'wieght' }], value: 1 },
    };
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/age/formula: the formula reads the unknown field "dob"',
      'schemas/patient.json#/fields/insurer/dependencies/has_insurance/formula: the formula reads the unknown field "wieght"',
    ]);
  });

  it('reports an empty or malformed formula', () => {
    const f = fixture();
    field(f.patient, 'age').formula = [];
    const malformed = [
      { type: 'field' as const, target: 'weight' },
      { type: 'literal' as const, target: '* (' },
    ];
    field(f.patient, 'weight').formula = malformed;
    const names = new Set(Object.keys(f.patient.fields));
    const message = formulaProblem(malformed, names);
    expect(message).toMatch(/^the formula is malformed: /);
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/age/formula: the formula is empty',
      `schemas/patient.json#/fields/weight/formula: ${message}`,
    ]);
  });

  it('reports a validate expression naming something other than value and the fields', () => {
    const f = fixture();
    field(f.patient, 'weight').validate = 'value > 0 and value < heigth';
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/fields/weight/validate: the expression reads the unknown name "heigth"',
    ]);
  });

  it('reports unknown list, sort, naming and workflow fields and states', () => {
    const f = fixture();
    f.patient.list = {
      columns: ['mrn', 'last_name'],
      search: ['phone'],
      sort: { field: 'created' },
    };
    f.patient.naming = { field: 'record_no', pattern: 'MRN-{seq:6}' };
    f.visit.workflow = {
      field: 'state',
      initial: 'New',
      states: ['Open', 'Closed'],
      transitions: [{ from: ['Open', 'Held'], to: 'Done' }],
    };
    f.patient.groups.push({ id: 'main', name: 'Again' });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/groups/2/id: duplicate group id "main"',
      'schemas/patient.json#/list/columns/1: unknown field "last_name"',
      'schemas/patient.json#/list/search/0: unknown field "phone"',
      'schemas/patient.json#/list/sort/field: unknown field "created"',
      'schemas/patient.json#/naming/field: unknown field "record_no"',
      'schemas/visit.json#/workflow/field: unknown field "state"',
      'schemas/visit.json#/workflow/initial: unknown state "New"',
      'schemas/visit.json#/workflow/transitions/0/from/1: unknown state "Held"',
      'schemas/visit.json#/workflow/transitions/0/to: unknown state "Done"',
    ]);
  });

  it('reports a searched sort that is neither a list column nor the sort field', () => {
    const f = fixture();
    f.patient.list = { columns: ['mrn'], search: ['mrn'], searchedSorts: ['mrn', 'phone'] };
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/list/searchedSorts/1: "phone" is not a list column nor the list\'s sort field',
    ]);
  });

  it('reports two files with the same model (the first in path order is kept)', () => {
    const f = fixture();
    expect(build(f, { 'schemas/archive/patient.json': f.patient }).problems).toEqual([
      'schemas/patient.json#/model: duplicate model "patient" (also in schemas/archive/patient.json)',
    ]);
  });

  it('reports a file name that differs from the model key', () => {
    const f = fixture();
    expect(
      build(f, { 'schemas/visit.json': undefined, 'schemas/visits.json': f.visit }).problems,
    ).toEqual([
      'schemas/visits.json#/model: the file name must equal the model key ("visit.json")',
    ]);
  });
});
