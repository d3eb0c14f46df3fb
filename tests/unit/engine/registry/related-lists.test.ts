import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRelated } from '../../../../src/engine/registry/cross-check-related';
import type { RelatedList } from '../../../../src/engine/related/related-lists';
import type { ModelSchema } from '../../../../src/engine/types';
import { projectRoot } from '../../../../src/server/config';
import { build, type Fixture, fixture } from './fixtures';

/** The fixture with a visit that has a time, a weight and a copied field, and patient's list of visits. */
function withVisits(list: Partial<RelatedList> = {}): Fixture {
  const f = fixture();
  Object.assign(f.visit.fields, {
    arrived_at: { type: 'datetime', group: 'main' },
    weight: { type: 'number', group: 'main' },
    notes: { type: 'text', group: 'main' },
    items: { type: 'one_to_many', group: 'main', columns: [{ field: 'name' }] },
    owner_mrn: { type: 'text', group: 'main' },
  });
  f.patient.related = [
    {
      model: 'visit',
      field: 'patient',
      title: 'Visits',
      columns: ['arrived_at', 'status'],
      sort: { field: 'arrived_at', direction: 'desc' },
      limit: 20,
      timeline: { at: 'arrived_at' },
      prefill: { owner_mrn: 'mrn' },
      ...list,
    },
  ];
  return f;
}

const chart = (f: Fixture, value: ModelSchema['chart']) => {
  f.patient.chart = value;
  return f;
};

describe('related lists declared in a model schema', () => {
  it('accepts a list whose model points at this one through the field it names', () => {
    expect(build(withVisits()).problems).toEqual([]);
    expect(
      build(withVisits({ sort: { field: 'created_at' }, timeline: { at: 'created_at' } })).problems,
    ).toEqual([]);
  });

  it('reports an unknown model by its pointer, without further noise about its fields', () => {
    expect(build(withVisits({ model: 'ward' })).problems).toEqual([
      'schemas/patient.json#/related/0/model: unknown model "ward"',
    ]);
  });

  it('reports a field that is not a single ref to this model', () => {
    expect(build(withVisits({ field: 'status' })).problems).toEqual([
      'schemas/patient.json#/related/0/field: field "status" of visit is not a ref to patient (a single record)',
    ]);
    expect(build(withVisits({ field: 'doctor' })).problems).toEqual([
      'schemas/patient.json#/related/0/field: unknown field "doctor" of visit',
    ]);
  });

  it('reports columns, sort and prefill naming fields the models lack or do not store', () => {
    const f = withVisits({
      columns: ['arrived_at', 'diagnosis', 'items'],
      sort: { field: 'closed_at' },
      prefill: { owner_mrn: 'medical_number', ward: 'mrn' },
    });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/related/0/columns/1: unknown field "diagnosis" of visit',
      'schemas/patient.json#/related/0/columns/2: unknown field "items" of visit',
      'schemas/patient.json#/related/0/sort/field: unknown field "closed_at" of visit',
      'schemas/patient.json#/related/0/prefill/owner_mrn: unknown field "medical_number" of patient',
      'schemas/patient.json#/related/0/prefill/ward: unknown field "ward" of visit',
    ]);
  });

  it('reports an addWhen naming a field this model does not store', () => {
    expect(build(withVisits({ addWhen: { mrn: { ne: '' } } })).problems).toEqual([]);
    expect(build(withVisits({ addWhen: { state: 'Active' } })).problems).toEqual([
      'schemas/patient.json#/related/0/addWhen/state: unknown field "state" of patient',
    ]);
  });

  it('refuses a timeline placed by a field that holds no moment', () => {
    expect(build(withVisits({ timeline: { at: 'weight' } })).problems).toEqual([
      'schemas/patient.json#/related/0/timeline/at: "weight" is not a date or datetime field of visit (nor created_at)',
    ]);
  });

  it('refuses a prefill into a field the server keeps', () => {
    const f = withVisits();
    Object.assign(f.visit.fields, { owner_mrn: { type: 'text', group: 'main', derived: true } });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/related/0/prefill/owner_mrn: "owner_mrn" of visit is kept by the server',
    ]);
  });

  it('reports the same list declared twice', () => {
    const f = withVisits();
    f.patient.related?.push({ model: 'visit', field: 'patient', columns: ['status'] });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/related/1: duplicate related list of visit.patient (also at /related/0)',
    ]);
  });

  it('refuses through the meta-schema a limit past 200 and an unknown key', () => {
    const problems = build(
      withVisits({ limit: 500, colour: 'red' } as Partial<RelatedList>),
    ).problems;
    expect(problems).toEqual([
      'schemas/patient.json#/related/0: must NOT have additional properties ("colour")',
      'schemas/patient.json#/related/0/limit: must be <= 200',
    ]);
  });
});

