/**
 * `GET /api/emergency/board`: the emergency board (the emergencies page), the active
 * emergencies by triage category then waiting time, each with its minutes since arrival on the
 * server's clock and its patient's age and sex for readers of patients. Who may read it is
 * board-access.ts's; the order is the repository's.
 */
import type { FastifyInstance } from 'fastify';
import { ageText } from '../../engine/clinical/patient-age';
import { calendarDay } from '../../engine/format/dates';
import { can } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { EmergencyBoard, EmergencyBoardRow } from '../../engine/wire/emergency-board';
import { assertMayReadBoard } from '../emergency/board-access';
import { refTitles } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';
import { readEmergencyBoard } from '../repositories/emergency-board';
import { titleReaderFor } from './title-reader';

/** The most rows one answer holds: far more than any emergency department holds at once. */
export const BOARD_MAX_ROWS = 500;

const MINUTE_MS = 60_000;

export async function emergencyBoardRoutes(app: FastifyInstance) {
  app.get('/emergency/board', { preHandler: app.authenticate }, async (request) => {
    const auth = request.auth as AuthContext;
    const user = auth.engineUser;
    try {
      assertMayReadBoard(user, app.registry.matrix);
    } catch (error) {
      await app.audit(request, { action: 'permission_denied', entity: 'emergencyBoard' });
      throw error;
    }
    const now = app.clock();
    const today = calendarDay(now, DEFAULT_SETTINGS.timeZone);
    const entries = await readEmergencyBoard(app.database.reads as never, BOARD_MAX_ROWS);
    const patientSchema = app.models.runtime('patient').schema;
    const readsPatients = can(user, app.registry.matrix, 'patient', 'view');
    const seesAge = readsPatients && mayAccessFieldNamed(patientSchema, 'date_of_birth', user);
    const seesSex = readsPatients && mayAccessFieldNamed(patientSchema, 'sex', user);
    const rows: EmergencyBoardRow[] = entries.map(({ date_of_birth, sex, ...entry }) => ({
      ...entry,
      minutes_waiting: Math.max(
        0,
        Math.floor((now.getTime() - new Date(entry.arrived_at).getTime()) / MINUTE_MS),
      ),
      age: seesAge ? ageText(date_of_birth, today) : null,
      sex: seesSex ? sex : null,
    }));
    const titles = await refTitles(
      app.database.reads as never,
      app.models.runtime('emergency').schema,
      rows.map((row) => ({ patient: row.patient })),
      titleReaderFor(app, request),
    );
    const board: EmergencyBoard = {
      rows,
      at: now.toISOString(),
      titles: { patient: titles.patient },
    };
    return board;
  });
}
