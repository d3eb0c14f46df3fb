/**
 * The theatre schedule of a day as a reader sees it: every active operating room (and a room out
 * of use that still holds a case that day) with the cases whose booked time falls on the day on
 * the hospital's clock, in time order, and the day's counts by state. The surgeon and anesthetist
 * are named for every reader of cases (the theatre list is posted for the whole team, as the
 * booking's own 409 names them); the patient's name and MRN only for those who may read them.
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import { DEFAULT_SETTINGS, type EngineUser, type ModelSchema } from '../../engine/types';
import type {
  ScheduleCase,
  ScheduleTheatre,
  TheatreSchedule,
} from '../../engine/wire/theatre-schedule';
import { dayStart, nextDay } from '../inpatient/ward-census';
import type { AnyDb } from '../models/any-db';
import { casesBetween } from '../repositories/theatre-bookings';
import {
  type CaseParticulars,
  readCaseParticulars,
  readTheatres,
} from '../repositories/theatre-schedule';

export interface ScheduleReader {
  user: EngineUser;
  matrix: PermissionMatrix;
  patientSchema: ModelSchema;
  /** The case's states, in its workflow's order (schemas/surgicalCase.json). */
  states: readonly string[];
}

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** What the reader may see of a case's patient. */
function patientOf(reader: ScheduleReader) {
  const { user, matrix, patientSchema } = reader;
  const reads = can(user, matrix, 'patient', 'view');
  const field = (name: string) => reads && mayAccessFieldNamed(patientSchema, name, user);
  const name = field('first_name') || field('last_name');
  const mrn = field('mrn');
  return (patient: CaseParticulars['patient']) =>
    reads && patient
      ? {
          id: patient.id,
          name: name ? joined(patient.first_name, patient.middle_name, patient.last_name) : null,
          mrn: mrn ? patient.mrn : null,
        }
      : null;
}

export async function readTheatreSchedule(
  db: AnyDb,
  reader: ScheduleReader,
  date: string,
): Promise<TheatreSchedule> {
  const cases = await casesBetween(db, new Date(dayStart(date)), new Date(dayStart(nextDay(date))));
  const rooms = [...new Set(cases.map((c) => c.operation_room).filter((id) => id !== null))];
  const [theatres, particulars] = await Promise.all([
    readTheatres(db, rooms),
    readCaseParticulars(
      db,
      cases.map((c) => c.id),
    ),
  ]);
  const patient = patientOf(reader);
  const byRoom = new Map<number, ScheduleTheatre>(
    theatres.map((theatre) => [theatre.id, { ...theatre, cases: [] }]),
  );
  const counts = new Map(reader.states.map((state) => [state, 0]));
  for (const booked of cases) {
    const more = particulars.get(booked.id);
    const surgeon = more?.surgeon;
    const entry: ScheduleCase = {
      id: booked.id,
      case_number: booked.case_number,
      scheduled_start: booked.scheduled_start,
      scheduled_end: booked.scheduled_end,
      procedure: booked.procedure,
      side: more?.side ?? null,
      priority: more?.priority ?? null,
      status: booked.status,
      surgeon: surgeon ? `Dr. ${joined(surgeon.first_name, surgeon.last_name) ?? ''}`.trim() : null,
      anesthetist: more?.anesthetist ?? null,
      patient: patient(more?.patient ?? null),
    };
    if (booked.operation_room !== null) byRoom.get(booked.operation_room)?.cases.push(entry);
    if (booked.status) counts.set(booked.status, (counts.get(booked.status) ?? 0) + 1);
  }
  return {
    date,
    timeZone: DEFAULT_SETTINGS.timeZone,
    theatres: [...byRoom.values()],
    counts: [...counts].map(([status, count]) => ({ status, count })),
    total: cases.length,
  };
}
