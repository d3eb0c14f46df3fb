// The radiology worklist, live, tells each watcher only of writes that change what its page
// shows, on both databases: a watcher of every open request, one of X-ray requests and one of
// Scheduled ultrasounds (the page's filters, sent with the watch). Counts are kept by modality,
// so a request made or moved reaches the watchers of its modality alone; a test's rename reaches
// its modality's watchers (its open request shows it), not the ultrasound page; a request's
// clinical notes, which no row shows, reach nobody; the rename of a patient with an X-ray and an
// ultrasound both Scheduled reaches all three.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RADIOLOGY_WORKLIST_CHANGED,
  RADIOLOGY_WORKLIST_WATCH,
} from '../../src/engine/wire/radiology-worklist';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { createRecord, signIn, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { edited, heardUpTo, liveSockets, toldOnce, watcher } from '../helpers/live-watch';

const NOW = new Date('2026-03-02T14:00:00Z');
const EVENTS = { watch: RADIOLOGY_WORKLIST_WATCH, news: RADIOLOGY_WORKLIST_CHANGED };

describe.each(dialectCases)(
  'the radiology worklist, live by filter, on $dialect',
  ({ make, skip }) => {
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

    it.skipIf(skip)('tells a watcher only what changes its filtered page', async () => {
      const watch = (role: string, filters: object) =>
        watcher(suite.app, sockets, demoEmail(role), EVENTS, filters);
      const all = await watch('Radiologist', {});
      const xray = await watch('Radiology User', { modality: 'X-Ray' });
      const ultrasound = await watch('Doctor', { modality: 'Ultrasound', status: 'Scheduled' });
      expect([all.ack, xray.ack, ultrasound.ack]).toEqual([
        { ok: true },
        { ok: true },
        { ok: true },
      ]);
      const h = {
        doctor: await as('Doctor'),
        user: await as('Radiology User'),
        manager: await as('Radiology Manager'),
      };
      const abdomen = (
        await createRecord(suite.app, h.manager, 'radiologyTest', {
          name: 'Abdominal ultrasound',
          code: 'RAD-USABD',
          modality: 'Ultrasound',
          body_part: 'Abdomen',
          price: '600.00',
          is_active: true,
        })
      ).id as number;
      const patient = f.patients.cash;
      const request = (test: number) => () =>
        call('POST', 'radiologyRequest', h.doctor, { patient, test, priority: 'Routine' });
      const schedule = (id: number) => () =>
        move('radiologyRequest', id, 'Scheduled', h.user, {
          scheduled_at: '2026-03-02T18:00:00.000Z',
          room: 'Room 1',
        });

      const chest = (
        await toldOnce('an X-ray requested', [all, xray], request(f.chestXrayTest))
      ).json().id as number;
      const scan = (
        await toldOnce('an ultrasound requested', [all, ultrasound], request(abdomen))
      ).json().id as number;
      const notes = await edited(suite.app, h.doctor, 'radiologyRequest', chest, {
        clinical_notes: 'Cough for 3 weeks',
      });
      expect(notes.statusCode, notes.body).toBe(200);
      await toldOnce('the X-ray scheduled', [all, xray], schedule(chest));
      await toldOnce('the X-ray test renamed', [all, xray], () =>
        edited(suite.app, h.manager, 'radiologyTest', f.chestXrayTest, { name: 'Chest X-ray PA' }),
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
  },
);
