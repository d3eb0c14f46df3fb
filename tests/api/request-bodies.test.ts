// Hostile JSON bodies: nested past any form's need, files carrying more than a file, and
// hundreds of thousands of unknown keys. Each is refused in a small answer and stores nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/server/plugins/json-body';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

type Headers = Record<string, string>;

/** `{"a":{"a":...1...}}`, `depth` objects deep, written out as text (no recursion to build it). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A patient body (JSON text) whose photo is `photo` (JSON text). */
const withPhoto = (photo: string) =>
  `${JSON.stringify(patientBody()).slice(0, -1)},"photo":${photo}}`;

describe.each(dialectCases)('request bodies on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let reception: Headers;
  beforeAll(async () => {
    if (skip) return;
    reception = {
      ...(await signIn(suite.app, 'reception@tena.demo')).headers,
      'content-type': 'application/json',
    };
  });
  const patients = async () =>
    (
      await suite.app.inject({
        method: 'GET',
        url: '/api/models/patient?pageSize=1',
        headers: reception,
      })
    ).json().total as number;
  const post = (url: string, payload: string, headers = reception) =>
    suite.app.inject({ method: 'POST', url, headers, payload });

  it.skipIf(skip)(
    'refuses a body nested deeper than the limit with 400 BODY_TOO_DEEP, on every route',
    async () => {
      const before = await patients();
      const deep = await post(
        '/api/models/patient',
        withPhoto(`{"filepath":"x","filename":"y","more":${nested(10_000)}}`),
      );
      expect(deep.statusCode).toBe(400);
      expect(deep.json()).toEqual({
        status: 400,
        code: 'BODY_TOO_DEEP',
        message: `The request body nests deeper than ${MAX_JSON_DEPTH} levels of objects and lists.`,
      });
      expect(await patients()).toBe(before);
      // Before any route or sign-in check: the parser itself refuses it.
      const login = await post('/api/auth/login', nested(10_000), {
        'content-type': 'application/json',
      });
      expect(login.json()).toMatchObject({ status: 400, code: 'BODY_TOO_DEEP' });
      // Brackets inside text are text, not nesting.
      const quoted = await post(
        '/api/models/patient',
        JSON.stringify(patientBody({ city: '{['.repeat(100) })),
      );
      expect(quoted.json().code).not.toBe('BODY_TOO_DEEP');
      // At the limit the body reaches the route, which judges it on its own terms.
      const atLimit = await post('/api/models/patient', withPhoto(nested(MAX_JSON_DEPTH - 1)));
      expect(atLimit.statusCode).toBe(422);
      expect(atLimit.json().details).toEqual([
        {
          field: 'photo',
          message:
            'Photo holds "a", which an uploaded file does not (filename, filepath, mimetype, size)',
        },
      ]);
      const pastLimit = await post('/api/models/patient', withPhoto(nested(MAX_JSON_DEPTH)));
      expect(pastLimit.json().code).toBe('BODY_TOO_DEEP');
    },
  );

  it.skipIf(skip)('lets a file value hold only the keys of an uploaded file', async () => {
    const before = await patients();
    const extra = await post(
      '/api/models/patient',
      withPhoto(
        '{"filepath":"2026/01/x.png","filename":"x.png","mimetype":"image/png","size":3,"note":{"a":1}}',
      ),
    );
    expect(extra.statusCode).toBe(422);
    expect(extra.json().details).toEqual([
      {
        field: 'photo',
        message:
          'Photo holds "note", which an uploaded file does not (filename, filepath, mimetype, size)',
      },
    ]);
    const wrongType = await post(
      '/api/models/patient',
      withPhoto('{"filepath":"2026/01/x.png","filename":"x.png","size":"big"}'),
    );
    expect(wrongType.json().details).toEqual([
      { field: 'photo', message: 'Photo must be an uploaded file' },
    ]);
    expect(await patients()).toBe(before);
  });

  it.skipIf(skip)(
    'names at most 20 unknown fields and counts the rest, in a small answer',
    async () => {
      const before = await patients();
      const unknown = Array.from({ length: 700_000 }, (_, i) => `"k${i}":1`).join(',');
      const many = await post(
        '/api/models/patient',
        `${JSON.stringify(patientBody()).slice(0, -1)},${unknown}}`,
      );
      expect(many.statusCode).toBe(400);
      const error = many.json();
      expect(error.code).toBe('UNKNOWN_FIELD');
      expect(error.message).toBe(
        `Unknown fields for patient: ${Array.from({ length: 20 }, (_, i) => `k${i}`).join(', ')} and 699980 more`,
      );
      expect(error.details).toHaveLength(20);
      expect(error.details[0]).toEqual({ field: 'k0', message: 'Unknown field "k0"' });
      expect(many.body.length).toBeLessThan(5_000);
      expect(await patients()).toBe(before);

      // The schema check of other routes (additionalProperties: false) answers the same way.
      const keys = Array.from({ length: 50_000 }, (_, i) => `"x${i}":1`).join(',');
      const transition = await post(
        '/api/models/appointment/1/transition',
        `{"to":"Cancelled",${keys}}`,
      );
      expect(transition.statusCode).toBe(400);
      expect(transition.json().details).toHaveLength(20);
      expect(transition.json().message).toMatch(
        /^Unknown field "x0"; .*Unknown field "x19" and 49980 more$/,
      );
      expect(transition.body.length).toBeLessThan(5_000);
    },
  );
});
