// The sales page's links to the pharmacy's counter sales: a new sale, and today's sales from the
// hospital's midnight (Africa/Addis_Ababa is UTC+3, so its day starts at 21:00 UTC before).
import { describe, expect, it } from 'vitest';
import {
  newCounterSalePath,
  todaysCounterSalesPath,
} from '../../../src/client/app/pharmacy/counter-sales';

describe('counter sale links', () => {
  it('opens a new sale', () => {
    expect(newCounterSalePath()).toBe('/admin/main/pharmacySale/l/new');
  });

  it("lists today's sales from the hospital's midnight, newest first", () => {
    const path = todaysCounterSalesPath(new Date('2026-03-02T22:30:00Z'), 'Africa/Addis_Ababa');
    const [route, query] = path.split('?');
    expect(route).toBe('/admin/main/pharmacySale/l');
    const params = new URLSearchParams(query);
    expect(params.get('filter[sold_at][gte]')).toBe('2026-03-02T21:00:00.000Z');
    expect(params.get('sort')).toBe('sold_at');
    expect(params.get('direction')).toBe('desc');
  });
});
