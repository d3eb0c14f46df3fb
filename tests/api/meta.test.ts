// GET /api/meta on a fixture registry: no mention of a field the user may not see anywhere in a
// model's meta, and an ETag that revalidates as RFC 9110 says and follows the registry.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { copyRegistryDir, type RegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

function clinicNote(title = 'Clinic Notes') {
  return {
    title,
    groups: [
      { id: 'main', name: 'Main' },
      // Gated as a group only: its fields carry no rule of their own.
      { id: 'private', name: 'Private', roles: ['Doctor'] },
    ],
    fields: {
      subject: { type: 'text', label: 'Subject', group: 'main', required: true },
      ranking: { type: 'number', label: 'Ranking', group: 'main', permissions: ['Doctor'] },
      secret: { type: 'text', label: 'Secret', group: 'private' },
      note_number: { type: 'text', label: 'Number', group: 'private' },
      stage: {
        type: 'select',
        label: 'Stage',
        group: 'private',
        options: [
          { id: 'Open', name: 'Open' },
          { id: 'Closed', name: 'Closed' },
        ],
      },
    },
    list: {
      columns: ['subject', 'ranking', 'secret'],
      search: ['subject', 'secret'],
      sort: { field: 'ranking', direction: 'desc' },
    },
    naming: { field: 'note_number', pattern: 'CN-{seq:4}' },
    workflow: {
      field: 'stage',
      initial: 'Open',
      states: ['Open', 'Closed'],
      transitions: [{ from: 'Open', to: 'Closed', permissions: ['Doctor'] }],
    },
  };
}
const BOTH = ['Doctor', 'Triage Nurse'];

describe.each(dialectCases)('GET /api/meta on $dialect', ({ make, skip }) => {
  let target: TestDatabase;
  let registry: RegistryDir;
  let app: FastifyInstance;
  let nurse: Headers;
  let doctor: Headers;
  let admin: Headers;
  beforeAll(async () => {
    if (skip) return;
    target = make();
    registry = copyRegistryDir();
    registry.writeSchema('clinicNote', clinicNote());
    const rights = { view: BOTH, detail: BOTH, add: BOTH, edit: BOTH, delete: ['Doctor'] };
    registry.setMatrixEntity('clinicNote', rights);
    app = await seededApp(target, { registryDir: registry.root, registry: registry.load() });
    nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    admin = (await signIn(app, 'admin@tena.demo')).headers;
  });
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
    registry?.dispose();
  });

  const meta = (headers: Headers, ifNoneMatch?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/meta',
      headers: ifNoneMatch === undefined ? headers : { ...headers, 'if-none-match': ifNoneMatch },
    });

  it.skipIf(skip)('names no hidden field in list, search, sort, workflow or naming', async () => {
    const seen = (await meta(nurse)).json().models.clinicNote;
    expect(Object.keys(seen.fields)).toEqual(['subject']);
    expect(seen.groups.map((g: { id: string }) => g.id)).toEqual(['main']);
    expect(seen.list).toEqual({ columns: ['subject'], search: ['subject'] });
    expect(seen).not.toHaveProperty('workflow');
    expect(seen).not.toHaveProperty('naming');
    expect(JSON.stringify(seen)).not.toMatch(/ranking|secret|note_number|stage/);

    // The one who may see them all gets the model as written.
    const full = (await meta(doctor)).json().models.clinicNote;
    const written = clinicNote();
    expect(Object.keys(full.fields)).toEqual(Object.keys(written.fields));
    expect(full.list).toEqual(written.list);
    expect(full.workflow).toEqual(written.workflow);
    expect(full.naming).toEqual(written.naming);
  });

  it.skipIf(skip)('answers 304 to a matching If-None-Match: weak, listed or *', async () => {
    const first = await meta(nurse);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const matching = [etag, `W/${etag}`, `"x", ${etag}`, `W/"a,b" ,W/${etag}`, '*', ' * '];
    for (const header of matching) {
      const answer = await meta(nurse, header);
      expect(answer.statusCode, header).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers.etag).toBe(etag);
    }
    const other = ['"x"', `W/"x"`, etag.slice(1, -1), `${etag.slice(0, -1)}x"`, '', '"a", "b"'];
    for (const header of other) expect((await meta(nurse, header)).statusCode, header).toBe(200);
  });

  it.skipIf(skip)('gives a new ETag once the registry changes', async () => {
    const before = await meta(nurse);
    const etag = before.headers.etag as string;
    expect(before.json().models.clinicNote.title).toBe('Clinic Notes');
    registry.writeSchema('clinicNote', clinicNote('Ward Notes'));
    const synced = await app.inject({
      method: 'POST',
      url: '/api/public/sync-database',
      headers: admin,
      payload: { onlyModels: true, startIndex: 0, endIndex: 150 },
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const after = await meta(nurse, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().models.clinicNote.title).toBe('Ward Notes');
    expect((await meta(nurse, after.headers.etag as string)).statusCode).toBe(304);
  });
});
