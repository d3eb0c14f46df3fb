// The lab worklist, live, on both databases: a connection that may view lab requests watches
// the worklist over socket.io and hears `labWorklist:changed` once after each committed write
// that changes an open request: ordered, cancelled, a sample collected or rejected, a result
// entered (its request moving on); a write of anything else tells nobody; reception, which may
// not view lab requests, is refused the watch (403, the route's message) and hears nothing.
// It tells each watcher only of writes that change what its page shows: a watcher of every open
// request, one of Requested alone and one of In Progress alone (the page's filters, sent with
// the watch) hear a new request (the counts beside every filter change); a patient's rename and
// a test's rename on an open request reach the first two (the rows show the names), not the In
// Progress page; a request's clinical notes and the patient's phone, which no row shows, reach
// nobody; a sample collected, moving its request to Sample Collected, reaches all three. A watch
// of a state the worklist does not list is refused (400).
import { describe, expect, it } from 'vitest';
import { LAB_WORKLIST_CHANGED, LAB_WORKLIST_WATCH } from '../../src/engine/wire/lab-worklist';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';
import { edited, heardUpTo, liveSockets, toldOnce, watcher } from '../helpers/live-watch';
import { patientBody } from '../helpers/patients';

const NOW = new Date('2026-03-02T06:00:00Z');
const EVENTS = { watch: LAB_WORKLIST_WATCH, news: LAB_WORKLIST_CHANGED };

describe.each(dialectCases)('the lab worklist, live, on $dialect', ({ make, skip }) => {
  const { app, f, call, move } = useLabSuite({ make, skip }, () => NOW);
  const sockets = liveSockets(app, skip);
  const order = (priority: string, tests: number[]) =>
    call('POST', 'labRequest', f.as.doctor, {
      patient: f.patient,
      visit: f.visit,
      priority,
      tests: tests.map((test) => ({ test })),
    });

  const ok = async (what: string, answer: Promise<{ statusCode: number; body: string }>) => {
    const done = await answer;
    expect(done.statusCode, `${what}: ${done.body}`).toBeLessThan(300);
  };

  it.skipIf(skip)(
    'tells its watchers of every committed write it lists, and no one else',
    async () => {
      const labUser = await watcher(app(), sockets, 'lab-user@tena.demo', EVENTS);
      const doctor = await watcher(app(), sockets, 'doctor@tena.demo', EVENTS);
      const reception = await watcher(app(), sockets, 'reception@tena.demo', EVENTS);
      expect(labUser.ack).toEqual({ ok: true });
      expect(doctor.ack).toEqual({ ok: true });
      expect(reception.ack).toEqual({
        ok: false,
        error: {
          status: 403,
          code: 'FORBIDDEN',
          message: 'You do not have permission to read lab requests.',
        },
      });
      const watchers = [labUser, doctor];

      const ordered = await toldOnce('a request ordered', watchers, () =>
        order('STAT', [f.tests.cbc]),
      );
      const request = ordered.json().id;
      // A patient registered is not on the worklist: the next news heard is the sample's alone.
      const registered = await call('POST', 'patient', f.as.reception, patientBody());
      expect(registered.statusCode, registered.body).toBe(201);
      await toldOnce('a sample collected', watchers, () =>
        call('POST', 'labSample', f.as.labUser, {
          lab_request: request,
          sample_type: f.sampleTypes.edtaBlood,
        }),
      );
      await toldOnce('a result entered', watchers, () =>
        call('POST', 'labResult', f.as.labUser, {
          lab_request: request,
          test: f.tests.cbc,
          parameters: [{ parameter: 'HGB', value: '13.4' }],
        }),
      );
      const other = await toldOnce('another request ordered', watchers, () =>
        order('Routine', [f.tests.cbc, f.tests.electrolytes]),
      );
      const another = other.json().id;
      // Its request still waits for its serum and stays as it is: only the sample is written.
      const collected = await toldOnce("the other's blood sample collected", watchers, () =>
        call('POST', 'labSample', f.as.labUser, {
          lab_request: another,
          sample_type: f.sampleTypes.edtaBlood,
        }),
      );
      const sample = collected.json().id;
      await toldOnce('a sample rejected', watchers, () =>
        move('labSample', sample, 'Rejected', f.as.labUser, { rejection_reason: 'Haemolysed' }),
      );
      await toldOnce('a request cancelled', watchers, () =>
        move('labRequest', another, 'Cancelled', f.as.doctor, {
          cancellation_reason: 'Ordered twice',
        }),
      );
      expect(reception.heard()).toBe(0);
    },
  );

  it.skipIf(skip)('tells a watcher only what changes its filtered page', async () => {
    const watch = (email: string, filters: object) =>
      watcher(app(), sockets, email, EVENTS, filters);
    const all = await watch('lab-user@tena.demo', {});
    const requested = await watch('doctor@tena.demo', { status: 'Requested' });
    const inProgress = await watch('lab-user@tena.demo', { status: 'In Progress' });
    const closed = await watch('lab-user@tena.demo', { status: 'Completed' });
    expect([all.ack, requested.ack, inProgress.ack]).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(closed.ack).toEqual({
      ok: false,
      error: {
        status: 400,
        code: 'BAD_REQUEST',
        message:
          "A worklist watch's status must be one of Requested, Sample Collected, In Progress.",
      },
    });

    const patient = await f.newPatient({ first_name: 'Almaz' });
    const visit = (await f.newVisit(patient)).id as number;
    const ordered = await toldOnce('a request ordered', [all, requested, inProgress], () =>
      app().inject({
        method: 'POST',
        url: '/api/models/labRequest',
        headers: f.as.doctor,
        payload: { patient, visit, priority: 'Routine', tests: [{ test: f.tests.malaria }] },
      }),
    );
    const request = ordered.json().id as number;
    await ok(
      'its clinical notes',
      edited(app(), f.as.doctor, 'labRequest', request, { clinical_notes: 'Fever for 3 days' }),
    );
    await ok('the phone', edited(app(), f.as.doctor, 'patient', patient, { phone: '0911000111' }));
    await toldOnce('the patient renamed', [all, requested], () =>
      edited(app(), f.as.doctor, 'patient', patient, { first_name: 'Almaze' }),
    );
    await toldOnce('the test renamed', [all, requested], () =>
      edited(app(), f.as.labManager, 'test', f.tests.malaria, { name: 'Blood film for malaria' }),
    );
    await toldOnce('its sample collected', [all, requested, inProgress], () =>
      app().inject({
        method: 'POST',
        url: '/api/models/labSample',
        headers: f.as.labUser,
        payload: { lab_request: request, sample_type: f.sampleTypes.edtaBlood },
      }),
    );

    const arrived = { states: ['Requested'], moved: true };
    const named = { states: ['Requested'], moved: false };
    const collected = { states: ['Requested', 'Sample Collected'], moved: true };
    expect(await heardUpTo([all, requested, inProgress], collected)).toEqual([
      [arrived, named, named, collected],
      [arrived, named, named, collected],
      [arrived, collected],
    ]);
    expect(closed.heard()).toBe(0);
  });
});
