import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxText } from '../helpers/accounts';
import { seededApp, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp';

type Signed = Awaited<ReturnType<typeof signIn>>;

const letter = {
  to: 'Lab.Partner@Example.org',
  subject: 'Results for referral 118',
  text: 'Dear colleague,\nthe results are attached to the referral.\nÁbebe',
};

describe.each(dialectCases)('the Email page API on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let smtp: SmtpCatcher;
  let admin: Signed;
  let doctor: Signed;

  beforeAll(async () => {
    if (skip) return;
    admin = await signIn(suite.app, 'admin@tena.demo');
    doctor = await signIn(suite.app, 'doctor@tena.demo');
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  /** A second seeded app that sends through the SMTP catcher. */
  const smtpSuite = useSeededApp({ make, skip }, () => ({ config: { smtpUrl: smtp.url } }));

  const send = (on: FastifyInstance, who: Signed | undefined, payload: unknown) =>
    on.inject({
      method: 'POST',
      url: '/api/email',
      headers: who?.headers ?? {},
      payload: payload as object,
    });
  const list = (on: FastifyInstance, who: Signed) =>
    on.inject({ method: 'GET', url: '/api/email', headers: who.headers });

  it.skipIf(skip)('sends through the mailer and lists the email for its writer only', async () => {
    const response = await send(suite.app, doctor, letter);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      to_address: 'lab.partner@example.org',
      subject: letter.subject,
      text_body: letter.text,
      transport: 'outbox',
      delivered: true,
    });
    // No SMTP server configured: the message waits in the outbox, whole.
    expect(await outboxText(suite.app, admin.headers, 'lab.partner@example.org')).toBe(letter.text);
    const mine = await list(suite.app, doctor);
    expect(mine.json().rows.map((row: { id: number }) => row.id)).toEqual([response.json().id]);
    expect(mine.json().total).toBe(1);
    expect((await list(suite.app, admin)).json().rows).toEqual([]);
  });

  it.skipIf(skip)('reaches an SMTP server, replies going to the writer', async () => {
    const signed = await signIn(smtpSuite.app, 'doctor@tena.demo');
    const response = await send(smtpSuite.app, signed, { ...letter, subject: 'Over SMTP' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ transport: 'smtp', delivered: true });
    const mail = await smtp.waitFor((m) => m.subject === 'Over SMTP');
    expect(mail.to).toEqual(['lab.partner@example.org']);
    expect(mail.headers['reply-to']).toBe('doctor@tena.demo');
    expect(mail.from).toContain('no-reply@tena.test');
    expect(mail.text).toBe(letter.text);
  });

  it.skipIf(skip)(
    'says so, and lists it as not delivered, when the mail server refuses',
    async () => {
      // A second app over the same database (seeding finds it seeded); its mailer points nowhere.
      const broken = await seededApp(suite.target, { config: { smtpUrl: 'smtp://127.0.0.1:1' } });
      try {
        const signed = await signIn(broken, 'doctor@tena.demo');
        const response = await send(broken, signed, { ...letter, subject: 'Nobody listens' });
        expect(response.statusCode).toBe(502);
        expect(response.json().code).toBe('EMAIL_NOT_SENT');
        const rows = (await list(broken, signed)).json().rows as {
          subject: string;
          delivered: boolean;
        }[];
        expect(rows.find((row) => row.subject === 'Nobody listens')?.delivered).toBe(false);
      } finally {
        await broken.close();
      }
    },
  );

  it.skipIf(skip)('refuses bad input, naming the field', async () => {
    const before = (await list(suite.app, doctor)).json().total as number;
    const cases: [unknown, number, string][] = [
      [{ subject: 's', text: 't' }, 400, 'to'],
      [{ ...letter, to: 'not an address' }, 400, 'to'],
      [{ ...letter, subject: '' }, 400, 'subject'],
      [{ ...letter, subject: '   ' }, 422, 'subject'],
      [{ ...letter, text: ' \n ' }, 422, 'text'],
      [{ ...letter, subject: 'x'.repeat(201) }, 400, 'subject'],
      [{ ...letter, text: 42 }, 400, 'text'],
      [{ ...letter, cc: 'someone@example.org' }, 400, 'cc'],
    ];
    for (const [payload, status, field] of cases) {
      const response = await send(suite.app, doctor, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toContain(field);
    }
    expect((await list(suite.app, doctor)).json().total).toBe(before);
  });

  it.skipIf(skip)('needs the Email permission', async () => {
    const screen = await signIn(suite.app, 'waiting-screen@tena.demo');
    expect((await send(suite.app, screen, letter)).statusCode).toBe(403);
    expect((await list(suite.app, screen)).statusCode).toBe(403);
    expect((await send(suite.app, undefined, letter)).statusCode).toBe(403);
  });
});
