/**
 * Whose queue a reader may see (the request-payment page and its real-time news), decided in
 * one place for the route and the socket: those who take payments and read charges and
 * invoices. A point's cashier (cashier-points.ts) sees their own point alone; one who takes
 * payments at no point of their own (the Cashier Manager) sees every point, or the one chosen.
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';
import { CASHIER_POINTS, cashierPointOf } from '../rules/billing/cashier-points';

/** Every point, in the order the manager's filter offers them. */
export const ALL_POINTS: readonly string[] = [...new Set(Object.values(CASHIER_POINTS))];

/** What a queue reader needs beside their point: the rights to take payments from it. */
const NEEDED = [
  ['payment', 'add'],
  ['invoice', 'view'],
  ['charge', 'view'],
] as const;

export interface QueueScope {
  /** The points read. */
  points: string[];
  /** The points this reader may choose between. */
  choices: string[];
}

/**
 * The points `user` reads when asking for `asked` (none: all they may see): 403 for one who
 * does not take payments, or for another point's queue.
 */
export function queueScope(
  user: EngineUser,
  matrix: PermissionMatrix,
  asked: string | undefined,
): QueueScope {
  const missing = NEEDED.find(([entity, action]) => !can(user, matrix, entity, action));
  if (missing)
    throw new HttpError(
      403,
      'FORBIDDEN',
      `The cashier's queue is for those who take payments: your role may not ${missing[1]} ${missing[0]}.`,
    );
  const own = cashierPointOf(user);
  if (own) {
    if (asked !== undefined && asked !== own)
      throw new HttpError(
        403,
        'FORBIDDEN',
        `You collect at the ${own} point: the ${asked} queue is another cashier's.`,
      );
    return { points: [own], choices: [own] };
  }
  return { points: asked === undefined ? [...ALL_POINTS] : [asked], choices: [...ALL_POINTS] };
}
