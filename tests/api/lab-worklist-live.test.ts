// The lab worklist, live, on both databases: a connection that may view lab requests watches
// the worklist over socket.io and hears `labWorklist:changed` once after each committed write
// of a lab request (ordered, cancelled), a sample (collected, rejected) or a result (entered, its request
// moving on); a write of anything else tells nobody; reception, which may not view lab
// requests, is refused the watch (403, the route's message) and hears nothing.
import { describe, expect, it } from 'vitest';
import { LAB_WORKLIST_CHANGED, LAB_WORKLIST_WATCH } from '../../src/engine/wire/lab-worklist';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';
import { liveSockets, toldOnce, watcher } from '../helpers/live-watch';
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
});
