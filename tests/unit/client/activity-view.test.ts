import { describe, expect, it } from 'vitest';
import { activityColumns, dayBoundary } from '../../../src/client/app/account/activity-view';
import type { GridRow } from '../../../src/client/grid/core/types';
import { cellValue } from '../../../src/client/grid/core/values';

describe('activity log times', () => {
  it("show in the hospital's zone and spec 9 format, whatever the browser's zone", () => {
    const [when] = activityColumns('America/New_York');
    const row: GridRow = { id: 1, at: '2026-11-24T13:30:00.000Z' };
    expect(cellValue(row, when as NonNullable<typeof when>)).toBe('November 24, 2026, 8:30 AM');
  });

  it("filter from the start to the end of the hospital's day", () => {
    expect(dayBoundary('2026-11-24', false, 'America/New_York')).toBe('2026-11-24T05:00:00.000Z');
    expect(dayBoundary('2026-11-24', true, 'America/New_York')).toBe('2026-11-25T04:59:59.999Z');
    expect(dayBoundary('24-11-2026', false, 'America/New_York')).toBeUndefined();
  });
});
