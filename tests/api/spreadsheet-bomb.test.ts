import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { fileUpload, workbook, workbookBomb } from '../helpers/workbooks';

/** A PUT of the file as the multipart field "file", signed in with `headers`. */
const putFile = (url: string, headers: Record<string, string>, file: Buffer) => {
  const body = fileUpload(file);
  return {
    method: 'PUT' as const,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  };
};

/** What the issue measured 66 s for; a second or two is the aim, 5 s leaves room on a busy CI. */
const REFUSAL_BOUND_MS = 5000;

describe.each(dialectCases)('spreadsheet zip bombs on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let admin: Awaited<ReturnType<typeof signIn>>;
  let cashier: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
    cashier = await signIn(suite.app, 'reception-cashier@tena.demo');
  });

  it.skipIf(skip)(
    'refuses a 1 MB workbook that inflates to 1 GB within seconds, answering others meanwhile',
    async () => {
      // Over a real socket: other requests reach the server as they would in use, through the
      // event loop the import must not hold up.
      const base = await suite.app.listen({ port: 0, host: '127.0.0.1' });
      // Each import as a user who may run it: Edit Users, and add on payment.
      const imports = [
        [
          '/api/users/bulk_edit/excel',
          admin.headers,
          [
            ['email', 'first_name'],
            ['reception@tena.demo', 'Bomb'],
          ],
        ],
        [
          '/api/users/import_payments/excel',
          cashier.headers,
          [
            ['invoice', 'amount', 'payment_date', 'method'],
            ['INV-1', '1', '2026-01-01', 'Cash'],
          ],
        ],
      ] as const;
      for (const [url, headers, rows] of imports) {
        const bomb = await workbookBomb(rows as unknown as unknown[][], 1024);
        expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
        const upload = putFile(url, headers, bomb);
        let importAnswered = false;
        const started = performance.now();
        const refused = fetch(base + url, {
          method: 'PUT',
          headers: upload.headers,
          body: upload.payload,
        }).then(async (response) => {
          importAnswered = true;
          return {
            status: response.status,
            body: await response.json(),
            ms: performance.now() - started,
          };
        });
        let answeredMeanwhile = 0;
        while (!importAnswered) {
          const answer = await fetch(`${base}/api/health`);
          expect(answer.status).toBe(200);
          await answer.arrayBuffer();
          if (!importAnswered) answeredMeanwhile += 1;
        }
        const { status, body, ms } = await refused;
        expect(status).toBe(413);
        expect(body).toEqual({
          status: 413,
          code: 'FILE_TOO_LARGE',
          message: 'The workbook unpacks to more than 50 MB. Split it into smaller files.',
        });
        expect(ms).toBeLessThan(REFUSAL_BOUND_MS);
        expect(answeredMeanwhile).toBeGreaterThan(0);
      }
      const reception = await suite.app.database.db
        .selectFrom('users')
        .select('first_name')
        .where('email', '=', 'reception@tena.demo')
        .executeTakeFirstOrThrow();
      expect(reception.first_name).toBe('Reception');
    },
  );

  it.skipIf(skip)('reads a real workbook on its own thread as before', async () => {
    const file = await workbook([
      ['email', 'first_name'],
      ['reception@tena.demo', 'Reception'],
    ]);
    const response = await suite.app.inject(
      putFile('/api/users/bulk_edit/excel', admin.headers, file),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ updated: 0 });
  });
});

describe.each(dialectCases)('spreadsheet row and cell limits on $dialect', ({ make, skip }) => {
  const limits = { maxUnpackedBytes: 1024 * 1024, maxRows: 3, maxCells: 5 };
  const suite = useSeededApp({ make, skip }, { config: { spreadsheetLimits: limits } });

  it.skipIf(skip)('answers 413 TOO_MANY_ROWS and TOO_MANY_CELLS from the settings', async () => {
    const admin = await signIn(suite.app, 'admin@tena.demo');
    const upload = async (rows: unknown[][]) =>
      (
        await suite.app.inject(
          putFile('/api/users/bulk_edit/excel', admin.headers, await workbook(rows)),
        )
      ).json();
    expect(await upload([['email'], ['a@tena.demo'], ['b@tena.demo'], ['c@tena.demo']])).toEqual({
      status: 413,
      code: 'TOO_MANY_ROWS',
      message: 'The workbook has more than 3 rows. Split it into files of at most 3 rows.',
    });
    expect(
      await upload([
        ['email', 'first_name'],
        ['reception@tena.demo', 'Reception'],
        ['doctor@tena.demo', 'Doctor'],
      ]),
    ).toMatchObject({ status: 413, code: 'TOO_MANY_CELLS' });
  });
});
