/**
 * Who may do what with a department's queue, decided in one place for the routes and the
 * real-time watch: the queue page is for readers of visits, calling a patient in is for those
 * who may start a consultation (the visit workflow's move to In Consultation: Doctor, Senior
 * Doctor), and a waiting screen's board for whoever may open waiting screens (the Waiting Screen
 * role among them, which reads nothing else).
 */
import { can } from '../../engine/permissions/can';
import { mayTake } from '../../engine/permissions/transitions';
import type { Registry } from '../../engine/registry/types';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';

/** The state a called visit moves to. */
export const CALLED_STATE = 'In Consultation';

export function assertMayReadQueue(user: EngineUser, registry: Registry): void {
  if (!can(user, registry.matrix, 'visit', 'view'))
    throw new HttpError(
      403,
      'FORBIDDEN',
      "A department's queue is for those who read visits: your role may not view visit.",
    );
}

/** 403 unless `user` may call a waiting visit into consultation. */
export function assertMayCall(user: EngineUser, registry: Registry): void {
  const workflow = registry.models.visit?.workflow;
  const mayEdit = can(user, registry.matrix, 'visit', 'edit');
  const call = workflow?.transitions.find(
    (transition) => transition.to === CALLED_STATE && [transition.from].flat().includes('Waiting'),
  );
  if (!call || !can(user, registry.matrix, 'visit', 'detail') || !mayTake(call, user, mayEdit))
    throw new HttpError(
      403,
      'FORBIDDEN',
      `Calling a patient in is for those who start consultations (${(call?.permissions ?? []).join(', ')}).`,
    );
}

export function assertMayWatchScreens(user: EngineUser, registry: Registry): void {
  if (!can(user, registry.matrix, 'waitingScreen', 'detail'))
    throw new HttpError(
      403,
      'FORBIDDEN',
      'Waiting screens are for those who may open them: your role may not detail waitingScreen.',
    );
}
