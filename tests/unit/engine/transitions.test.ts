import { describe, expect, it } from 'vitest';
import {
  availableTransitions,
  currentState,
  findTransition,
} from '../../../src/engine/permissions/transitions';
import type { WorkflowSchema } from '../../../src/engine/types';

const lab: WorkflowSchema = {
  field: 'status',
  initial: 'Requested',
  states: ['Requested', 'Sample Collected', 'Completed', 'Cancelled'],
  transitions: [
    {
      from: 'Requested',
      to: 'Sample Collected',
      action: 'Collect sample',
      permissions: ['Lab User'],
    },
    { from: 'Sample Collected', to: 'Completed', action: 'Complete', permissions: ['Lab User'] },
    { from: ['Requested', 'Sample Collected'], to: 'Cancelled', action: 'Cancel' },
  ],
};
const labUser = { role: 'Lab User', permissions: [] };
const doctor = { role: 'Doctor', permissions: [] };

describe('workflow steps a user may take', () => {
  it('start from the status, or the initial state when none is stored', () => {
    expect(currentState(lab, {})).toBe('Requested');
    expect(currentState(lab, { status: '' })).toBe('Requested');
    expect(currentState(lab, { status: 'Completed' })).toBe('Completed');
  });

  it('are those from the current state the user holds a permission for', () => {
    const steps = (record: object, user: typeof doctor, mayEdit: boolean) =>
      availableTransitions(lab, record as Record<string, unknown>, user, mayEdit).map((t) => t.to);
    expect(steps({}, labUser, false)).toEqual(['Sample Collected']);
    // A transition listing no permissions needs the edit right.
    expect(steps({}, doctor, true)).toEqual(['Cancelled']);
    expect(steps({}, doctor, false)).toEqual([]);
    expect(steps({ status: 'Sample Collected' }, labUser, true)).toEqual([
      'Completed',
      'Cancelled',
    ]);
    expect(steps({ status: 'Completed' }, labUser, true)).toEqual([]);
  });

  it('find a transition by its ends, from a list of states too', () => {
    expect(findTransition(lab, 'Sample Collected', 'Cancelled')?.action).toBe('Cancel');
    expect(findTransition(lab, 'Completed', 'Cancelled')).toBeUndefined();
  });
});
