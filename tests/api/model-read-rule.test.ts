// Every answer that carries a record (create, update, restore, a stale write's 409, history)
// follows the read rule of GET: a writer who may not read the model gets bookkeeping only, a
// reader gets the fields they may see, and a deleted record is as unreadable as GET makes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useFixtureModelApp } from '../helpers/fixture-model';

type Headers = Record<string, string>;

/** Like `contact`: anyone may write a memo, only some may read them, one group is Settings'. */
const memoSchema = {
  title: 'Memo',
  groups: [
    { id: 'message', name: 'Message' },
    { id: 'handling', name: 'Handling', permissions: ['View Settings'] },
  ],
  fields: {
    subject: { type: 'text', label: 'Subject', group: 'message', required: true },
    message: { type: 'text', label: 'Message', group: 'message', multiline: true },
    handling_note: {
      type: 'text',
      label: 'Handling Note',
      group: 'handling',
      permissions: ['View Settings'],
    },
  },
  list: { columns: ['subject'] },
};
const memoRights = {
  view: ['Triage Nurse', 'View Settings'],
  detail: ['Triage Nurse', 'View Settings'],
  add: ['Public Access'],
  edit: ['Public Access'],
  delete: ['Triage Nurse'],
};
const BOOKKEEPING = ['created_at', 'created_by', 'id', 'updated_at', 'updated_by', 'version'];
const SECRET = 'my confidential complaint';

describe.each(dialectCases)('the read rule of record answers on $dialect', ({ make, skip }) => {
  const suite = useFixtureModelApp({ make, skip }, 'memo', memoSchema, memoRights);
  let screen: Headers;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    body?: unknown,
  ) => suite.app.inject({ method, url: `/api/models/memo${url}`, headers, payload: body as never });

  beforeAll(async () => {
    if (skip) return;
    // Waiting Screen holds no permission at all: only Public Access.
    screen = (await signIn(suite.app, 'waiting-screen@tena.demo')).headers;
  });

  /** A memo written by the administrator (who reads everything), with a handling note. */
  async function memo() {
    const created = await call('POST', '', suite.admin, {
      subject: 'Broken chair',
      message: SECRET,
      handling_note: 'call the carpenter',
    });
    expect(created.statusCode).toBe(201);
    return created.json() as { id: number; version: number };
  }

  it.skipIf(skip)('answers a writer who may not read with bookkeeping only', async () => {
    const created = await call('POST', '', screen, { subject: 'Hello', message: SECRET });
    expect(created.statusCode).toBe(201);
    expect(Object.keys(created.json()).sort()).toEqual(BOOKKEEPING);
    const { id } = created.json();
    const updated = await call('PUT', `/${id}`, screen, { subject: 'Hello again', version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(Object.keys(updated.json()).sort()).toEqual(BOOKKEEPING);
    expect(updated.json()).toMatchObject({ id, version: 2 });
    // The one who may read it sees what was written.
    expect((await call('GET', `/${id}`, suite.nurse)).json()).toMatchObject({
      subject: 'Hello again',
      message: SECRET,
    });
  });

  it.skipIf(skip)(
    'answers a stale write with the current record only to those who may read it, stripped as GET strips it',
    async () => {
      const { id } = await memo();
      // Someone moves the memo on: every version-1 write below is stale.
      expect(
        (await call('PUT', `/${id}`, suite.admin, { subject: 'Chair', version: 1 })).statusCode,
      ).toBe(200);

      const blind = await call('PUT', `/${id}`, screen, { subject: 'Mine now', version: 1 });
      expect(blind.statusCode).toBe(409);
      expect(blind.json().code).toBe('STALE_VERSION');
      expect(blind.json()).not.toHaveProperty('details');
      expect(blind.body).not.toContain(SECRET);

      const nurse = await call('PUT', `/${id}`, suite.nurse, { subject: 'Mine now', version: 1 });
      expect(nurse.statusCode).toBe(409);
      expect(nurse.json().details.current).toMatchObject({ id, version: 2, message: SECRET });
      expect(nurse.json().details.current).not.toHaveProperty('handling_note');

      const admin = await call('PUT', `/${id}`, suite.admin, { subject: 'Mine now', version: 1 });
      expect(admin.json().details.current).toMatchObject({ handling_note: 'call the carpenter' });
      // Nothing was written by the refused writes.
      expect((await call('GET', `/${id}`, suite.nurse)).json()).toMatchObject({
        subject: 'Chair',
        version: 2,
      });
    },
  );

  it.skipIf(skip)(
    "keeps a deleted record's history from those who may not read deleted records",
    async () => {
      const { id } = await memo();
      expect((await call('GET', `/${id}/history`, suite.nurse)).statusCode).toBe(200);
      expect((await call('DELETE', `/${id}`, suite.nurse)).statusCode).toBe(200);
      expect((await call('GET', `/${id}`, suite.nurse)).statusCode).toBe(404);
      const history = await call('GET', `/${id}/history`, suite.nurse);
      expect(history.statusCode).toBe(404);
      expect(history.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(history.body).not.toContain(SECRET);
      // The administrator, who restores, still reads it: whether to restore depends on it.
      const kept = await call('GET', `/${id}/history`, suite.admin);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().rows.at(-1)).toMatchObject({ action: 'delete' });
      expect(kept.json().rows[0].changes.message).toEqual({ from: null, to: SECRET });
    },
  );

  it.skipIf(skip)('answers a restore with what the restorer may read', async () => {
    const { id } = await memo();
    expect((await call('DELETE', `/${id}`, suite.nurse)).statusCode).toBe(200);
    const restored = await call('POST', `/${id}/restore`, suite.admin);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      id,
      message: SECRET,
      handling_note: 'call the carpenter',
    });
  });
});
