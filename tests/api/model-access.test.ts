// The generic model routes decide who may do what in one call per request (routes/model-access.ts):
// the model's runtime is looked up once there, not again by each step of the route.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

// Which database answers does not matter here: what is counted happens before any query.
const [sqlite] = dialectCases;

describe('model route authorisation', () => {
  const suite = useSeededApp(sqlite as (typeof dialectCases)[number]);
  let reception: Record<string, string>;
  let manager: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    manager = (await signIn(suite.app, 'reception-manager@tena.demo')).headers;
    reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
    admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
  });

  it('resolves the model once per request, whatever the route', async () => {
    const runtime = vi.spyOn(suite.app.models, 'runtime');
    const lookups = async (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => {
      runtime.mockClear();
      const response = await suite.app.inject({ method, url, headers, payload });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return {
        response,
        count: runtime.mock.calls.filter(([model]) => model === 'patient').length,
      };
    };
    const created = await lookups('POST', '/api/models/patient', reception, patientBody());
    expect(created.count).toBe(1);
    const id = created.response.json().id;
    expect((await lookups('GET', '/api/models/patient?filter[sex]=Male', reception)).count).toBe(1);
    expect((await lookups('GET', `/api/models/patient/${id}`, reception)).count).toBe(1);
    expect((await lookups('GET', `/api/models/patient/${id}/history`, reception)).count).toBe(1);
    const edit = { ...patientBody({ first_name: 'Kebede' }), version: 1 };
    expect((await lookups('PUT', `/api/models/patient/${id}`, manager, edit)).count).toBe(1);
    expect((await lookups('GET', '/api/models/patient?deleted=true', admin)).count).toBe(1);
    runtime.mockRestore();
  });
});
