// The Contact Us and My Tasks pages store records through the generic model resource
// (schemas/contact.json, schemas/myTasks.json): their rights and hidden fields hold on both engines.
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Signed = Awaited<ReturnType<typeof signIn>>;

describe.each(dialectCases)('contact messages and tasks on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let admin: Signed;
  let doctor: Signed;
  let screen: Signed;

  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
    doctor = await signIn(suite.app, 'doctor@tena.demo');
    screen = await signIn(suite.app, 'waiting-screen@tena.demo');
  });

  const call = (
    who: Signed,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => suite.app.inject({ method, url: `/api/models/${url}`, headers: who.headers, payload });

  it.skipIf(skip)('keeps the handling status of a contact message to administrators', async () => {
    const message = { subject: 'Printer jams', category: 'Technical problem', message: 'Ward 2' };
    const created = await call(doctor, 'POST', 'contact', message);
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('status');
    const refused = await call(doctor, 'POST', 'contact', { ...message, status: 'Resolved' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).toContain('status');
    const { id, version } = created.json();
    const handled = await call(admin, 'PUT', `contact/${id}`, { status: 'In Progress', version });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().status).toBe('In Progress');
    const missing = await call(doctor, 'POST', 'contact', { category: 'Complaint' });
    expect(missing.statusCode).toBe(422);
    expect(
      missing
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['message', 'subject']);
    // Spec 6.1: Public Access may add one too, but only holders of Contact Us read them.
    expect((await call(screen, 'POST', 'contact', message)).statusCode).toBe(201);
    expect((await call(screen, 'GET', 'contact')).statusCode).toBe(403);
  });

  it.skipIf(skip)('lists a person the tasks assigned to them by email', async () => {
    const task = (title: string, assigned_to: string) =>
      call(admin, 'POST', 'myTasks', { title, assigned_to, priority: 'High', status: 'Open' });
    expect((await task('Sign summaries', 'doctor@tena.demo')).statusCode).toBe(201);
    expect((await task('Restock fridge', 'lab-user@tena.demo')).statusCode).toBe(201);
    const bad = await task('Nobody', 'not an email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].field).toBe('assigned_to');
    const mine = await call(doctor, 'GET', 'myTasks?filter[assigned_to]=doctor@tena.demo');
    expect(mine.json().rows.map((row: { title: string }) => row.title)).toEqual(['Sign summaries']);
    expect((await call(screen, 'GET', 'myTasks')).statusCode).toBe(403);
  });

  it.skipIf(skip)('keeps each task to the person it is assigned to (the owner rule)', async () => {
    const created = await call(admin, 'POST', 'myTasks', {
      title: 'Count the ward stock',
      assigned_to: 'Lab-User@Tena.Demo',
      priority: 'Normal',
      status: 'Open',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const labUser = await signIn(suite.app, 'lab-user@tena.demo');
    // Asking for someone else's tasks, or everyone's, still lists only one's own.
    for (const url of ['myTasks', 'myTasks?filter[assigned_to]=lab-user@tena.demo']) {
      const titles = (await call(doctor, 'GET', url))
        .json()
        .rows.map((r: { title: string }) => r.title);
      expect(titles, url).not.toContain('Count the ward stock');
    }
    const theirs = await call(labUser, 'GET', 'myTasks');
    expect(theirs.json().rows.map((r: { title: string }) => r.title)).toContain(
      'Count the ward stock',
    );
    // Read, change, delete or history of another's task: as if it did not exist.
    expect((await call(doctor, 'GET', `myTasks/${id}`)).statusCode).toBe(404);
    expect((await call(doctor, 'GET', `myTasks/${id}/history`)).statusCode).toBe(404);
    const edit = await call(doctor, 'PUT', `myTasks/${id}`, { version: 1, status: 'Done' });
    expect(edit.statusCode).toBe(404);
    expect((await call(doctor, 'DELETE', `myTasks/${id}`)).statusCode).toBe(404);
    // The owner may; so may an administrator holding View Settings (seeAll).
    const done = await call(labUser, 'PUT', `myTasks/${id}`, { version: 1, status: 'Done' });
    expect(done.statusCode).toBe(200);
    expect((await call(admin, 'GET', `myTasks/${id}`)).json().status).toBe('Done');
  });
});
