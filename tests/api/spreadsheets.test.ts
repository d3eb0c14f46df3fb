import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { multipart, workbook, XLSX } from '../helpers/workbooks';

const URL = '/api/users/bulk_edit/excel';
const fileUpload = (content: Buffer, filename = 'users.xlsx', type = XLSX) =>
  multipart([{ name: 'file', content, filename, type }]);

/** A small deterministic generator, so a failing fuzz case can be replayed. */
function randomBytes(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256)));
}

describe.each(dialectCases)('spreadsheet bulk edit of users on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
  });

  const upload = (body: { payload: Buffer; headers: Record<string, string> }, headers = {}) =>
    suite.app.inject({
      method: 'PUT',
      url: URL,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers, ...headers },
    });
  const userRow = (email: string) =>
    suite.app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  const snapshot = () =>
    suite.app.database.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'permissions', 'active'])
      .orderBy('id')
      .execute();

  it.skipIf(skip)(
    'updates users by id or email and logs one activity per changed user',
    async () => {
      const doctor = await userRow('doctor@tena.demo');
      const nurse = await userRow('triage-nurse@tena.demo');
      const file = await workbook([
        [' ID ', 'Email', 'First name', 'Last Name', 'phone', 'Role', 'Active', 'Permissions'],
        [
          doctor.id,
          'Doctor.New@Tena.Demo',
          'Dawit',
          'Bekele',
          '0911223344',
          'Senior Doctor',
          'yes',
          'Email, Chat',
        ],
        // Excel turns typed emails into links; the cell's text is what counts.
        [
          null,
          { text: 'triage-nurse@tena.demo', hyperlink: 'mailto:triage-nurse@tena.demo' },
          { richText: [{ text: 'Tig' }, { font: { bold: true }, text: 'ist' }] },
          null,
          null,
          null,
          'No',
          null,
        ],
        [null, 'reception@tena.demo', 'Reception', 'Demo', null, null, true, null],
      ]);
      const response = await upload(fileUpload(file));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        updated: 2,
        rows: [
          {
            row: 2,
            id: Number(doctor.id),
            email: 'doctor.new@tena.demo',
            // Active was already yes, so it is not a change.
            fields: ['first_name', 'last_name', 'role', 'phone', 'email', 'permissions'],
          },
          {
            row: 3,
            id: Number(nurse.id),
            email: 'triage-nurse@tena.demo',
            fields: ['first_name', 'active'],
          },
          { row: 4, id: expect.any(Number), email: 'reception@tena.demo', fields: [] },
        ],
      });
      const edited = await suite.app.inject({
        method: 'GET',
        url: `/api/users/${doctor.id}`,
        headers: admin.headers,
      });
      expect(edited.json()).toMatchObject({
        first_name: 'Dawit',
        last_name: 'Bekele',
        email: 'doctor.new@tena.demo',
        phone: '0911223344',
        role: 'Senior Doctor',
        permissions: ['Email', 'Chat'],
        active: true,
      });
      expect((await userRow('triage-nurse@tena.demo')).active).toBe(0);
      const log = await suite.app.inject({
        method: 'GET',
        url: '/api/activities?entity=users&action=update',
        headers: admin.headers,
      });
      const bulk = log
        .json()
        .rows.filter(
          (row: { details: { source?: string } }) => row.details?.source === 'bulk_edit',
        );
      expect(bulk).toHaveLength(2);
      expect(bulk.map((row: { target_id: string }) => Number(row.target_id)).sort()).toEqual(
        [Number(doctor.id), Number(nurse.id)].sort(),
      );
      expect(bulk[0].user_email).toBe('admin@tena.demo');
    },
  );

  it.skipIf(skip)('takes the workbook as a raw .xlsx body too', async () => {
    const lab = await userRow('lab-user@tena.demo');
    const file = await workbook([
      ['email', 'department', 'branch'],
      [lab.email, 'Laboratory', 'Main'],
    ]);
    const response = await upload({ payload: file, headers: { 'content-type': XLSX } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().updated).toBe(1);
    const after = await userRow('lab-user@tena.demo');
    expect([after.department, after.branch]).toEqual(['Laboratory', 'Main']);
  });

  it.skipIf(skip)('changes nothing when one row is bad and lists every problem', async () => {
    const pharmacist = await userRow('pharmacist@tena.demo');
    const cashier = await userRow('cashier-manager@tena.demo');
    const before = await snapshot();
    const file = await workbook([
      ['id', 'email', 'first_name', 'phone', 'role', 'active', 'permissions'],
      [pharmacist.id, null, 'Changed', null, null, null, null],
      [cashier.id, 'not-an-email', null, '12', null, null, null],
      [null, 'radiologist@tena.demo', null, null, 'Astronaut', 'maybe', 'Email, Fly'],
      [999999, null, 'Ghost', null, null, null, null],
      [null, 'pharmacist@tena.demo', 'Twice', null, null, null, null],
      [null, 'nobody@tena.demo', null, null, null, null, null],
      [null, null, 'No one', null, null, null, null],
      [
        (await userRow('radiology-user@tena.demo')).id,
        'reception@tena.demo',
        null,
        null,
        null,
        null,
        null,
      ],
    ]);
    const response = await upload(fileUpload(file));
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.code).toBe('SPREADSHEET_INVALID');
    expect(body.details).toEqual([
      { row: 3, column: 'email', message: 'Valid email is required' },
      { row: 3, column: 'phone', message: 'Valid phone number is required' },
      { row: 4, column: 'role', message: 'Unknown role "Astronaut"' },
      { row: 4, column: 'active', message: 'Active must be yes, no, true, false, 1 or 0' },
      { row: 4, column: 'permissions', message: 'Unknown permission "Fly"' },
      { row: 5, column: 'id', message: 'No user with id 999999' },
      { row: 6, column: 'email', message: 'This user is already edited on row 2' },
      { row: 7, column: 'email', message: 'No user with email nobody@tena.demo' },
      { row: 8, column: 'id', message: 'Give the id or the email of the user to edit' },
      { row: 9, column: 'email', message: 'Another account already uses this email' },
    ]);
    expect(body.message).toMatch(
      /^10 problems: row 3, email: Valid email is required; row 3, phone: Valid phone number is required; /,
    );
    expect(body.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it.skipIf(skip)('refuses two rows giving the same new email', async () => {
    const a = await userRow('store-manager@tena.demo');
    const b = await userRow('accountant@tena.demo');
    const file = await workbook([
      ['id', 'email'],
      [a.id, 'shared@tena.demo'],
      [b.id, 'shared@tena.demo'],
    ]);
    const response = await upload(fileUpload(file));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { row: 3, column: 'email', message: 'Row 2 already gives this email to another account' },
    ]);
    expect((await userRow('store-manager@tena.demo')).email).toBe('store-manager@tena.demo');
  });

  it.skipIf(skip)('refuses unknown headers and lists them', async () => {
    const file = await workbook([
      ['email', 'Nickname', 'first_name', 'Password'],
      ['doctor.new@tena.demo', 'Doc', 'X', 'secret'],
    ]);
    const response = await upload(fileUpload(file));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('INVALID_HEADERS');
    expect(body.details).toEqual([
      { row: 1, column: 'Nickname', message: 'Unknown column "Nickname"' },
      { row: 1, column: 'Password', message: 'Unknown column "Password"' },
    ]);
    expect(body.message).toContain('Unknown column "Nickname"');
    expect(body.message).toContain('Allowed columns: id, email, first_name');
    const noKey = await upload(fileUpload(await workbook([['first_name'], ['Solo']])));
    expect(noKey.json().details[0].message).toBe(
      'Add an id or email column to say which user each row edits',
    );
  });

  it.skipIf(skip)('answers 415 to files that are not .xlsx workbooks', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const zipNotWorkbook = Buffer.from(
      'UEsDBAoAAAAAAAAAIQAAAAAAAAAAAAAAAAAFAAAAYS50eHRQSwECFAAKAAAAAAAAACEAAAAAAAAAAAAAAAAABQAAAAAAAAAAAAAAAAAAAAAAYS50eHRQSwUGAAAAAAEAAQAzAAAAIwAAAAAA',
      'base64',
    );
    for (const body of [
      fileUpload(png, 'photo.png', 'image/png'),
      fileUpload(Buffer.from('id,email\n1,a@b.c\n'), 'users.csv', 'text/csv'),
      fileUpload(zipNotWorkbook, 'archive.zip', 'application/zip'),
      { payload: png, headers: { 'content-type': 'image/png' } },
      { payload: Buffer.from('hello'), headers: { 'content-type': 'text/plain' } },
      { payload: Buffer.from('{"rows":[]}'), headers: { 'content-type': 'application/json' } },
    ]) {
      const response = await upload(body);
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().code).toBe('NOT_A_SPREADSHEET');
    }
  });

  it.skipIf(skip)('answers 422 EMPTY_SPREADSHEET to an empty sheet or headers only', async () => {
    for (const rows of [[], [['id', 'email']], [['id', 'email'], [], [null, '  ']]]) {
      const response = await upload(fileUpload(await workbook(rows)));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().code).toBe('EMPTY_SPREADSHEET');
    }
    const noSheets = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    expect((await upload(fileUpload(noSheets))).json().code).toBe('EMPTY_SPREADSHEET');
  });

  it.skipIf(skip)('answers 413 FILE_TOO_LARGE above 5 MB, 400 without a file', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x50);
    for (const body of [fileUpload(big), { payload: big, headers: { 'content-type': XLSX } }]) {
      const response = await upload(body);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        status: 413,
        code: 'FILE_TOO_LARGE',
        message: 'The file is larger than 5 MB. Split it into smaller files.',
      });
    }
    const file = await workbook([['email'], ['doctor.new@tena.demo']]);
    // A small zip whose directory claims entries that unpack to 200 MB (a "zip bomb").
    const bomb = Buffer.from(file);
    const entry = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(200 * 1024 * 1024, entry + 24);
    const inflated = await upload(fileUpload(bomb));
    expect(inflated.statusCode).toBe(413);
    expect(inflated.json().code).toBe('FILE_TOO_LARGE');
    const missing = [
      multipart([{ name: 'note', content: 'no file here' }]),
      multipart([{ name: 'upload', content: file, filename: 'users.xlsx', type: XLSX }]),
      { payload: Buffer.alloc(0), headers: { 'content-type': XLSX } },
    ];
    for (const body of missing) {
      const response = await upload(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('MISSING_FILE');
    }
    const none = await suite.app.inject({ method: 'PUT', url: URL, headers: admin.headers });
    expect(none.statusCode).toBe(400);
  });

  it.skipIf(skip)('needs Edit Users: 403 for others, before the body is read', async () => {
    const reception = await signIn(suite.app, 'reception@tena.demo');
    const file = await workbook([
      ['email', 'first_name'],
      ['reception@tena.demo', 'Boss'],
    ]);
    const refused = await upload(fileUpload(file), reception.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'You do not have permission to edit users.',
    });
    const anonymous = await suite.app.inject({ method: 'PUT', url: URL, ...fileUpload(file) });
    expect(anonymous.json().code).toBe('TOKEN_EXPIRED');
    expect((await userRow('reception@tena.demo')).first_name).toBe('Reception');
  });

  it.skipIf(skip)(
    'never answers 5xx to garbage, truncated workbooks or broken multipart',
    async () => {
      const bytes = randomBytes(20240611);
      const valid = await workbook([
        ['email', 'first_name'],
        ['reception@tena.demo', 'Reception'],
      ]);
      const bodies: { payload: Buffer; headers: Record<string, string> }[] = [];
      for (let i = 0; i < 50; i += 1) {
        const noise = bytes(1 + ((i * 997) % 4000));
        // Half start like a zip, so they get past the signature check.
        const content = i % 2 === 0 ? Buffer.concat([Buffer.from('PK\x03\x04'), noise]) : noise;
        bodies.push(
          i % 3 === 0
            ? { payload: content, headers: { 'content-type': XLSX } }
            : fileUpload(content),
        );
      }
      for (let cut = 1; cut < valid.length; cut += Math.ceil(valid.length / 25)) {
        bodies.push(fileUpload(valid.subarray(0, cut)));
      }
      // A complete zip with one entry flipped: the directory reads, the contents do not.
      const corrupt = Buffer.from(valid);
      for (let i = 200; i < 260; i += 1) corrupt[i] = (corrupt[i] ?? 0) ^ 0xff;
      bodies.push(fileUpload(corrupt));
      const whole = fileUpload(valid);
      bodies.push({ payload: whole.payload.subarray(0, 300), headers: whole.headers });
      bodies.push({ payload: bytes(500), headers: whole.headers });
      bodies.push({ payload: bytes(500), headers: { 'content-type': 'multipart/form-data' } });
      bodies.push(
        multipart([
          { name: 'file', content: bytes(100), filename: 'a.xlsx', type: XLSX },
          { name: 'file', content: valid, filename: 'b.xlsx', type: XLSX },
        ]),
      );
      for (const body of bodies) {
        const response = await upload(body);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json().code).toEqual(expect.any(String));
      }
      expect((await userRow('reception@tena.demo')).first_name).toBe('Reception');
    },
  );
});
