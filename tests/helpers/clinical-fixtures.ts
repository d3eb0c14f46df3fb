/**
 * What triage and emergency care need, made through the API by the roles that make it: the
 * Emergency department and an outpatient one (the administrator), patients (reception) and
 * walk-in visits (reception).
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';
import { patientBody } from './patients';

type Headers = Record<string, string>;

export interface ClinicalFixtures {
  departments: { emergency: number; medicine: number };
  /** A patient registered by reception, with the given body overrides. */
  patient(overrides?: Record<string, unknown>): Promise<number>;
  /** A walk-in visit of `patient` (default: Internal Medicine, visit type New). */
  visit(patient: number, more?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Signs reception in again: after a test moves the server's clock, tokens expire with it. */
  signInAgain(): Promise<void>;
}

export async function clinicalFixtures(app: FastifyInstance): Promise<ClinicalFixtures> {
  const admin = (await signIn(app, 'admin@tena.demo')).headers as Headers;
  let reception = (await signIn(app, 'reception@tena.demo')).headers as Headers;
  const department = async (name: string, code: string) =>
    (await createRecord(app, admin, 'department', { name, code, department_type: 'Clinical' }))
      .id as number;
  const departments = {
    emergency: await department('Emergency', 'ER'),
    medicine: await department('Internal Medicine', 'IM'),
  };
  return {
    departments,
    patient: async (overrides = {}) =>
      (await createRecord(app, reception, 'patient', patientBody(overrides))).id as number,
    visit: (patient, more = {}) =>
      createRecord(app, reception, 'visit', {
        patient,
        department: departments.medicine,
        visit_type: 'New',
        ...more,
      }),
    async signInAgain() {
      reception = (await signIn(app, 'reception@tena.demo')).headers as Headers;
    },
  };
}
