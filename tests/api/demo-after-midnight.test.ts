// The demo hospital seeded 40 minutes after midnight (America/New_York), as a first `npm start`
// then seeds it: today's stories are compressed into the 40 minutes (demo-clinical-plan.ts
// todayScale), and everything derived from them follows. Stop 33 found the stroke patient's
// admission planned 100 minutes after an arrival that had been moved to 39 minutes ago, so the
// ward records written after it were "in the future" and the seed (and so the first start)
// failed for the first 100 minutes of every day; and today's discharges (planned up to 06:40)
// and a bed taken out of service at 06:15 were stamped later than the seed's moment. SQLite only: the seed's times do not depend on
// the database, and each seeded day costs CI a whole seed.
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
