// The theatre schedule, live (issue 21, the surgery page), on both databases: a connection that
// may read the schedule watches it over socket.io and hears `theatres:changed` once after each
// committed write of a surgical case, an operating room, a WHO checklist step, a count sheet, a
// PACU record or a consumables issue; a refused write and a write of anything else tell nobody;
// a reader who may not view surgical cases is refused the watch (403) and hears nothing. The
// news names the days it changed on the hospital's clock (America/New_York): the case's day,
// both days of a case over midnight, the old and new day of a rebooking, the case's day for its
// records; null (every day) for an operating room.
import { formatInTimeZone } from 'date-fns-tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import {
  THEATRE_SCHEDULE_CHANGED,
  THEATRE_SCHEDULE_WATCH,
  type TheatreScheduleNews,
  type TheatreScheduleWatchAck,
} from '../../src/engine/wire/theatre-schedule';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { connected, socketClients } from '../helpers/sockets';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T14:00:00Z');
/** The day of an instant on the hospital's clock. */
const dayOf = (at: unknown) =>
  formatInTimeZone(String(at), DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd');

describe.each(dialectCases)('the theatre schedule, live, on $dialect', ({ make, skip }) => {
  const { s, app, call } = useSurgerySuite({ make, skip }, () => NOW);
  const sockets = socketClients(() => url);
  let url: string;

  beforeAll(async () => {
    if (skip) return;
    url = await app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => sockets.closeAll());

  const watcher = async (role: string) => {
    const client = sockets.open((await signIn(app(), `${role}@tena.demo`)).accessToken);
    await connected(client.socket);
    const ack = (await client.socket.emitWithAck(
      THEATRE_SCHEDULE_WATCH,
      {},
    )) as TheatreScheduleWatchAck;
    const news = () => client.heardOf(THEATRE_SCHEDULE_CHANGED) as TheatreScheduleNews[];
    return { ack, heard: () => news().length, last: () => news().at(-1) };
  };

  it.skipIf(skip)(
    'tells its watchers of every committed write of a case and its records, and no one else',
    async () => {
      // Cases taken along before anyone watches: one for the checklist, one in theatre for
      // counts and consumables, one signed out for its PACU record.
      const preOp = await s.caseAt('Pre-op');
      const inTheatre = await s.caseAt('Time-out Done');
      const signedOut = await s.caseAt('Sign-out Done');

      const nurse = await watcher('scrub-nurse');
      const cashier = await watcher('or-cashier');
      const reception = await watcher('reception');
      expect(nurse.ack).toEqual({ ok: true });
      expect(cashier.ack).toEqual({ ok: true });
      expect(reception.ack).toMatchObject({
        ok: false,
        error: {
          status: 403,
          code: 'FORBIDDEN',
          message:
            'The theatre schedule is for those who may view surgical cases: your role may not.',
        },
      });

      /**
       * Runs `write`, waits until both watchers heard exactly one more piece of news and checks
       * the days it names (null: every day); the write's answer.
       */
      const toldOnce = async (
        what: string,
        days: string[] | null,
        write: () => Promise<{ statusCode: number }>,
      ) => {
        const before = [nurse.heard(), cashier.heard()];
        const answer = (await write()) as { statusCode: number; body?: string; json(): unknown };
        expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(300);
        await expect
          .poll(() => [nurse.heard(), cashier.heard()], { message: what })
          .toEqual([(before[0] as number) + 1, (before[1] as number) + 1]);
        expect([nurse.last(), cashier.last()], what).toEqual([{ days }, { days }]);
        return answer.json() as { id: number; version: number };
      };

      const patient = await s.patient({ first_name: 'Hana' });
      // 09:00 on 20 March in New York (EDT, UTC-4).
      const start = '2026-03-20T13:00:00.000Z';
      const booked = await toldOnce('a case booked', ['2026-03-20'], () =>
        call('POST', '/models/surgicalCase', s.as.doctor, s.caseBody(patient, start)),
      );
      // The same theatre at the same time is refused (409): it commits nothing, so the news
      // heard next is the rebooking's, one piece and no more.
      const overlapping = await call(
        'POST',
        '/models/surgicalCase',
        s.as.doctor,
        s.caseBody(await s.patient({ first_name: 'Yonas' }), start),
      );
      expect(overlapping.statusCode).toBe(409);
      // So is a write of something the schedule does not show (a patient registered).
      const registered = await call(
        'POST',
        '/models/patient',
        (await signIn(app(), 'reception@tena.demo')).headers,
        patientBody({ first_name: 'Abel' }),
      );
      expect(registered.statusCode, registered.body).toBe(201);
      // Rebooked two days on: both days' schedules change.
      await toldOnce('a case rebooked', ['2026-03-20', '2026-03-22'], () =>
        call('PUT', `/models/surgicalCase/${booked.id}`, s.as.doctor, {
          version: booked.version,
          scheduled_start: '2026-03-22T13:00:00.000Z',
          scheduled_end: '2026-03-22T14:00:00.000Z',
        }),
      );
      // 23:30 to 00:30 in New York: the case shows on both days.
      await toldOnce('a case over midnight', ['2026-03-24', '2026-03-25'], () =>
        call('POST', '/models/surgicalCase', s.as.doctor, {
          ...s.caseBody(patient, '2026-03-25T03:30:00.000Z'),
          priority: 'Emergency',
        }),
      );
      await toldOnce('an operating room added', null, () =>
        call('POST', '/models/operationRoom', s.as.liaisonManager, {
          code: `OR-L${process.pid % 1000}`,
          name: 'Theatre Live',
          room_type: 'Minor',
          warehouse: s.store,
        }),
      );

      await toldOnce('a WHO checklist step written', [dayOf(preOp.scheduled_start)], () =>
        call('POST', '/models/safetyChecklist', s.as.anesthesiaNurse, {
          surgical_case: preOp.id,
          phase: 'Sign In',
          ...s.answers('Sign In'),
        }),
      );
      await toldOnce('a count sheet written', [dayOf(inTheatre.scheduled_start)], () =>
        call('POST', '/models/countSheet', s.as.scrubNurse, {
          surgical_case: inTheatre.id,
          second_counter: 'Tigist Haile',
          items: [{ item: 'Swabs (raytec)', before: 10, after: 10 }],
        }),
      );
      await toldOnce('consumables issued', [dayOf(inTheatre.scheduled_start)], () =>
        call('POST', '/models/caseConsumable', s.as.scrubNurse, {
          surgical_case: inTheatre.id,
          items: [{ product: s.products.swabs, quantity: 5 }],
        }),
      );
      await toldOnce('a PACU record opened', [dayOf(signedOut.scheduled_start)], () =>
        call('POST', '/models/pacuRecord', s.as.recoveryNurse, {
          surgical_case: signedOut.id,
          scores: [
            {
              scored_at: NOW.toISOString(),
              activity: 1,
              respiration: 2,
              circulation: 2,
              consciousness: 1,
              oxygen_saturation: 2,
            },
          ],
        }),
      );
      await toldOnce('a case moved along', [dayOf(preOp.scheduled_start)], () =>
        s.move(Number(preOp.id), 'Cancelled', s.as.doctor, {
          cancellation_reason: 'Patient unfit',
        }),
      );
      expect(reception.heard()).toBe(0);
    },
    120_000,
  );
});
