// A department's queue and its waiting screens (issue 18), on both databases: call-next takes
// emergencies first, then the lowest number among those waiting or triaged, into the doctor's
// room (their physician record when they have one in the department), and says clearly when
// nobody waits or who may call; a recall calls again; a screen's board holds numbers, rooms and
// first names only, never finished visits; a watching screen hears its new board after a call,
// the department's page hears of the change; the Waiting Screen role opens screens and nothing
// else. The server's clock is the test's.
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUEUE_BOARD,
  QUEUE_CHANGED,
  QUEUE_WATCH,
  type QueueBoard,
  type QueueWatchAck,
} from '../../src/engine/wire/visit-queue';
import { signIn, useSeededApp } from '../helpers/app';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { patientBody, physicianBody } from '../helpers/patients';
import { connected, socketClients } from '../helpers/sockets';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
type Who = 'reception' | 'nurse' | 'doctor' | 'senior' | 'manager' | 'screen';

const EMAILS: Record<Who, string> = {
  reception: 'reception@tena.demo',
  nurse: 'triage-nurse@tena.demo',
  doctor: 'doctor@tena.demo',
  senior: 'senior-doctor@tena.demo',
  manager: 'reception-manager@tena.demo',
  screen: 'waiting-screen@tena.demo',
};

