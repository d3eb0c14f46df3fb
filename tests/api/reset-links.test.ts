import { beforeAll, describe, expect, it } from 'vitest';
import { outboxText, tryLogin } from '../helpers/accounts';
import { signIn, TEST_PASSWORD, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { linkToken } from '../helpers/smtp';

const INVALID_LINK = {
  status: 400,
  code: 'INVALID_LINK',
  message: 'This link is invalid, expired or already used. Ask for a new one.',
};

type Signed = Awaited<ReturnType<typeof signIn>>;

describe.each(dialectCases)(
  'outstanding reset links end with a password change on $dialect',
  ({ make, skip }) => {
    // No SMTP: the links are read from the outbox.
    const suite = useSeededApp({ make, skip });
    let admin: Signed;
    beforeAll(async () => {
      if (skip) return;
      admin = await signIn(suite.app, 'admin@tena.demo');
    });

    /** Asks for a reset link for `email` and answers its token. */
    async function resetLink(email: string) {
      const asked = await suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { email },
      });
      expect(asked.statusCode).toBe(202);
      return linkToken(await outboxText(suite.app, admin.headers, email), '/auth/reset');
    }
    const confirm = (token: string, password: string) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/auth/reset/confirm',
        payload: { token, password },
      });

    it.skipIf(skip)('using the newer of two links ends the older one', async () => {
      const email = 'radiologist@tena.demo';
      const older = await resetLink(email);
      const newer = await resetLink(email);
      expect(newer).not.toBe(older);
      expect((await confirm(newer, 'newer-link-pass')).statusCode).toBe(200);
      const late = await confirm(older, 'older-link-pass');
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(INVALID_LINK);
      expect((await tryLogin(suite.app, email, 'older-link-pass')).statusCode).toBe(401);
      expect((await signIn(suite.app, email, 'newer-link-pass')).user.email).toBe(email);
    });

    it.skipIf(skip)('a password change from the profile ends every link still unused', async () => {
      const email = 'hr-manager@tena.demo';
      const pending = await resetLink(email);
      const session = await signIn(suite.app, email);
      const changed = await suite.app.inject({
        method: 'PUT',
        url: '/api/users/profile/update',
        headers: session.headers,
        payload: { current_password: TEST_PASSWORD, password: 'profile-pass-1' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await confirm(pending, 'link-pass-1')).json()).toEqual(INVALID_LINK);
      expect((await signIn(suite.app, email, 'profile-pass-1')).user.email).toBe(email);
    });

    it.skipIf(skip)('an administrator’s password change ends them too', async () => {
      const email = 'accountant@tena.demo';
      const pending = await resetLink(email);
      const user = await signIn(suite.app, email);
      const changed = await suite.app.inject({
        method: 'PUT',
        url: '/api/users',
        headers: admin.headers,
        payload: { id: user.user.id, password: 'admin-set-pass' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await confirm(pending, 'link-pass-2')).json()).toEqual(INVALID_LINK);
      expect((await signIn(suite.app, email, 'admin-set-pass')).user.email).toBe(email);
    });
  },
);
