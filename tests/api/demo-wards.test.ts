// The demo hospital's wards (issue 21), on both databases: six wards with their Ward Stock,
// 60 beds, the day's inpatients (one from the emergency board, one with discharge ordered, two
// discharged and their beds being cleaned), a bed out of service, and every open stay's
// bed-days charged through yesterday.
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { dialectCases } from '../helpers/databases';
import { useSeededDemo } from '../helpers/demo-suite';

/** A Monday morning in the hospital (America/New_York). */
const TODAY = new Date('2026-03-02T07:15:00-05:00');

describe.each(dialectCases)('the demo wards on $dialect', ({ make, skip }) => {
  const demo = useSeededDemo(
    { make, skip },
    ['liaison-manager', 'doctor', 'liaison-cashier'],
    TODAY,
  );

  it.skipIf(skip)('has six wards, each with its Ward Stock, and 60 beds', async () => {
    const wards = await demo.list('liaison-manager', 'ward');
    expect(wards.map((w) => w.code)).toEqual(['MED', 'SURG', 'PED', 'MAT', 'ICU', 'PVT']);
    for (const ward of wards) expect(ward.warehouse, String(ward.code)).toEqual(expect.any(Number));
    const beds = await demo.list('liaison-manager', 'bed');
    expect(beds).toHaveLength(60);
    const states = (state: string) => beds.filter((b) => b.status === state);
    expect(states('Out of Service').map((b) => b.bed_number)).toEqual(['SURG-203-D']);
    expect(
      states('Cleaning')
        .map((b) => b.bed_number)
        .sort(),
    ).toEqual(['MED-104-B', 'PED-302-B']);
    expect(states('Occupied')).toHaveLength(25);
  });

  it.skipIf(skip)(
    "holds the day's inpatients, their bed-days charged through yesterday",
    async () => {
      const admissions = await demo.list('doctor', 'impatient');
      const count = (state: string) => admissions.filter((a) => a.status === state).length;
      expect([count('Admitted'), count('Discharge Ordered'), count('Discharged')]).toEqual([
        24, 1, 2,
      ]);
      const beds = await demo.list('liaison-manager', 'bed');
      for (const admission of admissions.filter((a) => a.status !== 'Discharged')) {
        const bed = beds.find((b) => b.id === admission.bed);
        expect(bed, String(admission.admission_number)).toMatchObject({
          status: 'Occupied',
          admission: admission.id,
          patient: admission.patient,
        });
        const day = formatInTimeZone(
          new Date(String(admission.admitted_at)),
          DEFAULT_SETTINGS.timeZone,
          'yyyy-MM-dd',
        );
        const admittedToday = day === '2026-03-02';
        expect(admission.charged_through).toBe(admittedToday ? '2026-03-02' : '2026-03-01');
      }
      const fromBoard = admissions.filter((a) => a.emergency !== null);
      expect(fromBoard).toHaveLength(1);
      const charges = await demo.list(
        'liaison-cashier',
        'charge',
        '&filter[source_model]=impatient',
      );
      expect(charges.length).toBeGreaterThan(40);
      for (const charge of charges)
        expect(charge.description).toMatch(/^Bed-day \d{1,2} \w{3} 2026, Bed /);
    },
  );
});
