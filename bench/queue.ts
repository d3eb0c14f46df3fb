// Queue push latency (issue 18): 20 waiting screens of one department connected over real
// socket.io (websocket), and a doctor calling the next patient 50 times. Each figure is the time
// from the call request (app.inject: routing, auth, the model service's transaction and rules)
// to one screen receiving its new board; the call's own answer time beside it. On SQLite and
// (when a server is given) PostgreSQL, the app in this process listening on port 3101.
// Target (issue 18): push under 200 ms.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import {
  QUEUE_BOARD,
  QUEUE_WATCH,
  type QueueBoard,
  type QueueWatchAck,
} from '../src/engine/wire/visit-queue';
import { reportLatency } from './latency';
import { demoHospitalApp, onEachDatabase, signInDemo } from './setup';

const PASSWORD = 'bench-pass-1';
const PORT = 3101;
const SCREENS = 20;
const CALLS = 50;
const PUSH_TARGET_MS = 200;

type Headers = Record<string, string>;

const signIn = (app: FastifyInstance, role: string) => signInDemo(app, role, PASSWORD);

/** A screen's socket, resolving each wait on the next board with a new latest call. */
async function openScreen(url: string, token: string, screen: number) {
  const socket: Socket = connect(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const ack = (await socket.emitWithAck(QUEUE_WATCH, { screen })) as QueueWatchAck;
  if (!ack.ok) throw new Error(`watch: ${ack.error.message}`);
  let waiter: ((at: number) => void) | undefined;
  let seen = ack.board?.called[0]?.calledAt;
  socket.on(QUEUE_BOARD, (board: QueueBoard) => {
    const latest = board.called[0]?.calledAt;
    if (latest === seen) return;
    seen = latest;
    const at = performance.now();
    waiter?.(at);
    waiter = undefined;
  });
  return {
    socket,
    nextCall: () =>
      new Promise<number>((resolve) => {
        waiter = resolve;
      }),
  };
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const { app, close } = await demoHospitalApp({ dataDir, databaseUrl, password: PASSWORD });
  const screens: Awaited<ReturnType<typeof openScreen>>[] = [];
  try {
    const url = await app.listen({ port: PORT, host: '127.0.0.1' });
    const reception = await signIn(app, 'Reception');
    const doctor = await signIn(app, 'Doctor');
    const display = await signIn(app, 'Waiting Screen');
    const list = async (headers: Headers, query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/models/${query}`, headers });
      if (res.statusCode !== 200) throw new Error(`list ${query}: ${res.statusCode} ${res.body}`);
      return res.json() as { rows: Record<string, unknown>[] };
    };
    const screen = (await list(display.headers, 'waitingScreen?pageSize=1&sort=name')).rows[0];
    if (!screen) throw new Error('the demo seed made no waiting screen');
    const department = Number(screen.department);
    const patients = (await list(reception.headers, 'patient?pageSize=100')).rows;

    // A morning's queue: CALLS walk-ins in the screen's department.
    for (let n = 0; n < CALLS; n++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/models/visit',
        headers: reception.headers,
        payload: { patient: patients[n % patients.length]?.id, department, visit_type: 'New' },
      });
      if (res.statusCode !== 201) throw new Error(`walk-in: ${res.statusCode} ${res.body}`);
    }
    for (let n = 0; n < SCREENS; n++)
      screens.push(await openScreen(url, display.token, Number(screen.id)));

    const pushTimes: number[] = [];
    const callTimes: number[] = [];
    let called = 0;
    for (let n = 0; n < CALLS; n++) {
      const heard = screens.map((s) => s.nextCall());
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/queue/call-next',
        headers: doctor.headers,
        payload: { department, room: `OPD ${1 + (n % 4)}` },
      });
      callTimes.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`call-next: ${res.statusCode} ${res.body}`);
      called++;
      for (const at of await Promise.all(heard)) pushTimes.push(at - started);
    }
    reportLatency(`call-next answered (${label})`, callTimes);
    reportLatency(
      `call-next to board on each of ${SCREENS} screens (${label})`,
      pushTimes,
      PUSH_TARGET_MS,
    );
    console.log(`  ${called} calls, ${pushTimes.length} boards received`);
  } finally {
    for (const { socket } of screens) socket.close();
    await close();
  }
}

console.log(
  `queue: ${SCREENS} waiting screens of one department, a doctor calling next ${CALLS} times`,
);
await onEachDatabase(run);
