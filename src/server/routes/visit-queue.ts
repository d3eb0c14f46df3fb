/**
 * A department's queue of the day (the visit-queue page) and its waiting screens:
 * `GET /api/queue/departments/{id}`, `POST /api/queue/call-next`, `POST /api/queue/recall` and
 * `GET /api/queue/screens/{id}`. Who may do what is queue-access.ts's, the queries the
 * repository's; moves go through the model service, so the visit's rules and history run.
 */
import type { FastifyInstance } from 'fastify';
import type {
  CallNextBody,
  DepartmentQueue,
  QueueBoard,
  QueueRow,
  RecallBody,
} from '../../engine/wire/visit-queue';
import { HttpError } from '../errors';
import { refTitles } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';
import { activeScreen, boardOf } from '../queue/board';
import {
  assertMayCall,
  assertMayReadQueue,
  assertMayWatchScreens,
  CALLED_STATE,
} from '../queue/queue-access';
import {
  type DayVisit,
  departmentName,
  nextToCall,
  physicianOfEmail,
  visitsOfDay,
  WAITING_STATES,
} from '../repositories/visit-queue';
import { hospitalDay } from '../rules/visits/queue-number';
import { actorOf } from './model-access';
import { RECORD_ID, recordIdParams } from './record-id';
import { titleReaderFor } from './title-reader';

/** How often call-next looks again when another doctor called the same patient first. */
const CALL_ATTEMPTS = 5;

const rowOf = (visit: DayVisit): QueueRow => ({
  visit: visit.id,
  visitNumber: visit.visit_number,
  number: visit.queue_number,
  patient: visit.patient,
  status: visit.status,
  visitType: visit.visit_type,
  arrivedAt: visit.arrived_at,
  calledAt: visit.called_at,
  endedAt: visit.ended_at,
  room: visit.room,
  version: visit.version,
});

const waitingFirst = (a: DayVisit, b: DayVisit) =>
  Number(b.visit_type === 'Emergency') - Number(a.visit_type === 'Emergency') ||
  a.queue_number - b.queue_number;
const latest = (field: 'called_at' | 'ended_at') => (a: DayVisit, b: DayVisit) =>
  String(b[field]).localeCompare(String(a[field]));

export async function visitQueueRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const nameOf = async (department: number) => {
    const name = await departmentName(db(), department);
    if (name === undefined)
      throw new HttpError(404, 'NOT_FOUND', `No department with id ${department}.`);
    return name;
  };

  app.get(
    '/queue/departments/:id',
    { preHandler: app.authenticate, schema: recordIdParams },
    async (request): Promise<DepartmentQueue> => {
      const auth = request.auth as AuthContext;
      assertMayReadQueue(auth.engineUser, app.registry);
      const department = (request.params as { id: number }).id;
      const name = await nameOf(department);
      const day = hospitalDay(app.clock());
      const visits = await visitsOfDay(app.database.reads as never, department, day);
      const waiting = visits.filter((v) =>
        (WAITING_STATES as readonly string[]).includes(v.status),
      );
      const called = visits.filter((v) => v.status === CALLED_STATE);
      const ended = visits.filter((v) => !waiting.includes(v) && !called.includes(v));
      const titles = await refTitles(
        app.database.reads as never,
        app.models.runtime('visit').schema,
        visits.map((visit) => ({ patient: visit.patient })),
        titleReaderFor(app, request),
      );
      return {
        department: { id: department, name },
        day,
        waiting: waiting.sort(waitingFirst).map(rowOf),
        inConsultation: called.sort(latest('called_at')).map(rowOf),
        ended: ended.sort(latest('ended_at')).map(rowOf),
        titles: { patient: titles.patient },
      };
    },
  );

  app.post(
    '/queue/call-next',
    {
      preHandler: app.authenticate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['department', 'room'],
          properties: {
            department: RECORD_ID,
            room: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
          },
        },
      },
    },
    async (request) => {
      const body = request.body as CallNextBody;
      const actor = actorOf(request);
      assertMayCall(actor.engineUser, app.registry);
      const name = await nameOf(body.department);
      const day = hospitalDay(app.clock());
      // The caller's own physician record, when it is one of this department's.
      const physician = await physicianOfEmail(db(), actor.email);
      const own = physician?.department === body.department ? { physician: physician.id } : {};
      for (let attempt = 0; attempt < CALL_ATTEMPTS; attempt++) {
        const next = await nextToCall(db(), body.department, day);
        if (next === undefined)
          throw new HttpError(404, 'QUEUE_EMPTY', `Nobody is waiting in ${name} today.`);
        const { version } = await app.models.get('visit', actor, next);
        try {
          return await app.models.updateAndMove(
            'visit',
            actor,
            next,
            { version, room: body.room.trim(), ...own },
            CALLED_STATE,
          );
        } catch (error) {
          // Another doctor called this patient first: take the next one.
          if (!(error instanceof HttpError) || error.status !== 409) throw error;
        }
      }
      throw new HttpError(
        409,
        'QUEUE_BUSY',
        `Other doctors called every patient this call tried in ${name}: call next again.`,
      );
    },
  );

  app.post(
    '/queue/recall',
    {
      preHandler: app.authenticate,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['visit'],
          properties: { visit: RECORD_ID },
        },
      },
    },
    async (request) => {
      const body = request.body as RecallBody;
      const actor = actorOf(request);
      assertMayCall(actor.engineUser, app.registry);
      const visit = await app.models.get('visit', actor, body.visit);
      if (visit.status !== CALLED_STATE)
        throw new HttpError(
          409,
          'NOT_CALLED',
          `${visit.visit_number} is ${String(visit.status).toLowerCase()}, not in consultation: only a called patient can be called again.`,
        );
      return app.models.setDerived('visit', actor, body.visit, {
        called_at: app.clock().toISOString(),
      });
    },
  );

  app.get(
    '/queue/screens/:id',
    { preHandler: app.authenticate, schema: recordIdParams },
    async (request): Promise<QueueBoard> => {
      const auth = request.auth as AuthContext;
      assertMayWatchScreens(auth.engineUser, app.registry);
      const screen = await activeScreen(db(), (request.params as { id: number }).id);
      return boardOf(db(), screen, app.clock());
    },
  );
}
