// The demo hospital seeded 40 minutes after midnight (America/New_York), as a first `npm start`
// then seeds it: today's stories are compressed into those 40 minutes (demo-clinical-plan.ts
// todayScale), and what other seeds derive from them must follow. The stroke's admission was
// once planned 100 unscaled minutes after its compressed arrival, so the ward records after it
// were refused as in the future and the first start failed for the first 100 minutes of every
// day; today's discharges (planned up to 06:40) were stamped after the seed's moment. SQLite
// only: the seed's times do not depend on the database, and each seeded day costs CI a seed.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { type Row, useSeededDemo } from '../helpers/demo-suite';

const TODAY = new Date('2026-03-02T00:40:00-05:00');
const MIDNIGHT = Date.parse('2026-03-02T00:00:00-05:00');

const at = (row: Row, field: string) => Date.parse(String(row[field]));

describe.each(dialectCases.filter((c) => c.dialect === 'sqlite'))(
  'the demo hospital seeded soon after midnight',
  ({ make, skip }) => {
    const demo = useSeededDemo({ make, skip }, ['doctor', 'ipd-nurse', 'emergency-manager'], TODAY);

    it('admits the stroke from the board after it arrived today and before now', async () => {
      const [admission, ...others] = (await demo.list('doctor', 'impatient')).filter(
        (a) => a.emergency !== null,
      );
      expect(others).toEqual([]);
      const emergency = (await demo.list('emergency-manager', 'emergency')).find(
        (e) => e.id === admission?.emergency,
      ) as Row;
      expect(at(emergency, 'arrived_at')).toBeGreaterThanOrEqual(MIDNIGHT);
      expect(at(admission as Row, 'admitted_at')).toBeGreaterThan(at(emergency, 'arrived_at'));
      expect(at(admission as Row, 'admitted_at')).toBeLessThanOrEqual(TODAY.getTime());
    });

    it("discharges today's patients before now, as the morning's seed does later", async () => {
      const admissions = await demo.list('doctor', 'impatient');
      const count = (state: string) => admissions.filter((a) => a.status === state).length;
      expect([count('Admitted'), count('Discharge Ordered'), count('Discharged')]).toEqual([
        24, 1, 2,
      ]);
      for (const admission of admissions)
        for (const field of ['admitted_at', 'discharge_ordered_at', 'discharged_at'])
          if (admission[field] !== null)
            expect(at(admission, field), `${admission.admission_number} ${field}`).toBeLessThan(
              TODAY.getTime(),
            );
      const [summary] = await demo.list('doctor', 'dischargeSummary');
      expect(at(summary as Row, 'recorded_at')).toBeLessThan(TODAY.getTime());
    });

    it("writes every open stay's order sheet and chart entries before now", async () => {
      const sheets = await demo.list('ipd-nurse', 'orderSheet');
      const charts = await demo.list('ipd-nurse', 'regularVitalChart');
      expect(sheets.length).toBeGreaterThan(20);
      expect(charts.length).toBeGreaterThan(20);
      for (const row of [...sheets, ...charts])
        expect(at(row, 'recorded_at'), String(row.id)).toBeLessThanOrEqual(TODAY.getTime());
    });
  },
);
