// Where a dashboard tile leads: a count's link opens the list under the filters it counted.
import { describe, expect, it } from 'vitest';
import { readListParams } from '../../../../src/client/grid/server-list/list-params';
import { widgetLink } from '../../../../src/engine/registry/dashboard-tiles';

describe('widgetLink', () => {
  it("carries a count's filters to the list it opens, as the list reads them", () => {
    const link = widgetLink({
      kind: 'count',
      title: 'Prescriptions to Dispense',
      entity: 'prescription',
      route: 'prescriptions',
      filters: { status: 'Active' },
    });
    const [route, query] = link.split('?');
    expect(route).toBe('prescriptions');
    expect(readListParams(new URLSearchParams(query)).filters).toEqual([
      { field: 'status', op: 'eq', values: ['Active'] },
    ]);
  });

  it('is the route alone for a tile without filters, and the new form for an add shortcut', () => {
    expect(widgetLink({ kind: 'count', title: 'Products', entity: 'product' })).toBe('product/l');
    expect(
      widgetLink({ kind: 'shortcut', title: 'New Patient', entity: 'patient', action: 'add' }),
    ).toBe('patient/l/new');
  });
});
