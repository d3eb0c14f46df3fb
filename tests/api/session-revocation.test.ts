import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessSessionEndings } from '../../src/server/auth/session-endings';
import { issueOneTimeToken } from '../../src/server/repositories/one-time-tokens';
import { refresh } from '../helpers/accounts';
import { buildTestApp, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { closed, connected, socketClients, tokenExpiry } from '../helpers/sockets';
import { fileUpload, workbook } from '../helpers/workbooks';

type Signed = Awaited<ReturnType<typeof signIn>>;

describe.each(dialectCases)(
  'every revocation closes the session’s connections on $dialect',
  ({ make, skip }) => {
    const suite = useSeededApp({ make, skip });
    let url = '';
    const clients = socketClients(() => url);
    let admin: Signed;
    beforeAll(async () => {
      if (skip) return;
      url = await suite.app.listen({ port: 0, host: '127.0.0.1' });
      admin = await signIn(suite.app, 'admin@tena.demo');
    });
    afterAll(() => clients.closeAll());

    /** A session of `email` with one open connection, and how that connection ended. */
    async function connectedSession(email: string, session?: Signed) {
      const signed = session ?? (await signIn(suite.app, email));
      const client = clients.open(signed.accessToken);
      await connected(client.socket);
      return { ...signed, ...client, ended: closed(client.socket) };
    }

    const asAdmin = (method: 'PUT' | 'DELETE', path: string, payload: unknown) =>
      suite.app.inject({ method, url: `/api${path}`, headers: admin.headers, payload } as never);

    it.skipIf(skip)(
      'an administrator’s password change closes them at once, so chat no longer reaches them',
      async () => {
        const nurse = await connectedSession('anesthesia-nurse@tena.demo');
        const doctor = await connectedSession('doctor@tena.demo');
        const changed = await asAdmin('PUT', '/users', {
          id: nurse.user.id,
          password: 'set-by-admin-1',
        });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(await nurse.ended).toBe('io server disconnect');

        const ack = await doctor.socket.emitWithAck('chat:send', {
          to: nurse.user.id,
          body: 'Still there?',
        });
        expect(ack.ok).toBe(true);
        await expect.poll(() => doctor.heardOf('chat:message').length).toBe(1);
        expect(nurse.heardOf('chat:message')).toEqual([]);
        expect(doctor.socket.connected).toBe(true);
      },
    );

    it.skipIf(skip)('deactivation and deletion by an administrator close them', async () => {
      const deactivated = await connectedSession('scrub-nurse@tena.demo');
      const deleted = await connectedSession('recovery-nurse@tena.demo');
      expect(
        (await asAdmin('PUT', '/users', { id: deactivated.user.id, active: false })).statusCode,
      ).toBe(200);
      expect(await deactivated.ended).toBe('io server disconnect');
      expect((await asAdmin('DELETE', '/users', [deleted.user.id])).statusCode).toBe(200);
      expect(await deleted.ended).toBe('io server disconnect');
    });

    it.skipIf(skip)('deactivation by a bulk-edit spreadsheet closes them', async () => {
      const liaison = await connectedSession('liaison@tena.demo');
      const upload = fileUpload(
        await workbook([
          ['email', 'active'],
          ['liaison@tena.demo', false],
        ]),
      );
      const response = await suite.app.inject({
        method: 'PUT',
        url: '/api/users/bulk_edit/excel',
        headers: { ...admin.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await liaison.ended).toBe('io server disconnect');
    });

    it.skipIf(skip)(
      'a password change from the profile closes the other sessions’ connections, not its own',
      async () => {
        const here = await connectedSession('service-user@tena.demo');
        const elsewhere = await connectedSession('service-user@tena.demo');
        const changed = await suite.app.inject({
          method: 'PUT',
          url: '/api/users/profile/update',
          headers: here.headers,
          payload: { current_password: 'demo-pass-1', password: 'my-own-new-pass' },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(await elsewhere.ended).toBe('io server disconnect');
        // This connection goes on: it still hears what is sent to it.
        const doctor = await connectedSession('doctor@tena.demo');
        await doctor.socket.emitWithAck('chat:send', { to: here.user.id, body: 'Noted' });
        await expect.poll(() => here.heardOf('chat:message').length).toBe(1);
        expect(here.socket.connected).toBe(true);
      },
    );

    it.skipIf(skip)('a password reset closes them', async () => {
      const manager = await connectedSession('store-manager@tena.demo');
      const token = await issueOneTimeToken(
        suite.app.database.db,
        manager.user.id,
        'reset',
        new Date(),
        60_000,
      );
      const reset = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset/confirm',
        payload: { token, password: 'reset-pass-1' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await manager.ended).toBe('io server disconnect');
    });

    it.skipIf(skip)('reuse of an old refresh token (a stolen copy) closes them', async () => {
      const user = await connectedSession('radiology-user@tena.demo');
      expect((await refresh(suite.app, user.refreshToken)).statusCode).toBe(200);
      expect((await refresh(suite.app, user.refreshToken)).statusCode).toBe(401);
      expect(await user.ended).toBe('io server disconnect');
    });

    it.skipIf(skip)(
      'a revocation on one server instance closes the connections another one holds',
      async () => {
        // Two instances over one database, sharing how they hear of endings (Redis in production).
        const endings = inProcessSessionEndings();
        const instance = async () =>
          buildTestApp(await suite.target.open(), undefined, { sessionEndings: endings });
        const first = await instance();
        const second = await instance();
        try {
          const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
          const onSecond = socketClients(() => secondUrl);
          const pharmacist = await signIn(first, 'pharmacist@tena.demo');
          const client = onSecond.open(pharmacist.accessToken);
          await connected(client.socket);
          const ended = closed(client.socket);
          const logout = await first.inject({
            method: 'DELETE',
            url: '/api/user/logout',
            headers: pharmacist.headers,
          });
          expect(logout.statusCode).toBe(200);
          expect(await ended).toBe('io server disconnect');
        } finally {
          await first.close();
          await second.close();
        }
      },
    );
  },
);

describe.each(dialectCases)(
  'connections checked again when their token would have expired on $dialect',
  ({ make, skip }) => {
    // The app's clock, held still by the test and moved on to a token's expiry.
    let frozenAt: number | undefined;
    const suite = useSeededApp({ make, skip }, { clock: () => new Date(frozenAt ?? Date.now()) });
    let url = '';
    const clients = socketClients(() => url);
    beforeAll(async () => {
      if (skip) return;
      url = await suite.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => clients.closeAll());

    it.skipIf(skip)(
      'closes one whose session ended unannounced, and lets a live one go on with its role as it is now',
      async () => {
        frozenAt = Date.now();
        const admin = await signIn(suite.app, 'admin@tena.demo');
        const cashier = await signIn(suite.app, 'lab-cashier@tena.demo');
        const screen = await signIn(suite.app, 'waiting-screen@tena.demo');
        const expiry = tokenExpiry(cashier.accessToken);
        frozenAt = expiry - 1;
        const revoked = clients.open(cashier.accessToken);
        await connected(revoked.socket);
        const ended = closed(revoked.socket);
        const display = clients.open(screen.accessToken);
        await connected(display.socket);
        // Ended behind the server's back (say, by an instance it shares no bus with).
        await suite.app.database.db
          .updateTable('sessions')
          .set({ revoked_at: new Date(frozenAt).toISOString(), revoke_reason: 'test' })
          .where('user_id', '=', cashier.user.id)
          .execute();
        // The display's account becomes a doctor's, who may read chat and so the online list.
        const promoted = await suite.app.inject({
          method: 'PUT',
          url: '/api/users',
          headers: admin.headers,
          payload: { id: screen.user.id, role: 'Doctor' },
        });
        expect(promoted.statusCode, promoted.body).toBe(200);
        // Answered after anything sent before it: the display has not heard the list so far.
        await display.socket.emitWithAck('chat:send', { to: admin.user.id, body: 'hello' });
        expect(display.heardOf('onlineUsers')).toEqual([]);

        frozenAt = expiry;
        expect(await ended).toBe('io server disconnect');
        await expect.poll(() => display.heardOf('onlineUsers').length).toBeGreaterThan(0);
        expect(display.socket.connected).toBe(true);
      },
    );
  },
);
