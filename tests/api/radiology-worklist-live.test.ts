// The radiology worklist, live, on both databases: a connection that may view radiology
// requests watches the worklist over socket.io and hears `radiologyWorklist:changed` once after
// each committed write of a radiology request (requested, scheduled, performed) or its report;
// a write of anything else tells nobody; a pharmacist, who may not view radiology requests, is
// refused the watch (403, the route's message) and hears nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RADIOLOGY_WORKLIST_CHANGED,
  RADIOLOGY_WORKLIST_WATCH,
} from '../../src/engine/wire/radiology-worklist';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { liveSockets, toldOnce, watcher } from '../helpers/live-watch';
import { patientBody } from '../helpers/patients';

const NOW = new Date('2026-03-02T14:00:00Z');
const EVENTS = { watch: RADIOLOGY_WORKLIST_WATCH, news: RADIOLOGY_WORKLIST_CHANGED };

describe.each(dialectCases)('the radiology worklist, live, on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip }, () => ({ clock: () => NOW }));
  const sockets = liveSockets(() => suite.app, skip);
  let f: ChargeFixtures;
  const { call, move } = chargeCalls(
    () => suite.app,
    () => ({}),
  );
  const as = async (role: string) => (await signIn(suite.app, demoEmail(role))).headers;

  beforeAll(async () => {
    if (skip) return;
    f = await chargeFixtures(suite.app);
  }, 60_000);

  it.skipIf(skip)(
    'tells its watchers of every committed write it lists, and no one else',
    async () => {
      const watch = (role: string) => watcher(suite.app, sockets, demoEmail(role), EVENTS);
      const radiologist = await watch('Radiologist');
      const doctor = await watch('Doctor');
      const pharmacist = await watch('Pharmacist');
      expect(radiologist.ack).toEqual({ ok: true });
      expect(doctor.ack).toEqual({ ok: true });
      expect(pharmacist.ack).toEqual({
        ok: false,
        error: {
          status: 403,
          code: 'FORBIDDEN',
          message: 'You do not have permission to read radiology requests.',
        },
      });
      const watchers = [radiologist, doctor];
      const h = {
        doctor: await as('Doctor'),
        user: await as('Radiology User'),
        radiologist: await as('Radiologist'),
        reception: await as('Reception'),
      };

      const made = await toldOnce('a request made', watchers, () =>
        call('POST', 'radiologyRequest', h.doctor, {
          patient: f.patients.cash,
          test: f.chestXrayTest,
          priority: 'STAT',
        }),
      );
      const request = made.json().id;
      // A patient registered is not on the worklist: the next news heard is the schedule's alone.
      const registered = await call('POST', 'patient', h.reception, patientBody());
      expect(registered.statusCode, registered.body).toBe(201);
      await toldOnce('a request scheduled', watchers, () =>
        move('radiologyRequest', request, 'Scheduled', h.user, {
          scheduled_at: '2026-03-02T18:00:00.000Z',
          room: 'X-ray room 1',
        }),
      );
      await toldOnce('a request performed', watchers, () =>
        move('radiologyRequest', request, 'Performed', h.user),
      );
      await toldOnce('a report begun', watchers, () =>
        call('POST', 'radiologyResult', h.radiologist, {
          radiology_request: request,
          technique: 'PA erect chest radiograph.',
        }),
      );
      expect(pharmacist.heard()).toBe(0);
    },
  );
});
