// The radiology worklist, live, on both databases: a connection that may view radiology
// requests watches the worklist over socket.io and hears `radiologyWorklist:changed` once after
// each committed write of an open radiology request (requested, scheduled, performed) or its
// report's state; a write of anything else tells nobody; a pharmacist, who may not view
// radiology requests, is refused the watch (403, the route's message) and hears nothing.
// It tells each watcher only of writes that change what its page shows: a watcher of every open
// request, one of X-ray requests and one of Scheduled ultrasounds (the page's filters, sent with
// the watch). Counts are kept by modality, so a request made or moved reaches the watchers of its
// modality alone; a test's rename reaches its modality's watchers (its open request shows it),
// not the ultrasound page; a request's clinical notes, which no row shows, reach nobody; the
// rename of a patient with an X-ray and an ultrasound both Scheduled reaches all three.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RADIOLOGY_WORKLIST_CHANGED,
  RADIOLOGY_WORKLIST_WATCH,
} from '../../src/engine/wire/radiology-worklist';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { edited, heardUpTo, liveSockets, toldOnce, watcher } from '../helpers/live-watch';
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

  it.skipIf(skip)('tells a watcher only what changes its filtered page', async () => {
    const watch = (role: string, filters: object) =>
      watcher(suite.app, sockets, demoEmail(role), EVENTS, filters);
    const all = await watch('Radiologist', {});
    const xray = await watch('Radiology User', { modality: 'X-Ray' });
    const ultrasound = await watch('Doctor', { modality: 'Ultrasound', status: 'Scheduled' });
    expect([all.ack, xray.ack, ultrasound.ack]).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    const h = {
      doctor: await as('Doctor'),
      user: await as('Radiology User'),
      manager: await as('Radiology Manager'),
      reception: await as('Reception'),
    };
    const test = (code: string, name: string, modality: string, body_part: string) =>
      create(suite.app, h.manager, 'radiologyTest', {
        code,
        name,
        modality,
        body_part,
        price: '600.00',
        is_active: true,
      });
    // Its own patient and tests: the first case's chest X-ray of the cash patient is still open.
    const skull = await test('RAD-SKX', 'Skull X-ray', 'X-Ray', 'Head');
    const abdomen = await test('RAD-USABD', 'Abdominal ultrasound', 'Ultrasound', 'Abdomen');
    const patient = await create(suite.app, h.reception, 'patient', patientBody());
    const request = (test: number) => () =>
      call('POST', 'radiologyRequest', h.doctor, { patient, test, priority: 'Routine' });
    const schedule = (id: number) => () =>
      move('radiologyRequest', id, 'Scheduled', h.user, {
        scheduled_at: '2026-03-02T18:00:00.000Z',
        room: 'Room 1',
      });

    const skullXray = (await toldOnce('an X-ray requested', [all, xray], request(skull))).json()
      .id as number;
    const scan = (
      await toldOnce('an ultrasound requested', [all, ultrasound], request(abdomen))
    ).json().id as number;
    const notes = await edited(suite.app, h.doctor, 'radiologyRequest', skullXray, {
      clinical_notes: 'Cough for 3 weeks',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    await toldOnce('the X-ray scheduled', [all, xray], schedule(skullXray));
    await toldOnce('the X-ray test renamed', [all, xray], () =>
      edited(suite.app, h.manager, 'radiologyTest', skull, { name: 'Skull X-ray, 2 views' }),
    );
    await toldOnce('the ultrasound scheduled', [all, ultrasound], schedule(scan));
    await toldOnce('the patient renamed', [all, xray, ultrasound], () =>
      edited(suite.app, h.doctor, 'patient', patient, { first_name: 'Kebebe' }),
    );

    const news = (states: string[], moved: boolean, modalities: string[]) => ({
      states,
      moved,
      modalities,
    });
    const xrayMade = news(['Requested'], true, ['X-Ray']);
    const scanMade = news(['Requested'], true, ['Ultrasound']);
    const xrayMoved = news(['Requested', 'Scheduled'], true, ['X-Ray']);
    const xrayNamed = news(['Scheduled'], false, ['X-Ray']);
    const scanMoved = news(['Requested', 'Scheduled'], true, ['Ultrasound']);
    const renamed = news(['Scheduled'], false, ['Ultrasound', 'X-Ray']);
    expect(await heardUpTo([all, xray, ultrasound], renamed)).toEqual([
      [xrayMade, scanMade, xrayMoved, xrayNamed, scanMoved, renamed],
      [xrayMade, xrayMoved, xrayNamed, renamed],
      [scanMade, scanMoved, renamed],
    ]);
  });
});
