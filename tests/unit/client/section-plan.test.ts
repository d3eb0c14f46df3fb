import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/client/forms/layout-registry';
import {
  flattenSections,
  nextTabIndex,
  planSections,
  stepSections,
  UNGROUPED_ID,
} from '../../../src/client/forms/layouts/section-plan';

const section = (id: string, tab = false): Section => ({
  group: { id, name: id === UNGROUPED_ID ? '' : id.toUpperCase(), tab },
  fields: [[`${id}_a`, { type: 'text', group: id }]],
});

describe('planSections', () => {
  it('keeps plain sections in place and gathers tab groups where the first one stands', () => {
    const plan = planSections([
      section(UNGROUPED_ID),
      section('a'),
      section('t1', true),
      section('b'),
      section('t2', true),
    ]);
    expect(
      plan.map((b) =>
        b.kind === 'tabs' ? `tabs(${b.sections.map((s) => s.group.id)})` : b.section.group.id,
      ),
    ).toEqual([UNGROUPED_ID, 'a', 'tabs(t1,t2)', 'b']);
  });

  it('makes no tabbed area without tab groups', () => {
    expect(planSections([section('a'), section('b')]).every((b) => b.kind === 'section')).toBe(
      true,
    );
  });
});

describe('wizard steps and the flat grid', () => {
  it('steps are the groups; ungrouped fields are not a step', () => {
    expect(stepSections([section(UNGROUPED_ID), section('a'), section('t', true)])).toHaveLength(2);
  });

  it('no-group puts every non-tab field in one grid, in order', () => {
    const flat = flattenSections([section(UNGROUPED_ID), section('a'), section('t', true)]);
    expect(flat.group.id).toBe(UNGROUPED_ID);
    expect(flat.fields.map(([name]) => name)).toEqual([`${UNGROUPED_ID}_a`, 'a_a']);
  });
});

describe('nextTabIndex (WAI-ARIA tabs keys)', () => {
  it('arrows wrap around, Home and End jump, other keys do nothing', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 1, 3)).toBeUndefined();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeUndefined();
  });
});
