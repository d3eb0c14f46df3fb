// The lab worklist, live, on both databases: a connection that may view lab requests watches
// the worklist over socket.io and hears `labWorklist:changed` once after each committed write
// of a lab request (ordered, cancelled), a sample (collected) or a result (entered, its request
// moving on); a write of anything else tells nobody; reception, which may not view lab
// requests, is refused the watch (403, the route's message) and hears nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_WORKLIST_CHANGED, LAB_WORKLIST_WATCH } from '../../src/engine/wire/lab-worklist';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';
import { toldOnce, watcher } from '../helpers/live-watch';
import { patientBody } from '../helpers/patients';
import { socketClients } from '../helpers/sockets';

const NOW = new Date('2026-03-02T06:00:00Z');
const EVENTS = { watch: LAB_WORKLIST_WATCH, news: LAB_WORKLIST_CHANGED };

describe.each(dialectCases)('the lab worklist, live, on $dialect', ({ make, skip }) => {
  const { app, f, call, move } = useLabSuite({ make, skip }, () => NOW);
  const sockets = socketClients(() => url);
  let url: string;

  beforeAll(async () => {
    if (skip) return;
    url = await app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sockets.closeAll());

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

      let request = 0;
      await toldOnce('a request ordered', watchers, async () => {
        const ordered = await call('POST', 'labRequest', f.as.doctor, {
          patient: f.patient,
          visit: f.visit,
          priority: 'STAT',
          tests: [{ test: f.tests.cbc }],
        });
        request = ordered.json().id;
        return ordered;
      });
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
      let another = 0;
      await toldOnce('another request ordered', watchers, async () => {
        const ordered = await call('POST', 'labRequest', f.as.doctor, {
          patient: f.patient,
          visit: f.visit,
          priority: 'Routine',
          tests: [{ test: f.tests.cbc }, { test: f.tests.electrolytes }],
        });
        another = ordered.json().id;
        return ordered;
      });
      let sample = 0;
      // Its request still waits for its serum and stays as it is: only the sample is written.
      await toldOnce("the other's blood sample collected", watchers, async () => {
        const collected = await call('POST', 'labSample', f.as.labUser, {
          lab_request: another,
          sample_type: f.sampleTypes.edtaBlood,
        });
        sample = collected.json().id;
        return collected;
      });
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
});