describe("a related list's add button", () => {
  it('takes its words from addText, and refuses them empty', () => {
    expect(build(withVisits({ addText: 'Add visit' })).problems).toEqual([]);
    expect(build(withVisits({ addText: '' })).problems).toEqual([
      'schemas/patient.json#/related/0/addText: must NOT have fewer than 1 characters',
    ]);
  });
});

describe("a model's chart", () => {
  it('accepts identity and alerts of its own fields and trends of a related number field', () => {
    const f = chart(withVisits(), {
      identity: ['mrn', 'age'],
      alerts: ['insurer'],
      trendsOf: 'visit',
      trends: [{ title: 'Weight', unit: 'kg', series: [{ field: 'weight' }] }],
    });
    expect(build(f).problems).toEqual([]);
  });

  it('reports unknown header fields, a trend list that is not declared and a plotted text', () => {
    const f = chart(withVisits(), {
      identity: ['mrn', 'phone'],
      alerts: ['allergies'],
      trendsOf: 'visit',
      trends: [{ title: 'Notes', series: [{ field: 'weight' }, { field: 'notes' }] }],
    });
    expect(build(f).problems).toEqual([
      'schemas/patient.json#/chart/identity/1: unknown field "phone" of patient',
      'schemas/patient.json#/chart/alerts/0: unknown field "allergies" of patient',
      'schemas/patient.json#/chart/trends/0/series/1/field: "notes" is not a number field of visit',
    ]);
    const f2 = chart(fixture(), { identity: ['mrn'], trendsOf: 'visit', trends: [] });
    expect(build(f2).problems).toEqual([
      'schemas/patient.json#/chart/trendsOf: no related list of visit to plot',
    ]);
  });
});

describe('the shipped declarations (schemas/patient.json and visit.json)', () => {
  const schemas = new Map<string, ModelSchema>(
    readdirSync(path.join(projectRoot, 'schemas'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        const schema = JSON.parse(readFileSync(path.join(projectRoot, 'schemas', name), 'utf8'));
        return [schema.model, schema];
      }),
  );
  const entry = (model: string) => ({
    path: `schemas/${model}.json`,
    schema: schemas.get(model) as ModelSchema,
  });

  it("pass every check, and put the patient's care on the chart's timeline", () => {
    expect(checkRelated(entry('patient'), schemas)).toEqual([]);
    expect(checkRelated(entry('visit'), schemas)).toEqual([]);
    const patient = schemas.get('patient') as ModelSchema;
    expect(patient.related?.filter((list) => list.timeline).map((list) => list.model)).toEqual([
      'visit',
      'vitalSign',
      'diagnosis',
      'labRequest',
      'radiologyRequest',
      'radiologyResult',
      'prescription',
      'document',
      'invoice',
    ]);
    expect(patient.chart?.trendsOf).toBe('vitalSign');
    expect(patient.chart?.trends?.map((trend) => trend.title)).toEqual([
      'Temperature',
      'Pulse',
      'Respiratory rate',
      'Blood pressure',
      'SpO2',
      'Weight',
      'BMI',
    ]);
  });

  it("let a visit add what a consultation records, each copying the visit's patient", () => {
    const visit = schemas.get('visit') as ModelSchema;
    for (const list of visit.related ?? []) {
      expect(list.field).toBe('visit');
      expect(list.prefill?.patient).toBe('patient');
    }
    expect(visit.related?.map((list) => list.model)).toEqual([
      'vitalSign',
      'patientEvaluation',
      'chiefComplaint',
      'opdPhysicalExamination',
      'opdEvaluation',
      'diagnosis',
      'labRequest',
      'radiologyRequest',
      'prescription',
      'document',
      'emergency',
    ]);
  });
});
