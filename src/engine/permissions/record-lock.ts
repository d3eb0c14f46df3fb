import type { WorkflowSchema } from '../types';
import { currentState } from './transitions';

/**
 * The locked state a record is in (`workflow.locked`), or undefined when it may be edited and
 * deleted: a submitted invoice changes only through its transitions. The server refuses edits
 * of a locked record (409 RECORD_LOCKED); the browser does not offer them.
 */
export function lockedState(
  workflow: WorkflowSchema | undefined,
  record: Record<string, unknown> | undefined,
): string | undefined {
  if (!workflow?.locked?.length || !record) return undefined;
  const state = currentState(workflow, record);
  return workflow.locked.includes(state) ? state : undefined;
}
