/**
 * A waiting screen's board (QueueBoard): its department's latest calls (to its room, when it
 * has one) and next numbers of the hospital's day, with first names only. The route answers it
 * and the real-time news pushes it, so both show the same thing.
 */
import type { QueueBoard } from '../../engine/wire/visit-queue';
import { HttpError } from '../errors';
import type { AnyDb } from '../models/any-db';
import { readBoardRows, readScreen, type ScreenRecord } from '../repositories/visit-queue';
import { hospitalDay } from '../rules/visits/queue-number';

export async function boardOf(db: AnyDb, screen: ScreenRecord, now: Date): Promise<QueueBoard> {
  const rows = await readBoardRows(
    db,
    screen.department,
    hospitalDay(now),
    screen.room,
    screen.next_count,
  );
  return {
    screen: {
      id: screen.id,
      name: screen.name,
      department: screen.department,
      room: screen.room,
      chime: screen.chime,
    },
    ...rows,
  };
}

/** An active waiting screen by id: 404 when there is none, 409 when it is switched off. */
export async function activeScreen(db: AnyDb, id: number): Promise<ScreenRecord> {
  const screen = await readScreen(db, id);
  if (!screen) throw new HttpError(404, 'NOT_FOUND', `No waiting screen with id ${id}.`);
  if (!screen.is_active)
    throw new HttpError(
      409,
      'SCREEN_INACTIVE',
      `The waiting screen "${screen.name}" is switched off: make it active to show the queue.`,
    );
  return screen;
}
