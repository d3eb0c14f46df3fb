import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { sweepUnattachedUploads } from '../../src/server/files/unattached-sweep';
import { seededApp, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';

type Headers = Record<string, string>;
const HOUR = 60 * 60 * 1000;

/** A plain-text upload of `size` bytes as the multipart field "file". */
function textUpload(size: number, filename = 'notes.txt') {
  const boundary = `----tena${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.alloc(size, 'a'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (app: FastifyInstance, headers: Headers, size: number) => {
  const body = textUpload(size);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

/** The stored_files rows of one user that no record holds. */
const unattachedOf = (app: FastifyInstance, userId: number) =>
  app.database.db
    .selectFrom('stored_files')
    .select(['filepath', 'size'])
    .where('uploaded_by', '=', userId)
    .where('model', 'is', null)
    .execute();

const onDisk = (app: FastifyInstance, filepath: string) =>
  existsSync(path.join(app.uploads.dataDir, filepath));

describe('upload quota settings', () => {
  it('default to 20 files and 100 MB per user and refuse nonsense', () => {
    expect(loadConfig({}).uploadQuota).toEqual({ maxFiles: 20, maxBytes: 100 * 1024 * 1024 });
    expect(
      loadConfig({ TENA_UNATTACHED_FILES_MAX: '5', TENA_UNATTACHED_FILES_MB: '10' }).uploadQuota,
    ).toEqual({ maxFiles: 5, maxBytes: 10 * 1024 * 1024 });
    expect(loadConfig({}).spreadsheetLimits).toEqual({
      maxUnpackedBytes: 50 * 1024 * 1024,
      maxRows: 10_000,
      maxCells: 200_000,
    });
    for (const [name, bad] of [
      ['TENA_UNATTACHED_FILES_MAX', '0'],
      ['TENA_UNATTACHED_FILES_MB', 'lots'],
      ['TENA_SPREADSHEET_MAX_UNPACKED_MB', '-1'],
      ['TENA_SPREADSHEET_MAX_ROWS', '1.5'],
    ] as const) {
      expect(() => loadConfig({ [name]: bad })).toThrow(ConfigError);
    }
  });
});

/** A valid 1x1 PNG (a patient's photo must be an image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const uploadPng = (app: FastifyInstance, headers: Headers) => {
  const boundary = `----tena${randomBytes(8).toString('hex')}`;
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
};

const QUOTA_HELP =
  'Save the records they belong to, or wait: uploads no record uses are removed 24 hours after upload.';

describe.each(dialectCases)('unattached upload quota on $dialect', ({ make, skip }) => {
  const quota = { maxFiles: 3, maxBytes: 2048 };
  const suite = useSeededApp({ make, skip }, { config: { uploadQuota: quota } });

  it.skipIf(skip)(
    'refuses a user’s upload past the count of unattached files, storing nothing',
    async () => {
      // The waiting-room display account, which holds no permission at all.
      const screen = await signIn(suite.app, 'waiting-screen@tena.demo');
      for (let i = 0; i < 3; i += 1)
        expect((await upload(suite.app, screen.headers, 10)).statusCode).toBe(201);
      const refused = await upload(suite.app, screen.headers, 10);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({
        status: 413,
        code: 'UPLOAD_QUOTA_EXCEEDED',
        message: `You already have 3 uploaded files that no record uses, the most allowed. ${QUOTA_HELP}`,
      });
      expect(await unattachedOf(suite.app, screen.user.id)).toHaveLength(3);
      // The quota is each user's own.
      const doctor = await signIn(suite.app, 'doctor@tena.demo');
      expect((await upload(suite.app, doctor.headers, 10)).statusCode).toBe(201);
    },
  );

  it.skipIf(skip)('counts bytes too, and a file a record takes no longer counts', async () => {
    const reception = await signIn(suite.app, 'reception@tena.demo');
    const filesBefore = await suite.app.database.db
      .selectFrom('stored_files')
      .select('filepath')
      .execute();
    expect((await upload(suite.app, reception.headers, 1500)).statusCode).toBe(201);
    const over = await upload(suite.app, reception.headers, 600);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      status: 413,
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: `This upload would bring your uploaded files that no record uses to more than 2 KB. ${QUOTA_HELP}`,
    });
    const filesAfter = await suite.app.database.db
      .selectFrom('stored_files')
      .select('filepath')
      .execute();
    expect(filesAfter).toHaveLength(filesBefore.length + 1);

    const photo = (await uploadPng(suite.app, reception.headers)).json();
    expect((await uploadPng(suite.app, reception.headers)).statusCode).toBe(201);
    expect((await uploadPng(suite.app, reception.headers)).json().code).toBe(
      'UPLOAD_QUOTA_EXCEEDED',
    );
    const patient = await suite.app.inject({
      method: 'POST',
      url: '/api/models/patient',
      headers: reception.headers,
      payload: patientBody({ photo }),
    });
    expect(patient.statusCode, patient.body).toBe(201);
    expect((await uploadPng(suite.app, reception.headers)).statusCode).toBe(201);
  });

  it.skipIf(skip)('lets only one of two uploads at once take the last place', async () => {
    const cashier = await signIn(suite.app, 'reception-cashier@tena.demo');
    for (let i = 0; i < 2; i += 1)
      expect((await upload(suite.app, cashier.headers, 10)).statusCode).toBe(201);
    const answers = await Promise.all([
      upload(suite.app, cashier.headers, 10),
      upload(suite.app, cashier.headers, 10),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    const rows = await unattachedOf(suite.app, cashier.user.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(onDisk(suite.app, row.filepath)).toBe(true);
  });
});

describe.each(dialectCases)('uploads no record took on $dialect', ({ make, skip }) => {
  let now = new Date('2026-11-24T08:00:00.000Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });

  it.skipIf(skip)(
    'are removed a day after upload; files records hold and newer ones stay',
    async () => {
      const reception = await signIn(suite.app, 'reception@tena.demo');
      const left = (await uploadPng(suite.app, reception.headers)).json();
      const taken = (await uploadPng(suite.app, reception.headers)).json();
      const patient = await suite.app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: reception.headers,
        payload: patientBody({ photo: taken }),
      });
      expect(patient.statusCode, patient.body).toBe(201);
      now = new Date(now.getTime() + 23 * HOUR);
      const doctor = await signIn(suite.app, 'doctor@tena.demo');
      const recent = (await upload(suite.app, doctor.headers, 10)).json();
      for (const file of [left, taken, recent]) expect(onDisk(suite.app, file.filepath)).toBe(true);

      const sweptAt = new Date(now.getTime() + HOUR + 60_000);
      expect(
        await sweepUnattachedUploads(suite.app.database.db, suite.app.uploads.dataDir, sweptAt),
      ).toBe(1);
      expect(onDisk(suite.app, left.filepath)).toBe(false);
      const rows = await suite.app.database.db
        .selectFrom('stored_files')
        .select('filepath')
        .execute();
      expect(rows.map((row) => row.filepath).sort()).toEqual(
        [taken.filepath, recent.filepath].sort(),
      );
      for (const file of [taken, recent]) expect(onDisk(suite.app, file.filepath)).toBe(true);
      // Taking the removed file now is refused like any unknown file.
      const late = await suite.app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: (await signIn(suite.app, 'reception@tena.demo')).headers,
        payload: patientBody({ photo: left }),
      });
      expect(late.statusCode).toBe(422);
    },
  );

  it.skipIf(skip)('are removed when the server starts, before it answers', async () => {
    const target = make();
    const app = await seededApp(target, { clock: () => now });
    try {
      const stale = new Date(now.getTime() - 25 * HOUR).toISOString();
      const folder = path.join(app.uploads.root, '2026', '11');
      mkdirSync(folder, { recursive: true });
      const rows = [
        { name: '0b6f1c5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.txt', model: null, record_id: null },
        { name: '1c7a2d6f-2e3b-4d4c-8f9a-8b7c6d5e4f3a.txt', model: 'patient', record_id: 1 },
      ];
      for (const row of rows) {
        writeFileSync(path.join(folder, row.name), 'x');
        await app.database.db
          .insertInto('stored_files')
          .values({
            filepath: `files/2026/11/${row.name}`,
            filename: 'old.txt',
            mimetype: 'text/plain',
            size: 1,
            uploaded_by: null,
            uploaded_at: stale,
            model: row.model,
            record_id: row.record_id,
          })
          .execute();
      }
      await app.ready();
      expect(onDisk(app, `files/2026/11/${rows[0]?.name}`)).toBe(false);
      expect(onDisk(app, `files/2026/11/${rows[1]?.name}`)).toBe(true);
      const left = await app.database.db.selectFrom('stored_files').select('filepath').execute();
      expect(left.map((row) => row.filepath)).toEqual([`files/2026/11/${rows[1]?.name}`]);
    } finally {
      await app.close();
      await target.dispose();
    }
  });
});
