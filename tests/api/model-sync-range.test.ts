// POST /api/public/sync-database {startIndex, endIndex} syncs the models at positions
// [startIndex, endIndex) of the sorted model list. Every schema file is reloaded, but a model
// outside the range is served only while its tables match its schema.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { NURSE_RIGHTS, useFixtureModelApp } from '../helpers/fixture-model';
import type { RegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

function tallySchema(extraField = false, title = 'Tally') {
  return {
    title,
    groups: [{ id: 'main', name: 'Main' }],
    fields: {
      name: { type: 'text', label: 'Name', group: 'main', required: true },
      count: { type: 'number', label: 'Count', group: 'main' },
      ...(extraField ? { note: { type: 'text', label: 'Note', group: 'main' } } : {}),
    },
    list: { columns: ['name', 'count'], search: ['name'] },
  };
}

describe.each(dialectCases)('range sync on $dialect', ({ make, skip }) => {
  const suite = useFixtureModelApp({ make, skip }, 'tally', tallySchema());
  let app: FastifyInstance;
  let registry: RegistryDir;
  let admin: Headers;
  let nurse: Headers;
  beforeAll(async () => {
    if (skip) return;
    ({ app, registry, admin, nurse } = suite);
  });

  const sync = (startIndex: number, endIndex: number, headers: Headers = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/public/sync-database',
      headers,
      payload: { onlyModels: true, startIndex, endIndex },
    });
  const models = () => Object.keys(registry.load().models).sort();
  const synced = async (startIndex: number, endIndex: number) => {
    const response = await sync(startIndex, endIndex);
    expect(response.statusCode).toBe(200);
    return (response.json().results as { model: string; status: string }[]).map((r) => r.model);
  };
  const tallies = (method: 'GET' | 'POST', payload?: object) =>
    app.inject({ method, url: '/api/models/tally', headers: nurse, payload });

  it.skipIf(skip)('refuses a request without sign-in and syncs nothing', async () => {
    registry.writeSchema('unsignedProbe', tallySchema());
    // Like every API route, a missing or bad token is 403 TOKEN_EXPIRED (the client refreshes).
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Headers[]) {
      const response = await sync(0, 200, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('TOKEN_EXPIRED');
    }
    const tables = (await app.database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('m_unsigned_probe');
    expect(tables).toContain('m_tally');
    registry.remove('schemas/unsignedProbe.json');
  });

  it.skipIf(skip)('syncs exactly positions [startIndex, endIndex) of the sorted list', async () => {
    const names = models();
    expect(await synced(2, 5)).toEqual(names.slice(2, 5));
    expect(await synced(0, 1)).toEqual([names[0]]);
    expect(await synced(3, 3)).toEqual([]);
  });

  it.skipIf(skip)('a range past the end syncs the models that exist there', async () => {
    const names = models();
    expect(await synced(names.length - 1, names.length + 50)).toEqual([names.at(-1)]);
    expect(await synced(names.length + 5, names.length + 9)).toEqual([]);
  });

  it.skipIf(skip)('a reversed or negative range answers 400 naming the field', async () => {
    const reversed = await sync(5, 2);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(reversed.json().message).toMatch(/endIndex/);
    expect(reversed.json().details).toEqual([
      { field: 'endIndex', message: 'must not be less than startIndex' },
    ]);
    const negative = await sync(-1, 2);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/startIndex/);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/public/sync-database',
      headers: admin,
      payload: { onlyModels: true, startIndex: 0 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/endIndex/);
  });

  it.skipIf(skip)(
    'a changed schema outside the range answers 503 MODEL_NOT_SYNCED until synced, never 500',
    async () => {
      const created = await tallies('POST', { name: 'first', count: 1 });
      expect(created.statusCode).toBe(201);

      // A new field in tally's file, but the sync covers only the first model.
      registry.writeSchema('tally', tallySchema(true));
      const position = models().indexOf('tally');
      expect(position).toBeGreaterThan(0);
      expect(await synced(0, 1)).not.toContain('tally');
      for (const answer of [
        await tallies('GET'),
        await tallies('POST', { name: 'x', note: 'n' }),
      ]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json().code).toBe('MODEL_NOT_SYNCED');
      }
      // Unchanged models outside the range are served as before.
      const patients = await app.inject({
        method: 'GET',
        url: '/api/models/patient',
        headers: nurse,
      });
      expect(patients.statusCode).toBe(200);

      expect(await synced(position, position + 1)).toEqual(['tally']);
      const noted = await tallies('POST', { name: 'second', note: 'with a note' });
      expect(noted.statusCode).toBe(201);
      expect(noted.json().note).toBe('with a note');
      expect((await tallies('GET')).json().total).toBe(2);
    },
  );

  it.skipIf(skip)('a change that leaves the tables as they are keeps the model open', async () => {
    registry.writeSchema('tally', tallySchema(true, 'Tally of things'));
    expect(await synced(0, 1)).not.toContain('tally');
    expect(app.registry.models.tally?.title).toBe('Tally of things');
    expect((await tallies('GET')).statusCode).toBe(200);
  });

  it.skipIf(skip)('a new model outside the range answers 503 until a sync covers it', async () => {
    registry.writeSchema('zzTally', tallySchema());
    registry.setMatrixEntity('zzTally', NURSE_RIGHTS);
    expect(await synced(0, 1)).not.toContain('zzTally');
    const early = await app.inject({ method: 'GET', url: '/api/models/zzTally', headers: nurse });
    expect(early.statusCode).toBe(503);
    expect(early.json().code).toBe('MODEL_NOT_SYNCED');
    const names = models();
    expect(await synced(names.indexOf('zzTally'), names.length)).toContain('zzTally');
    const later = await app.inject({ method: 'GET', url: '/api/models/zzTally', headers: nurse });
    expect(later.statusCode).toBe(200);
  });
});
