import type { EngineUser, WorkflowSchema } from '../types';
import { holds } from './access';

export type Transition = WorkflowSchema['transitions'][number];

/** The state a record is in: its status field, or the workflow's initial state. */
export function currentState(workflow: WorkflowSchema, record: Record<string, unknown>): string {
  const value = record[workflow.field];
  return value === undefined || value === null || value === '' ? workflow.initial : String(value);
}

/** The transition from `from` to `to`, if the workflow has one. */
export function findTransition(
  workflow: WorkflowSchema,
  from: string,
  to: string,
): Transition | undefined {
  return workflow.transitions.find(
    (t) => (Array.isArray(t.from) ? t.from.includes(from) : t.from === from) && t.to === to,
  );
}

/**
 * May this user take the transition? Its own permissions gate it; one that lists none needs
 * the edit right on the model (`mayEdit`). An `auto` transition is the server's rules' alone.
 */
export function mayTake(transition: Transition, user: EngineUser, mayEdit: boolean): boolean {
  if (transition.auto) return false;
  return transition.permissions?.length
    ? transition.permissions.some((permission) => holds(user, permission))
    : mayEdit;
}

/** The transitions this user may take from the record's current state, in schema order. */
export function availableTransitions(
  workflow: WorkflowSchema,
  record: Record<string, unknown>,
  user: EngineUser,
  mayEdit: boolean,
): Transition[] {
  const from = currentState(workflow, record);
  return workflow.transitions.filter(
    (t) =>
      (Array.isArray(t.from) ? t.from.includes(from) : t.from === from) &&
      mayTake(t, user, mayEdit),
  );
}