/** The next `event` this socket hears whose payload passes `wanted`. */
function nextHeard<T>(socket: Socket, event: string, wanted: (payload: T) => boolean) {
  return new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      if (!wanted(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

describe.each(dialectCases)('department queue on $dialect', ({ make, skip }) => {
  // 09:00 in the hospital (America/New_York) on 9 March 2026; each call a minute later.
  let now = new Date('2026-03-09T13:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  const sockets = socketClients(() => url);
  let url: string;
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<Who, Headers>;
  const tokens = {} as Record<Who, string>;
  const patients = {} as Record<'abebe' | 'tigist' | 'dawit', number>;
  let ownPhysician: number;

  const tick = async () => {
    now = new Date(now.getTime() + 60_000);
    for (const [who, email] of Object.entries(EMAILS)) {
      const session = await signIn(app, email);
      h[who as Who] = session.headers;
      tokens[who as Who] = session.accessToken;
    }
  };

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    f = await chargeFixtures(app);
    await tick();
    for (const [key, first_name, last_name] of [
      ['abebe', 'Abebe', 'Tesfaye'],
      ['tigist', 'Tigist', 'Haile'],
      ['dawit', 'Dawit', 'Mengistu'],
    ] as const)
      patients[key] = await create(
        app,
        h.reception,
        'patient',
        patientBody({ first_name, last_name, middle_name: 'Alemu' }),
      );
    // The demo doctor's own physician record, in Internal Medicine.
    const hr = (await signIn(app, 'hr-manager@tena.demo')).headers;
    ownPhysician = await create(
      app,
      hr,
      'physician',
      physicianBody(f.departments.medicine, {
        first_name: 'Yonas',
        last_name: 'Bekele',
        email: 'doctor@tena.demo',
        license_number: 'MD-0301',
      }),
    );
  }, 60_000);
  afterAll(() => sockets.closeAll());

  const api = (method: 'GET' | 'POST', path: string, headers: Headers, payload?: object) =>
    app.inject({ method, url: `/api/${path}`, headers, ...(payload ? { payload } : {}) });
  const walkIn = async (
    patient: number,
    visit_type = 'New',
    department = f.departments.medicine,
  ) => {
    const response = await api('POST', 'models/visit', h.reception, {
      patient,
      department,
      visit_type,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row & { id: number; queue_number: number };
  };
  const move = (id: number, to: string, headers: Headers) =>
    api('POST', `models/visit/${id}/transition`, headers, { to });
  const callNext = async (
    room: string,
    headers = h.doctor,
    department = f.departments.medicine,
  ) => {
    await tick();
    return api('POST', 'queue/call-next', headers, { department, room });
  };
  const screenOf = async (body: Row) => {
    const response = await api('POST', 'models/waitingScreen', h.manager, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row & { id: number };
  };
  const board = async (id: number) => {
    const response = await api('GET', `queue/screens/${id}`, h.screen);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as QueueBoard;
  };

  it.skipIf(skip)('calls emergencies first, then by number, into the doctor’s room', async () => {
    const first = await walkIn(patients.abebe);
    const second = await walkIn(patients.tigist);
    const emergency = await walkIn(patients.dawit, 'Emergency');
    const fourth = await walkIn(f.patients.cash);
    expect([first, second, emergency, fourth].map((v) => v.queue_number)).toEqual([1, 2, 3, 4]);
    expect((await move(second.id, 'Triaged', h.nurse)).statusCode).toBe(200);

    // Only those who start consultations call; an unknown department is 404.
    const byReception = await callNext('OPD 3', h.reception);
    expect(byReception.statusCode).toBe(403);
    expect(byReception.json().message).toContain('Doctor, Senior Doctor');
    expect((await callNext('OPD 3', h.doctor, 999_999)).statusCode).toBe(404);
    const roomless = await api('POST', 'queue/call-next', h.doctor, {
      department: f.departments.medicine,
    });
    expect(roomless.statusCode).toBe(400);

    const called = await callNext(' OPD 3 ');
    expect(called.statusCode, called.body).toBe(200);
    expect(called.json()).toMatchObject({
      id: emergency.id,
      status: 'In Consultation',
      room: 'OPD 3',
      physician: ownPhysician,
      called_at: now.toISOString(),
    });
    // A senior doctor with no physician record of their own: the visit keeps none.
    const next = await callNext('OPD 5', h.senior);
    expect(next.json()).toMatchObject({ id: first.id, room: 'OPD 5', physician: null });
    expect((await callNext('OPD 3')).json().id).toBe(second.id);
    expect((await callNext('OPD 3')).json().id).toBe(fourth.id);
    const empty = await callNext('OPD 3');
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({
      code: 'QUEUE_EMPTY',
      message: 'Nobody is waiting in Internal Medicine today.',
    });

    // The page's reading of the day: nobody waits, four in consultation, latest call first.
    const page = await api('GET', `queue/departments/${f.departments.medicine}`, h.nurse);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      department: { id: f.departments.medicine, name: 'Internal Medicine' },
      day: '2026-03-09',
      waiting: [],
    });
    expect(page.json().inConsultation.map((row: Row) => row.number)).toEqual([4, 2, 1, 3]);
    expect(page.json().titles.patient[String(patients.dawit)]).toContain('Dawit');
  });

  it.skipIf(skip)('gives two doctors calling at once two different patients', async () => {
    now = new Date('2026-03-12T13:00:00Z');
    await tick();
    const waiting = [];
    for (const patient of [patients.abebe, patients.tigist, patients.dawit])
      waiting.push((await walkIn(patient)).id);
    const [one, two] = await Promise.all([
      api('POST', 'queue/call-next', h.doctor, { department: f.departments.medicine, room: 'A' }),
      api('POST', 'queue/call-next', h.senior, { department: f.departments.medicine, room: 'B' }),
    ]);
    expect(one?.statusCode, one?.body).toBe(200);
    expect(two?.statusCode, two?.body).toBe(200);
    expect([one?.json().id, two?.json().id].sort()).toEqual(waiting.slice(0, 2).sort());
    // Clear the day for the next test: the two seen, the third gone unseen.
    for (const answer of [one, two]) await move(answer?.json().id, 'Completed', h.doctor);
    await move(waiting[2] as number, 'Left Without Being Seen', h.reception);
  });

  it.skipIf(skip)('calls a called patient again, and only a called one', async () => {
    const visit = await walkIn(patients.tigist);
    const called = (await callNext('OPD 7')).json() as Row;
    expect(called.id).toBe(visit.id);
    await tick();
    const again = await api('POST', 'queue/recall', h.doctor, { visit: visit.id });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().called_at).toBe(now.toISOString());
    expect(again.json().called_at).not.toBe(called.called_at);
    const waiting = await walkIn(patients.abebe);
    const refused = await api('POST', 'queue/recall', h.doctor, { visit: waiting.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('is waiting, not in consultation');
    expect((await api('POST', 'queue/recall', h.nurse, { visit: visit.id })).statusCode).toBe(403);
    // Clear the day for the board.
    for (const id of [visit.id, waiting.id])
      await move(id, id === waiting.id ? 'Left Without Being Seen' : 'Completed', h.doctor);
  });

  it.skipIf(skip)(
    'shows numbers, rooms and first names on the board, never finished visits',
    async () => {
      // Another day: nothing of the earlier tests' queue.
      now = new Date('2026-03-10T13:00:00Z');
      await tick();
      const screen = await screenOf({ name: 'OPD hall', department: f.departments.medicine });
      expect(screen).toMatchObject({ is_active: true, chime: true, next_count: 6 });
      const roomScreen = await screenOf({
        name: 'Room 3 door',
        department: f.departments.medicine,
        room: 'OPD 3',
        next_count: 1,
        chime: false,
      });
      const visits = [];
      for (const patient of [patients.abebe, patients.tigist, patients.dawit, f.patients.cash])
        visits.push(await walkIn(patient));
      const left = await walkIn(f.patients.insured);
      await move(left.id, 'Left Without Being Seen', h.reception);
      await callNext('OPD 3'); // 1 Abebe
      await callNext('OPD 5'); // 2 Tigist
      const done = ((await callNext('OPD 3')).json() as Row).id as number; // 3 Dawit
      expect((await move(done, 'Completed', h.doctor)).statusCode).toBe(200);

      const hall = await board(screen.id);
      expect(hall).toEqual({
        screen: {
          id: screen.id,
          name: 'OPD hall',
          department: f.departments.medicine,
          room: null,
          chime: true,
        },
        called: [
          { number: 2, firstName: 'Tigist', room: 'OPD 5', calledAt: expect.any(String) },
          { number: 1, firstName: 'Abebe', room: 'OPD 3', calledAt: expect.any(String) },
        ],
        next: [{ number: 4, firstName: 'Kebede' }],
      });
      // First names only: no other name, no reason, no diagnosis on the wire.
      const text = JSON.stringify(hall);
      for (const hidden of ['Tesfaye', 'Haile', 'Alemu', 'Dawit', 'Meron', 'Headache'])
        expect(text).not.toContain(hidden);
      // A room's screen shows that room's calls alone, and as many next numbers as it says.
      expect(await board(roomScreen.id)).toMatchObject({
        screen: { room: 'OPD 3', chime: false },
        called: [{ number: 1, firstName: 'Abebe', room: 'OPD 3' }],
        next: [{ number: 4 }],
      });
      // A switched-off screen shows nothing.
      const { version } = (
        await api('GET', `models/waitingScreen/${roomScreen.id}`, h.manager)
      ).json();
      await app.inject({
        method: 'PUT',
        url: `/api/models/waitingScreen/${roomScreen.id}`,
        headers: h.manager,
        payload: { version, is_active: false },
      });
      const off = await api('GET', `queue/screens/${roomScreen.id}`, h.screen);
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('SCREEN_INACTIVE');
    },
  );

  it.skipIf(skip)('pushes the new board to a watching screen when the doctor calls', async () => {
    now = new Date('2026-03-11T13:00:00Z');
    await tick();
    const screen = await screenOf({ name: 'Live hall', department: f.departments.medicine });
    const kiosk = sockets.open(tokens.screen).socket;
    const page = sockets.open(tokens.nurse).socket;
    await Promise.all([connected(kiosk), connected(page)]);
    const watched = (await kiosk.emitWithAck(QUEUE_WATCH, { screen: screen.id })) as QueueWatchAck;
    expect(watched).toEqual({
      ok: true,
      department: f.departments.medicine,
      board: expect.objectContaining({ called: [], next: [] }),
    });
    const onPage = (await page.emitWithAck(QUEUE_WATCH, {
      department: f.departments.medicine,
    })) as QueueWatchAck;
    expect(onPage).toEqual({ ok: true, department: f.departments.medicine });

    const waiting = nextHeard<QueueBoard>(kiosk, QUEUE_BOARD, (b) => b.next.length === 1);
    const visit = await walkIn(patients.dawit);
    expect((await waiting).next).toEqual([{ number: visit.queue_number, firstName: 'Dawit' }]);
    const news = nextHeard(page, QUEUE_CHANGED, () => true);
    const pushed = nextHeard<QueueBoard>(kiosk, QUEUE_BOARD, (b) => b.called.length === 1);
    expect((await callNext('OPD 9')).statusCode).toBe(200);
    expect(await pushed).toMatchObject({
      called: [{ number: visit.queue_number, firstName: 'Dawit', room: 'OPD 9' }],
      next: [],
    });
    expect(await news).toEqual({ department: f.departments.medicine });
    // A recall is a new call: the same number, called again, pushed again.
    const first = (await pushed).called[0]?.calledAt;
    const again = nextHeard<QueueBoard>(kiosk, QUEUE_BOARD, (b) => b.called[0]?.calledAt !== first);
    await tick();
    expect((await api('POST', 'queue/recall', h.doctor, { visit: visit.id })).statusCode).toBe(200);
    expect((await again).called).toEqual([
      {
        number: visit.queue_number,
        firstName: 'Dawit',
        room: 'OPD 9',
        calledAt: now.toISOString(),
      },
    ]);
  });

  it.skipIf(skip)(
    'lets the Waiting Screen role open waiting screens and nothing else',
    async () => {
      const meta = await api('GET', 'meta', h.screen);
      expect(meta.statusCode).toBe(200);
      const { rights, screens, home } = meta.json() as {
        rights: Record<string, string[]>;
        screens: Record<string, { kind: string; entries?: { route: string }[] }>;
        home: string;
      };
      const granted = Object.fromEntries(Object.entries(rights).filter(([, a]) => a.length > 0));
      expect(granted).toEqual({ waitingScreen: ['view', 'detail'], contact: ['add', 'edit'] });
      // The menu holds the waiting screens alone, and signing in lands there: the dashboard's
      // one tile would only lead to them.
      expect(screens.menu?.entries?.map((entry) => entry.route)).toEqual(['waiting_screen']);
      expect(home).toBe('waiting_screen');
      expect((await api('GET', 'models/waitingScreen', h.screen)).statusCode).toBe(200);
      for (const path of [
        'models/visit',
        'models/patient',
        'models/appointment',
        'models/department',
        `queue/departments/${f.departments.medicine}`,
      ])
        expect((await api('GET', path, h.screen)).statusCode, path).toBe(403);
      const call = await api('POST', 'queue/call-next', h.screen, {
        department: f.departments.medicine,
        room: 'OPD 1',
      });
      expect(call.statusCode).toBe(403);
      const kiosk = sockets.open(tokens.screen).socket;
      await connected(kiosk);
      const ack = (await kiosk.emitWithAck(QUEUE_WATCH, {
        department: f.departments.medicine,
      })) as QueueWatchAck;
      expect(ack).toMatchObject({ ok: false, error: { status: 403, code: 'FORBIDDEN' } });
      // Nor may anyone else's role edit the screens: a doctor reads them, only managers change them.
      const byDoctor = await api('POST', 'models/waitingScreen', h.doctor, {
        name: 'Mine',
        department: f.departments.medicine,
      });
      expect(byDoctor.statusCode).toBe(403);
    },
  );
});
