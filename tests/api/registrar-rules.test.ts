import { addDays } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody, physicianBody } from '../helpers/patients';

/** Tomorrow in the hospital's time zone, as the engine reads "today" there. */
const tomorrow = () =>
  formatInTimeZone(addDays(new Date(), 1), DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd');

// The registrar's rules are schema data the engine enforces in the browser; the server runs the
// same engine, so a request that skips the form is refused with the same words (spec 5.3).
describe.each(dialectCases)("a registrar's rules on $dialect", ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let reception: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    if (skip) return;
    reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
    admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
  });

  const post = (model: string, headers: Record<string, string>, payload: object) =>
    suite.app.inject({ method: 'POST', url: `/api/models/${model}`, headers, payload });
  const patientCount = async () =>
    (await suite.app.inject({ method: 'GET', url: '/api/models/patient', headers: admin })).json()
      .total as number;

  it.skipIf(skip)(
    'refuses a future date of birth, a filled optional email without a domain and digits in names, storing nothing',
    async () => {
      const before = await patientCount();
      const answer = await post(
        'patient',
        reception,
        patientBody({
          date_of_birth: tomorrow(),
          email: 'abc@def',
          first_name: 'Abebe2',
          last_name: '123',
          emergency_contact_name: 'Almaz 4',
        }),
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' });
      expect(answer.json().details).toEqual(
        expect.arrayContaining([
          { field: 'date_of_birth', message: 'Date of Birth is not valid' },
          { field: 'email', message: 'Valid email is required' },
          { field: 'first_name', message: 'First Name is required, in letters only' },
          { field: 'last_name', message: 'Last Name must be in letters only' },
          { field: 'emergency_contact_name', message: 'Full Name is required, in letters only' },
        ]),
      );
      expect(answer.json().details).toHaveLength(5);
      expect(await patientCount()).toBe(before);
    },
  );

  it.skipIf(skip)(
    'accepts names with accents, hyphens and apostrophes, a right optional email and a newborn born today',
    async () => {
      const today = formatInTimeZone(new Date(), DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd');
      const answer = await post(
        'patient',
        reception,
        patientBody({
          first_name: 'Zoë',
          last_name: "O'Brien-Ayele",
          email: 'zoe@example.et',
          date_of_birth: today,
        }),
      );
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({ first_name: 'Zoë', age: 0 });
    },
  );

  it.skipIf(skip)(
    "refuses a physician's name with digits and an optional email 'abc@def'",
    async () => {
      const department = await post('department', admin, {
        name: 'Registrar Rules',
        code: 'RR',
        department_type: 'Clinical',
      });
      expect(department.statusCode).toBe(201);
      const hr = (await signIn(suite.app, 'hr-manager@tena.demo')).headers;
      const answer = await post(
        'physician',
        hr,
        physicianBody(department.json().id, { last_name: 'Girma3', email: 'abc@def' }),
      );
      expect(answer.statusCode).toBe(422);
      expect(answer.json().details).toEqual([
        { field: 'last_name', message: 'Last Name is required, in letters only' },
        { field: 'email', message: 'Valid email is required' },
      ]);
    },
  );
});
