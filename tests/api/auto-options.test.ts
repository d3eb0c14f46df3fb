// `auto` select options (schemas/README.md), on both databases: an option only the server's rules
// set is refused in every person's write (create, update, a batch or import's createMany, a
// transition's fields) with a 422 on the field naming the option and how it is set, whatever the
// model's rules say; a record that already holds it may be written with it unchanged; the
// server's own write of it (here setDerived, as a rule's) stands.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/models/model-service';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useFixtureModelApp } from '../helpers/fixture-model';
import {
  autoOptionSelect,
  openClosedStatus,
  openClosedWorkflow,
} from '../unit/engine/registry/fixtures';

type Headers = Record<string, string>;
type Row = Record<string, unknown> & { id: number; version: number };

const SAMPLE = {
  title: 'Sample',
  groups: [{ id: 'main', name: 'Sample' }],
  fields: {
    name: { type: 'text', label: 'Name', group: 'main' },
    stage: {
      ...autoOptionSelect('Stage', 'Draft', 'Released', 'the nightly release run'),
      group: 'main',
    },
    marks: {
      type: 'select',
      label: 'Marks',
      group: 'main',
      multiple: true,
      options: [
        { id: 'x', name: 'X' },
        { id: 'checked', name: 'Checked by the lab', auto: true },
      ],
    },
    outcome: { ...autoOptionSelect('Outcome', 'Kept', 'Sold', 'a sale'), group: 'main' },
    status: openClosedStatus('Status'),
  },
  workflow: openClosedWorkflow({ action: 'Close', fields: ['outcome'] }),
  list: { columns: ['name', 'stage', 'status'] },
};

/** The server itself, as a rule writes (no person). */
const SERVER: Actor = {
  id: null,
  email: null,
  engineUser: { role: 'Preferences', permissions: ['Preferences'] },
  ip: null,
};

/** A Doctor's import, as payment-import.ts passes its reader's actor to createMany. */
const DOCTOR: Actor = { ...SERVER, engineUser: { role: 'Doctor', permissions: [] } };

const RELEASED = 'Stage "Released" is set by the nightly release run, not typed';

describe.each(dialectCases)('auto select options on $dialect', ({ make, skip }) => {
  const doctors = ['Doctor'];
  const suite = useFixtureModelApp({ make, skip }, 'sample', SAMPLE, {
    view: doctors,
    detail: doctors,
    add: doctors,
    edit: doctors,
    delete: doctors,
  });
  let doctor: Headers;
  beforeAll(async () => {
    if (skip) return;
    doctor = (await signIn(suite.app, 'doctor@tena.demo')).headers;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    suite.app.inject({
      method,
      url: `/api/models/${url}`,
      headers: doctor,
      payload: payload as never,
    });
  const made = async (body: Record<string, unknown>) => {
    const answer = await call('POST', 'sample', body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as Row;
  };
  const read = async (id: number) => (await call('GET', `sample/${id}`)).json() as Row;

  it.skipIf(skip)('a new record may not be given an auto option, alone or in a batch', async () => {
    const refused = await call('POST', 'sample', { name: 'A', stage: 'Released' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([{ field: 'stage', message: RELEASED }]);
    // Without a setBy, the option is the server's from other records.
    const marked = await call('POST', 'sample', { name: 'A', marks: ['x', 'checked'] });
    expect(marked.statusCode).toBe(422);
    expect(marked.json().details).toEqual([
      {
        field: 'marks',
        message: 'Marks "Checked by the lab" is set by the server from other records, not typed',
      },
    ]);
    // An import or a batch (createMany) is refused as a whole, each problem at its body.
    const batch = suite.app.models.createMany('sample', DOCTOR, [
      { name: 'B', stage: 'Draft' },
      { name: 'C', stage: 'Released' },
    ]);
    await expect(batch).rejects.toMatchObject({
      status: 422,
      details: [{ index: 1, field: 'stage', message: RELEASED }],
    });
    const none = await call(
      'GET',
      'sample?filter[name][in]=A&filter[name][in]=B&filter[name][in]=C',
    );
    expect(none.json().rows).toEqual([]);
    expect((await call('POST', 'sample', { name: 'D', stage: 'Draft' })).statusCode).toBe(201);
  });

  it.skipIf(skip)(
    'an update may not set one, but may send back the one the record holds',
    async () => {
      const sample = await made({ name: 'E', stage: 'Draft', marks: ['x'] });
      const refused = await call('PUT', `sample/${sample.id}`, {
        version: sample.version,
        name: 'E2',
        stage: 'Released',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([{ field: 'stage', message: RELEASED }]);
      expect(await read(sample.id)).toMatchObject({ name: 'E', stage: 'Draft' });

      // The server sets them (as a rule would, in its own write).
      await suite.app.models.setDerived('sample', SERVER, sample.id, {
        stage: 'Released',
        marks: ['checked'],
      });
      const held = await read(sample.id);
      expect(held).toMatchObject({ stage: 'Released', marks: ['checked'] });
      // The whole form sent back with another field changed: the held values pass.
      const edited = await call('PUT', `sample/${sample.id}`, {
        version: held.version,
        name: 'E3',
        stage: 'Released',
        marks: ['checked', 'x'],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        name: 'E3',
        stage: 'Released',
        marks: ['checked', 'x'],
      });
      // Taken off by hand (the form offers what it holds and the others), it cannot come back.
      const dropped = await call('PUT', `sample/${sample.id}`, {
        version: edited.json().version,
        stage: 'Draft',
        marks: ['x'],
      });
      expect(dropped.statusCode, dropped.body).toBe(200);
      const back = await call('PUT', `sample/${sample.id}`, {
        version: dropped.json().version,
        stage: 'Released',
      });
      expect(back.statusCode).toBe(422);
      expect(back.json().details).toEqual([{ field: 'stage', message: RELEASED }]);
    },
  );

  it.skipIf(skip)("a transition's fields may not set one", async () => {
    const sample = await made({ name: 'F' });
    const refused = await call('POST', `sample/${sample.id}/transition`, {
      to: 'Closed',
      values: { outcome: 'Sold' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      { field: 'outcome', message: 'Outcome "Sold" is set by a sale, not typed' },
    ]);
    expect((await read(sample.id)).status).toBe('Open');
    const closed = await call('POST', `sample/${sample.id}/transition`, {
      to: 'Closed',
      values: { outcome: 'Kept' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'Closed', outcome: 'Kept' });
  });
});
