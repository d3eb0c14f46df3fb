import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

describe.each(dialectCases)('numbering across the new year on $dialect', ({ make, skip }) => {
  // The server's clock, moved by the test (the hospital's zone is America/New_York).
  let now = new Date('2026-12-31T20:00:00-05:00');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let reception: Record<string, string>;
  beforeAll(async () => {
    if (skip) return;
    await signInNow();
  });
  // Access tokens follow the app's clock: sign in again after each move of hours.
  const signInNow = async () => {
    reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
  };
  const register = async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/models/patient',
      headers: reception,
      payload: patientBody(),
    });
    expect(response.statusCode).toBe(201);
    return response.json().mrn as string;
  };

  it.skipIf(skip)(
    'numbers the last evening of the year in that year, then starts again',
    async () => {
      expect(await register()).toBe('MRN-2026-000001');
      // 23:30 in the hospital is already 04:30 on 1 January in UTC.
      now = new Date('2026-12-31T23:30:00-05:00');
      await signInNow();
      expect(await register()).toBe('MRN-2026-000002');
      now = new Date('2027-01-01T00:10:00-05:00');
      await signInNow();
      const [a, b] = await Promise.all([register(), register()]);
      expect([a, b].sort()).toEqual(['MRN-2027-000001', 'MRN-2027-000002']);
    },
  );
});
