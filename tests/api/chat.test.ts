import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAck, ChatMessage } from '../../src/engine/wire/chat';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Signed = Awaited<ReturnType<typeof signIn>>;

describe.each(dialectCases)('chat (spec 2.1, 7) on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let url: string;
  let doctor: Signed;
  let nurse: Signed;
  let reception: Signed;
  let screen: Signed;
  const open: Socket[] = [];

  beforeAll(async () => {
    if (skip) return;
    url = await suite.app.listen({ port: 0, host: '127.0.0.1' });
    doctor = await signIn(suite.app, 'doctor@tena.demo');
    nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
    reception = await signIn(suite.app, 'reception@tena.demo');
    // The waiting-room display holds no Chat permission.
    screen = await signIn(suite.app, 'waiting-screen@tena.demo');
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
  });

  /** A connected client with every `chat:message` it heard. */
  async function client(who: Signed) {
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: who.accessToken },
      forceNew: true,
    });
    open.push(socket);
    const heard: ChatMessage[] = [];
    socket.on('chat:message', (message: ChatMessage) => heard.push(message));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const send = (payload: unknown) => socket.emitWithAck('chat:send', payload) as Promise<ChatAck>;
    return { socket, heard, send };
  }

  const history = (who: Signed, query: string) =>
    suite.app.inject({ method: 'GET', url: `/api/chat/messages?${query}`, headers: who.headers });

  it.skipIf(skip)('delivers a message to the sender and the recipient only', async () => {
    const fromDoctor = await client(doctor);
    const doctorTab = await client(doctor);
    const toNurse = await client(nurse);
    const bystander = await client(reception);
    const ack = await fromDoctor.send({ to: nurse.user.id, body: '  Bed 4 needs a check  ' });
    expect(ack.ok).toBe(true);
    const message = (ack as { message: ChatMessage }).message;
    expect(message).toMatchObject({
      sender_id: doctor.user.id,
      recipient_id: nurse.user.id,
      body: 'Bed 4 needs a check',
    });
    await expect.poll(() => toNurse.heard).toEqual([message]);
    await expect.poll(() => doctorTab.heard).toEqual([message]);
    expect(fromDoctor.heard).toEqual([message]);
    // The nurse answers; the third person heard neither.
    const answer = await toNurse.send({ to: doctor.user.id, body: 'On my way' });
    expect(answer.ok).toBe(true);
    await expect
      .poll(() => fromDoctor.heard.map((m) => m.body))
      .toEqual(['Bed 4 needs a check', 'On my way']);
    expect(bystander.heard).toEqual([]);
  });

  it.skipIf(skip)('lists a conversation to its two people only, in order, in pages', async () => {
    const fromDoctor = await client(doctor);
    for (const body of ['one', 'two', 'three'])
      expect((await fromDoctor.send({ to: reception.user.id, body })).ok).toBe(true);
    const mine = await history(doctor, `with=${reception.user.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().rows.map((m: ChatMessage) => m.body)).toEqual(['one', 'two', 'three']);
    const theirs = await history(reception, `with=${doctor.user.id}`);
    expect(theirs.json().rows).toEqual(mine.json().rows);
    // The nurse's conversation with the doctor holds none of these.
    const nurseView = await history(nurse, `with=${doctor.user.id}`);
    expect(nurseView.json().rows.map((m: ChatMessage) => m.body)).not.toContain('two');
    const third = mine.json().rows[2] as ChatMessage;
    const older = await history(doctor, `with=${reception.user.id}&before=${third.id}&limit=1`);
    expect(older.json().rows.map((m: ChatMessage) => m.body)).toEqual(['two']);
  });

  it.skipIf(skip)('refuses bad messages, naming the field', async () => {
    const fromDoctor = await client(doctor);
    const cases: [unknown, string][] = [
      ['hello', ''],
      [{ body: 'hi' }, 'to'],
      [{ to: 'nurse', body: 'hi' }, 'to'],
      [{ to: nurse.user.id, body: '   ' }, 'body'],
      [{ to: nurse.user.id, body: 'x'.repeat(2001) }, 'body'],
      [{ to: doctor.user.id, body: 'note to self' }, 'to'],
      [{ to: 999_999, body: 'anyone?' }, 'to'],
      [{ to: screen.user.id, body: 'the screen cannot read chat' }, 'to'],
    ];
    for (const [payload, field] of cases) {
      const ack = await fromDoctor.send(payload);
      expect(ack.ok, JSON.stringify(payload)).toBe(false);
      if (ack.ok) continue;
      expect(ack.error.status).toBe(422);
      expect(ack.error.details).toEqual([{ field, message: ack.error.message }]);
    }
    expect(fromDoctor.heard).toEqual([]);
  });

  it.skipIf(skip)('needs the Chat permission to send, list people or read history', async () => {
    const display = await client(screen);
    const ack = await display.send({ to: doctor.user.id, body: 'hello' });
    expect(ack.ok ? 'sent' : ack.error.code).toBe('FORBIDDEN');
    expect((await history(screen, `with=${doctor.user.id}`)).statusCode).toBe(403);
    const contacts = (who?: Signed) =>
      suite.app.inject({ method: 'GET', url: '/api/chat/contacts', headers: who?.headers ?? {} });
    expect((await contacts(screen)).statusCode).toBe(403);
    expect((await contacts()).statusCode).toBe(403);
    const people = (await contacts(doctor)).json().rows as { id: number; name: string }[];
    const ids = people.map((person) => person.id);
    expect(ids).toEqual(expect.arrayContaining([doctor.user.id, nurse.user.id]));
    expect(ids).not.toContain(screen.user.id);
    expect(people.find((p) => p.id === nurse.user.id)?.name).toBe('Triage Nurse Demo');
  });

  it.skipIf(skip)('refuses a history query without a valid person, naming the field', async () => {
    for (const query of ['', 'with=abc', 'with=0', 'with=1&limit=500', 'with=1&extra=1']) {
      const response = await history(doctor, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].field ?? response.json().message).toMatch(
        /with|limit|extra|must NOT have additional/,
      );
    }
  });

  it.skipIf(skip)('stops a connection whose session was revoked from sending', async () => {
    const late = await signIn(suite.app, 'reception@tena.demo');
    const live = await client(late);
    expect((await live.send({ to: nurse.user.id, body: 'before' })).ok).toBe(true);
    // Revoked behind the connection's back (another device signed every session out).
    await suite.app.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoke_reason: 'test' })
      .where('user_id', '=', late.user.id)
      .execute();
    const ack = await live.send({ to: nurse.user.id, body: 'after' });
    expect(ack.ok ? 'sent' : ack.error.code).toBe('FORBIDDEN');
    const rows = (await history(nurse, `with=${late.user.id}`)).json().rows as ChatMessage[];
    expect(rows.map((m) => m.body)).toEqual(['before']);
  });
});
