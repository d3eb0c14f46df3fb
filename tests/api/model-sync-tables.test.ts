// The tables a sync derives from a schema, looked at in the database itself: foreign keys,
// list indexes, child tables keeping row order, refs between new models, removed fields.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { NURSE_RIGHTS, syncEverything, useFixtureModelApp } from '../helpers/fixture-model';
import { patientBody } from '../helpers/patients';
import type { RegistryDir } from '../helpers/registry-dir';
import {
  columnsOf,
  foreignKeys,
  indexedColumns,
  storedValues,
} from '../helpers/sync-introspection';

type Headers = Record<string, string>;

function shotSchema({ withLot = true } = {}) {
  return {
    title: 'Shot',
    groups: [{ id: 'main', name: 'Main' }],
    fields: {
      patient: { type: 'select', label: 'Patient', group: 'main', ref: 'patient' },
      given_on: { type: 'date', label: 'Given On', group: 'main', required: true },
      vaccine: { type: 'text', label: 'Vaccine', group: 'main', required: true },
      ...(withLot ? { lot: { type: 'text', label: 'Lot', group: 'main' } } : {}),
      doses: {
        type: 'one_to_many',
        label: 'Doses',
        group: 'main',
        columns: [
          { field: 'label', type: 'text', label: 'Label' },
          { field: 'ml', type: 'number', label: 'ml' },
        ],
      },
    },
    list: {
      columns: ['given_on', 'vaccine'],
      search: withLot ? ['vaccine', 'lot'] : ['vaccine'],
      sort: { field: 'given_on', direction: 'desc' },
    },
  };
}

/** Two new models that refer to each other. */
function ringSchema(other: string) {
  return {
    title: other,
    groups: [{ id: 'main', name: 'Main' }],
    fields: {
      name: { type: 'text', label: 'Name', group: 'main', required: true },
      partner: { type: 'select', label: 'Partner', group: 'main', ref: other },
    },
  };
}

describe.each(dialectCases)('synced tables on $dialect', ({ make, skip }) => {
  const suite = useFixtureModelApp({ make, skip }, 'shot', shotSchema());
  let app: FastifyInstance;
  let registry: RegistryDir;
  let admin: Headers;
  let nurse: Headers;
  let patientId: number;
  beforeAll(async () => {
    if (skip) return;
    ({ app, registry, admin, nurse } = suite);
    const reception = (await signIn(app, 'reception@tena.demo')).headers;
    const patient = await app.inject({
      method: 'POST',
      url: '/api/models/patient',
      headers: reception,
      payload: patientBody(),
    });
    patientId = patient.json().id;
  });

  const syncAll = () => syncEverything(app, admin);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/api/models/${url}`, headers: nurse, payload });

  it.skipIf(skip)('ref columns get foreign keys, list and ref columns indexes', async () => {
    expect(await foreignKeys(app.database, 'm_shot')).toEqual([
      { column: 'patient', target: 'm_patient' },
    ]);
    expect(await foreignKeys(app.database, 'm_shot__doses')).toEqual([
      { column: 'parent_id', target: 'm_shot' },
    ]);
    const indexed = await indexedColumns(app.database, 'm_shot');
    for (const column of ['given_on', 'vaccine', 'lot', 'patient'])
      expect(indexed).toContain(column);
    expect(await indexedColumns(app.database, 'm_shot__doses')).toContain('parent_id');
    // The same on the shipped models, e.g. an appointment's patient.
    expect(await foreignKeys(app.database, 'm_appointment')).toContainEqual({
      column: 'patient',
      target: 'm_patient',
    });
    expect(await indexedColumns(app.database, 'm_appointment')).toContain('patient');
    // A field marked `index` (the likely-duplicate check looks patients up by date of birth).
    expect(await indexedColumns(app.database, 'm_patient')).toContain('date_of_birth');
  });

  it.skipIf(skip)('child rows keep their order, also after an update reorders them', async () => {
    const doses = ['first', 'second', 'third'].map((label, i) => ({ label, ml: i + 0.5 }));
    const created = await call('POST', 'shot', {
      patient: patientId,
      given_on: '2026-02-01',
      vaccine: 'BCG',
      lot: 'L-1',
      doses,
    });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    const labels = async () =>
      (await call('GET', `shot/${id}`)).json().doses.map((d: { label: string }) => d.label);
    expect(await labels()).toEqual(['first', 'second', 'third']);

    const reordered = [doses[2], doses[0], doses[1]];
    const updated = await call('PUT', `shot/${id}`, { version, doses: reordered });
    expect(updated.statusCode).toBe(200);
    expect(await labels()).toEqual(['third', 'first', 'second']);
    await syncAll();
    expect(await labels()).toEqual(['third', 'first', 'second']);
  });

  it.skipIf(skip)('a removed field keeps its column and data', async () => {
    registry.writeSchema('shot', shotSchema({ withLot: false }));
    expect((await syncAll()).filter((r) => r.status !== 'ok')).toEqual([]);
    expect(await columnsOf(app.database, 'm_shot')).toContain('lot');
    expect(await storedValues(app.database, 'm_shot', 'lot')).toEqual(['L-1']);
    const listed = (await call('GET', 'shot')).json().rows;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('lot');

    registry.writeSchema('shot', shotSchema());
    expect((await syncAll()).filter((r) => r.status !== 'ok')).toEqual([]);
    expect((await call('GET', 'shot')).json().rows[0].lot).toBe('L-1');
  });

  it.skipIf(skip)('two new models that refer to each other are both created', async () => {
    registry.writeSchema('ringA', ringSchema('ringB'));
    registry.writeSchema('ringB', ringSchema('ringA'));
    registry.setMatrixEntity('ringA', NURSE_RIGHTS);
    registry.setMatrixEntity('ringB', NURSE_RIGHTS);
    const results = await syncAll();
    expect(results.filter((r) => r.model.startsWith('ring'))).toEqual([
      { model: 'ringA', status: 'ok' },
      { model: 'ringB', status: 'ok' },
    ]);
    expect(await foreignKeys(app.database, 'm_ring_a')).toEqual([
      { column: 'partner', target: 'm_ring_b' },
    ]);
    expect(await foreignKeys(app.database, 'm_ring_b')).toEqual([
      { column: 'partner', target: 'm_ring_a' },
    ]);
    const a = (await call('POST', 'ringA', { name: 'a' })).json();
    const b = await call('POST', 'ringB', { name: 'b', partner: a.id });
    expect(b.statusCode).toBe(201);
    const linked = await call('PUT', `ringA/${a.id}`, { version: a.version, partner: b.json().id });
    expect(linked.statusCode).toBe(200);
    // Again: nothing left to do.
    expect((await syncAll()).every((r) => r.status === 'ok')).toBe(true);
    expect(await foreignKeys(app.database, 'm_ring_a')).toHaveLength(1);
  });
});
