// The demo ketoacidosis patient's insulin by the route it is given (issue 21): the fixed- and
// variable-rate infusions of soluble insulin IV by syringe pump, though the formulary's route
// of soluble insulin is SC; the basal-bolus orders SC, the catalogue's; the MAR says so.
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { dialectCases } from '../helpers/databases';
import { dkaStay } from '../helpers/demo-dka';
import { type Row, useSeededDemo } from '../helpers/demo-suite';

const TODAY = new Date('2026-03-02T07:15:00-05:00');
const date = formatInTimeZone(TODAY, DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd');

describe.each(dialectCases)("the demo's insulin routes on $dialect", ({ make, skip }) => {
  const demo = useSeededDemo({ make, skip }, ['doctor', 'ipd-nurse'] as const, TODAY);

  it.skipIf(skip)('gives the infusions IV and the basal-bolus insulin SC', async () => {
    const { admission, order } = await dkaStay(demo);
    const routes = new Map(
      (await demo.list('doctor', 'medicineRoute')).map((r) => [r.id, String(r.code)]),
    );
    const routeOf = (words: string) => routes.get(order(words)?.route);
    expect(['(FRIII)', '(VRIII)', 'bolus', 'basal insulin'].map(routeOf)).toEqual([
      'IV',
      'IV',
      'SC',
      'SC',
    ]);
    const mar = await demo.get(
      'ipd-nurse',
      `/api/inpatient/admissions/${admission?.id}/mar?date=${date}`,
    );
    const shown = (mar.rows as Row[]).map((row) => row.route);
    expect(shown).toContain('Intravenous');
    expect(shown).toContain('Subcutaneous');
  });
});
