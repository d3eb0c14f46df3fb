/**
 * A demo user's own API session for a browser spec's fixtures (records made through the real
 * routes, as that role makes them), and a patient no other test shares.
 */
import { expect, request } from '@playwright/test';
import { patientBody } from '../helpers/patients';
import { APP_ORIGIN, DEMO_PASSWORD } from './preview-helpers';

/** `call` answers the JSON of an answer, failing the test (with its body) on an error status. */
export async function apiAs(email: string) {
  const api = await request.newContext({ baseURL: APP_ORIGIN });
  const login = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const call = async (method: 'get' | 'post', url: string, data?: object) => {
    const res = await api[method](url, { headers, ...(data ? { data } : {}) });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  return { api, headers, call };
}

export type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** A new patient with a name no other test uses (names are letters only: the time, spelt). */
export async function newPatient(reception: ApiSession, extra: object = {}) {
  const letters = (n: number) =>
    [...n.toString(26)].map((d) => String.fromCharCode(97 + Number.parseInt(d, 26))).join('');
  const first = `Cash${letters(Date.now())}${letters(Math.floor(Math.random() * 10_000))}`;
  const made = await reception.call(
    'post',
    '/api/models/patient',
    patientBody({ first_name: first, ...extra }),
  );
  return { id: made.id as number, first };
}

/** A walk-in visit of `patient` to the first clinical department, made by `reception`. */
export async function newVisit(reception: ApiSession, patient: number, extra: object = {}) {
  const departments = await reception.call(
    'get',
    '/api/models/department?filter[department_type]=Clinical&pageSize=1',
  );
  return reception.call('post', '/api/models/visit', {
    patient,
    department: departments.rows[0].id,
    visit_type: 'New',
    ...extra,
  });
}

/** The first row `path` (a list URL) answers; the test fails when there is none. */
export async function firstRow(session: ApiSession, path: string) {
  const [row] = (await session.call('get', path)).rows;
  if (!row) throw new Error(`${path} found nothing`);
  return row;
}
