// The bed board's medication alert: the admission's active orders and, of their doses scheduled
// in the last day on the hospital's clock (America/New_York), those due now (within their
// window) and those overdue (past it, nothing recorded), as the MAR decides each dose's state.
import { describe, expect, it } from 'vitest';
import { medicationAlert } from '../../../src/server/inpatient/board-doses';
import type { ActiveOrderEntry } from '../../../src/server/repositories/bed-alerts';

// Three times daily: 06:00, 14:00 and 22:00 on the ward (EST, UTC-5, in early March).
const order: ActiveOrderEntry = {
  id: 5,
  admission: 9,
  sheet: 'Continuous',
  frequency: 'Three times daily',
  start_at: '2026-03-01T11:00:00.000Z',
  end_at: null,
  stopped_at: null,
};
// 14:10 on 2 March on the ward: the 14:00 dose is in its window, the 06:00 one past it.
const now = new Date('2026-03-02T19:10:00Z');
const given = (scheduled_at: string) => ({ medication_order: 5, scheduled_at, outcome: 'Given' });

describe('medicationAlert', () => {
  it('counts the doses due now and those left past their window', () => {
    const recorded = [given('2026-03-02T03:00:00.000Z')];
    expect(medicationAlert([order], recorded, now)).toEqual({
      kind: 'medication',
      text: '1 active medication order: 1 dose due, 1 overdue',
    });
  });

  it('names the orders alone once every dose is recorded', () => {
    const recorded = [
      given('2026-03-02T03:00:00.000Z'),
      { medication_order: 5, scheduled_at: '2026-03-02T11:00:00.000Z', outcome: 'Held' },
      given('2026-03-02T19:00:00.000Z'),
    ];
    const second = { ...order, id: 6, frequency: 'As needed' };
    expect(medicationAlert([order, second], recorded, now)?.text).toBe(
      '2 active medication orders',
    );
  });

  it('cuts the shared rounds to each order: its first dose and its stop', () => {
    const rounds = new Map();
    expect(medicationAlert([order], [], now, rounds)?.text).toBe(
      '1 active medication order: 1 dose due, 2 overdue',
    );
    // Started at 07:00 this morning: only the 14:00 dose is its own.
    const later = { ...order, id: 7, start_at: '2026-03-02T12:00:00.000Z' };
    expect(medicationAlert([later], [], now, rounds)?.text).toBe(
      '1 active medication order: 1 dose due',
    );
    // Stopped at 10:00: the 22:00 and 06:00 doses overdue, none due.
    const stopped = { ...order, id: 8, stopped_at: '2026-03-02T15:00:00.000Z' };
    expect(medicationAlert([stopped], [], now, rounds)?.text).toBe(
      '1 active medication order: 2 overdue',
    );
  });

  it('gives no alert without an active order', () => {
    expect(medicationAlert([], [], now)).toBeUndefined();
  });
});
