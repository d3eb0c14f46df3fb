import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, projectRoot } from '../../src/server/config';
import { sweepPartialUploads } from '../../src/server/files/store';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { copyRegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid one-page PDF with a correct cross-reference table. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A multipart/form-data body with one file part. */
function multipart(filename: string, type: string, content: Buffer) {
  const boundary = `----tena${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a folder, relative, hidden ones included. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const LIMIT = 64 * 1024;

describe('TENA_MAX_UPLOAD_MB', () => {
  it('defaults to 25 MB and refuses nonsense', () => {
    expect(loadConfig({}).maxUploadMb).toBe(25);
    expect(loadConfig({ TENA_MAX_UPLOAD_MB: '100' }).maxUploadMb).toBe(100);
    for (const bad of ['0', 'abc', '-5', '99999'])
      expect(() => loadConfig({ TENA_MAX_UPLOAD_MB: bad })).toThrow(ConfigError);
  });
});

describe.each(dialectCases)('file uploads and downloads on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip }, { maxUploadBytes: LIMIT });
  let reception: Headers;
  let receptionId: number;
  let doctor: Headers;
  let manager: Headers;
  let hr: Headers;
  let admin: Headers;
  beforeAll(async () => {
    if (skip) return;
    const signedIn = await signIn(suite.app, 'reception@tena.demo');
    reception = signedIn.headers;
    receptionId = signedIn.user.id;
    doctor = (await signIn(suite.app, 'doctor@tena.demo')).headers;
    manager = (await signIn(suite.app, 'reception-manager@tena.demo')).headers;
    hr = (await signIn(suite.app, 'hr-manager@tena.demo')).headers;
    admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
  });

  const upload = (headers: Headers, filename: string, type: string, content: Buffer) => {
    const body = multipart(filename, type, content);
    return suite.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const download = (headers: Headers, filepath: string) =>
    suite.app.inject({ method: 'GET', url: `/api/${filepath}`, headers });

  it.skipIf(skip)(
    'stores a PNG and a PDF and answers {filename, filepath, mimetype, size}',
    async () => {
      const png = await upload(reception, 'scan.png', 'image/png', PNG);
      expect(png.statusCode).toBe(201);
      const stored = png.json();
      expect(Object.keys(stored).sort()).toEqual(['filename', 'filepath', 'mimetype', 'size']);
      expect(stored).toMatchObject({
        filename: 'scan.png',
        mimetype: 'image/png',
        size: PNG.length,
      });
      expect(stored.filepath).toMatch(
        /^files\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/,
      );
      const onDisk = path.join(suite.app.uploads.dataDir, stored.filepath);
      expect(readFileSync(onDisk)).toEqual(PNG);

      // The type comes from the content, not from what the browser said.
      const pdf = await upload(
        reception,
        'C:\\Users\\x\\lab report.pdf',
        'application/octet-stream',
        tinyPdf(),
      );
      expect(pdf.statusCode).toBe(201);
      expect(pdf.json()).toMatchObject({
        filename: 'lab report.pdf',
        mimetype: 'application/pdf',
        size: tinyPdf().length,
      });
      expect(pdf.json().filepath).toMatch(/\.pdf$/);

      const row = await suite.app.database.db
        .selectFrom('stored_files')
        .selectAll()
        .where('filepath', '=', stored.filepath)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        filename: 'scan.png',
        mimetype: 'image/png',
        size: PNG.length,
        uploaded_by: receptionId,
        model: null,
        record_id: null,
      });
    },
  );

  it.skipIf(skip)('needs a signed-in user', async () => {
    const response = await upload({}, 'scan.png', 'image/png', PNG);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it.skipIf(skip)('refuses a file whose content is not the image or PDF it claims', async () => {
    const before = filesUnder(suite.app.uploads.root);
    const text = Buffer.from('just some notes, not a picture\n');
    for (const [name, type] of [
      ['notes.png', 'image/png'],
      ['notes.png', 'application/octet-stream'],
      ['notes.txt', 'image/jpeg'],
      ['notes.pdf', 'application/pdf'],
    ] as const) {
      const response = await upload(reception, name, type, text);
      expect(response.statusCode, `${name} as ${type}`).toBe(415);
      expect(response.json().code).toBe('FILE_TYPE_MISMATCH');
    }
    // A PDF renamed .png is not an image either.
    const pdfAsPng = await upload(reception, 'x.png', 'image/png', tinyPdf());
    expect(pdfAsPng.json().code).toBe('FILE_TYPE_MISMATCH');
    expect(filesUnder(suite.app.uploads.root)).toEqual(before);
  });

  it.skipIf(skip)('refuses programs and scripts by content and by name', async () => {
    const before = filesUnder(suite.app.uploads.root);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), randomBytes(200)]);
    const mz = Buffer.concat([Buffer.from('MZ'), randomBytes(200)]);
    const cases: [string, string, Buffer][] = [
      ['tool', 'application/octet-stream', elf],
      ['report.pdf', 'application/pdf', mz],
      ['photo.png', 'image/png', mz],
      ['readme.txt', 'text/plain', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['setup.exe', 'application/octet-stream', Buffer.from('hello')],
      ['run.sh', 'text/plain', Buffer.from('echo hi')],
      ['app.js', 'text/plain', Buffer.from('alert(1)')],
      ['page.html', 'text/plain', Buffer.from('<script>alert(1)</script>')],
      ['notes.txt', 'application/javascript', Buffer.from('alert(1)')],
      ['index.phtml', 'text/plain', Buffer.from('<?php echo 1; ?>')],
      ['index.php5', 'text/plain', Buffer.from('<?php echo 1; ?>')],
      ['page.xht', 'text/plain', Buffer.from('<html/>')],
      ['page.shtml', 'text/plain', Buffer.from('<html/>')],
      ['saved.mhtml', 'text/plain', Buffer.from('MIME-Version: 1.0')],
      ['macro.vb', 'text/plain', Buffer.from('MsgBox 1')],
      ['console.msc', 'text/plain', Buffer.from('<MMC_ConsoleFile/>')],
    ];
    for (const [name, type, content] of cases) {
      const response = await upload(reception, name, type, content);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().code, name).toBe('FILE_TYPE_REFUSED');
    }
    expect(filesUnder(suite.app.uploads.root)).toEqual(before);
  });

  it.skipIf(skip)('refuses a file over the limit with 413 and leaves nothing on disk', async () => {
    const before = filesUnder(suite.app.uploads.root);
    const big = Buffer.concat([PNG, randomBytes(LIMIT)]);
    const response = await upload(reception, 'big.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 64 KB. Upload a smaller file.',
    });
    expect(filesUnder(suite.app.uploads.root)).toEqual(before);
    const count = await suite.app.database.db
      .selectFrom('stored_files')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('filename', '=', 'big.png')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([PNG, Buffer.alloc(LIMIT - PNG.length)]);
    const ok = await upload(reception, 'edge.png', 'image/png', atLimit);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().size).toBe(LIMIT);
  });

  it.skipIf(skip)('never serves anything outside the file store', async () => {
    writeFileSync(path.join(suite.app.uploads.dataDir, 'secret.txt'), 'TOP-SECRET-VALUE');
    const project = readFileSync(path.join(projectRoot, 'package.json'), 'utf8');
    const attempts = [
      '/api/files/../../package.json',
      '/api/files/..%2f..%2fpackage.json',
      '/api/files/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/files/%2e%2e/%2e%2e/package.json',
      '/api/files/..%5c..%5cpackage.json',
      '/api/files/..\\..\\package.json',
      '/api/files/..%2fsecret.txt',
      '/api/files/%2e%2e%2fsecret.txt',
      '/api/files/2026/11/..%2f..%2f..%2fsecret.txt',
      '/api/files/2026/11/%252e%252e%252f%252e%252e%252fsecret.txt',
      '/api/files/%2fetc%2fpasswd',
      '//api/files//etc/passwd',
      '/api/files/secret.txt%00.png',
      '/api/files/..%00/secret.txt',
    ];
    for (const url of attempts) {
      const response = await suite.app.inject({ method: 'GET', url, headers: reception });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('TOP-SECRET-VALUE');
      expect(response.body, url).not.toContain('"devDependencies"');
      expect(response.body).not.toBe(project);
    }
  });

  it.skipIf(skip)(
    'names the stored copy itself: no folder from the upload name, no unknown extension',
    async () => {
      const climbing = await upload(reception, '../../../etc/ሰነድ.png', 'image/png', PNG);
      expect(climbing.statusCode).toBe(201);
      expect(climbing.json().filename).toBe('ሰነድ.png');
      expect(climbing.json().filepath).toMatch(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
      const odd = await upload(
        reception,
        'notes.xyz',
        'application/octet-stream',
        Buffer.from('hi'),
      );
      expect(odd.statusCode).toBe(201);
      expect(odd.json()).toMatchObject({
        filename: 'notes.xyz',
        mimetype: 'application/octet-stream',
      });
      expect(odd.json().filepath).toMatch(/\/[0-9a-f-]{36}$/);
      const text = await upload(reception, 'notes.txt', 'text/plain', Buffer.from('hi'));
      expect(text.json().filepath).toMatch(/\.txt$/);
    },
  );

  it.skipIf(skip)('follows no link out of the store, file or folder', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'tena-outside-'));
    try {
      const stored = (await upload(reception, 'scan.png', 'image/png', PNG)).json();
      const absolute = path.join(suite.app.uploads.dataDir, stored.filepath);
      const folder = path.dirname(absolute);
      const name = path.basename(absolute);
      writeFileSync(path.join(outside, name), 'TOP-SECRET-VALUE');
      // The month's folder swapped for a link to a folder outside the store.
      renameSync(folder, `${folder}.real`);
      symlinkSync(outside, folder);
      try {
        const response = await download(reception, stored.filepath);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('TOP-SECRET-VALUE');
      } finally {
        rmSync(folder);
        renameSync(`${folder}.real`, folder);
      }
      // The file itself swapped for a link.
      renameSync(absolute, `${absolute}.real`);
      symlinkSync(path.join(outside, name), absolute);
      try {
        const response = await download(reception, stored.filepath);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('TOP-SECRET-VALUE');
      } finally {
        rmSync(absolute);
        renameSync(`${absolute}.real`, absolute);
      }
      expect((await download(reception, stored.filepath)).rawPayload).toEqual(PNG);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it.skipIf(skip)(
    'serves a file to its uploader before it is attached, and to nobody else',
    async () => {
      const stored = (await upload(reception, 'ሰነድ scan <1>.png', 'image/png', PNG)).json();
      const mine = await download(reception, stored.filepath);
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload).toEqual(PNG);
      expect(mine.headers['content-type']).toBe('image/png');
      expect(mine.headers['x-content-type-options']).toBe('nosniff');
      expect(mine.headers['content-disposition']).toBe(
        `attachment; filename="___ scan _1_.png"; filename*=UTF-8''${encodeURIComponent('ሰነድ scan _1_.png')}`,
      );
      const other = await download(doctor, stored.filepath);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('FORBIDDEN');
      const nobody = await download({}, stored.filepath);
      expect(nobody.statusCode).toBe(403);
      expect(nobody.json().code).toBe('TOKEN_EXPIRED');
      const unknown = await download(
        reception,
        stored.filepath.replace(/[0-9a-f]{8}-/, '00000000-'),
      );
      expect(unknown.statusCode).toBe(404);
    },
  );

  it.skipIf(skip)(
    'after a patient record holds the file, whoever may see the patient downloads it',
    async () => {
      const stored = (await upload(reception, 'Abebe passport photo.png', 'image/png', PNG)).json();
      const created = await suite.app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: reception,
        payload: patientBody({ photo: stored }),
      });
      expect(created.statusCode).toBe(201);
      const patient = created.json();
      expect(patient.photo).toMatchObject({ filepath: stored.filepath });
      const row = await suite.app.database.db
        .selectFrom('stored_files')
        .select(['model', 'record_id'])
        .where('filepath', '=', stored.filepath)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ model: 'patient', record_id: patient.id });

      const seen = await download(doctor, stored.filepath);
      expect(seen.statusCode).toBe(200);
      expect(seen.rawPayload).toEqual(PNG);
      expect(seen.headers['content-disposition']).toContain('filename="Abebe passport photo.png"');
      expect((await download(reception, stored.filepath)).statusCode).toBe(200);
      const refused = await download(hr, stored.filepath);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');

      // A deleted record shows its files to nobody.
      const removed = await suite.app.inject({
        method: 'DELETE',
        url: `/api/models/patient/${patient.id}`,
        headers: manager,
      });
      expect(removed.statusCode).toBe(200);
      expect((await download(doctor, stored.filepath)).statusCode).toBe(403);
      expect((await download(admin, stored.filepath)).statusCode).toBe(403);
    },
  );

  it.skipIf(skip)('attaches on update too', async () => {
    const patient = (
      await suite.app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: reception,
        payload: patientBody(),
      })
    ).json();
    const stored = (await upload(manager, 'id card.pdf', 'application/pdf', tinyPdf())).json();
    const updated = await suite.app.inject({
      method: 'PUT',
      url: `/api/models/patient/${patient.id}`,
      headers: manager,
      payload: { version: patient.version, photo: stored },
    });
    expect(updated.statusCode).toBe(200);
    const seen = await download(doctor, stored.filepath);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('application/pdf');
    // Saving the record again with the same file is fine.
    const again = await suite.app.inject({
      method: 'PUT',
      url: `/api/models/patient/${patient.id}`,
      headers: manager,
      payload: { version: updated.json().version, city: 'Yeka', photo: stored },
    });
    expect(again.statusCode).toBe(200);
  });

  it.skipIf(skip)(
    'refuses a file value that is not the writer’s own unattached upload',
    async () => {
      const create = (headers: Headers, photo: unknown) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/models/patient',
          headers,
          payload: patientBody({ photo }),
        });
      const expectRefused = async (response: Awaited<ReturnType<typeof create>>) => {
        expect(response.statusCode).toBe(422);
        expect(response.json().details).toEqual([
          { field: 'photo', message: 'Photo is not an uploaded file' },
        ]);
      };
      const total = async () =>
        (
          await suite.app.inject({ method: 'GET', url: '/api/models/patient', headers: doctor })
        ).json().total;
      const before = await total();
      // Never uploaded.
      await expectRefused(
        await create(reception, {
          filename: 'x.png',
          filepath: 'files/2026/01/00000000-0000-4000-8000-000000000000.png',
          mimetype: 'image/png',
        }),
      );
      await expectRefused(
        await create(reception, { filename: 'p', filepath: '../package.json', mimetype: 'x/y' }),
      );
      // Uploaded by someone else.
      const managers = (await upload(manager, 'm.png', 'image/png', PNG)).json();
      await expectRefused(await create(reception, managers));
      // Already held by another record.
      const own = (await upload(reception, 'o.png', 'image/png', PNG)).json();
      expect((await create(reception, own)).statusCode).toBe(201);
      await expectRefused(await create(reception, own));
      expect(await total()).toBe(before + 1);
      // The refused upload is still only its uploader's.
      expect((await download(reception, managers.filepath)).statusCode).toBe(403);
      expect((await download(manager, managers.filepath)).statusCode).toBe(200);
    },
  );
});

describe('partial uploads left by a stop', () => {
  it('are swept at start once they are an hour old; recent ones may still be arriving', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tena-sweep-'));
    try {
      const folder = path.join(root, '2026', '11');
      mkdirSync(folder, { recursive: true });
      const now = new Date('2026-11-24T12:00:00Z');
      const old = path.join(folder, '.0b6f1c5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.part');
      const fresh = path.join(folder, '.1c7a2d6f-2e3b-4d4c-8f9a-8b7c6d5e4f3a.part');
      const kept = path.join(folder, '0b6f1c5e-1d2a-4c3b-9e8f-7a6b5c4d3e2f.png');
      for (const file of [old, fresh, kept]) writeFileSync(file, 'x');
      const twoHoursAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);
      utimesSync(old, twoHoursAgo, twoHoursAgo);
      utimesSync(kept, twoHoursAgo, twoHoursAgo);
      utimesSync(fresh, now, now);
      expect(await sweepPartialUploads(root, now)).toBe(1);
      expect(filesUnder(root).sort()).toEqual(
        [path.relative(root, fresh), path.relative(root, kept)].sort(),
      );
      expect(await sweepPartialUploads(path.join(root, 'missing'), now)).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe.each(dialectCases)('files of personal records on $dialect', ({ make, skip }) => {
  // My Tasks with an attachment: the owner rule (assigned_to) must hold for its files too.
  const registry = copyRegistryDir();
  const tasks = JSON.parse(
    readFileSync(path.join(registry.root, 'schemas', 'myTasks.json'), 'utf8'),
  );
  tasks.fields.attachment = { type: 'file', label: 'Attachment', group: 'task' };
  registry.writeSchema('myTasks', tasks);
  const suite = useSeededApp({ make, skip }, () => ({
    registryDir: registry.root,
    registry: registry.load(),
  }));
  afterAll(() => registry.dispose());

  it.skipIf(skip)(
    'serves the file of a task to the person it is assigned to, not to other staff',
    async () => {
      const admin = (await signIn(suite.app, 'admin@tena.demo')).headers;
      const body = multipart('referral.png', 'image/png', PNG);
      const stored = (
        await suite.app.inject({
          method: 'POST',
          url: '/api/files',
          headers: { ...admin, ...body.headers },
          payload: body.payload,
        })
      ).json();
      const created = await suite.app.inject({
        method: 'POST',
        url: '/api/models/myTasks',
        headers: admin,
        payload: {
          title: 'Read the referral',
          assigned_to: 'doctor@tena.demo',
          priority: 'High',
          status: 'Open',
          attachment: stored,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const download = async (email: string) =>
        (
          await suite.app.inject({
            method: 'GET',
            url: `/api/${stored.filepath}`,
            headers: (await signIn(suite.app, email)).headers,
          })
        ).statusCode;
      expect(await download('doctor@tena.demo')).toBe(200);
      expect(await download('reception@tena.demo')).toBe(403);
      expect(await download('admin@tena.demo')).toBe(200);
    },
  );
});
