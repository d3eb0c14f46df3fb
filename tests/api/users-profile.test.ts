import { describe, expect, it } from 'vitest';
import { expectNoSecrets, refresh, tryLogin } from '../helpers/accounts';
import { signIn, TEST_PASSWORD, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Session = Awaited<ReturnType<typeof signIn>>;

const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

describe.each(dialectCases)('users: own profile on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });

  const update = (session: Session, payload: object) =>
    suite.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update',
      headers: session.headers,
      payload,
    });

  it.skipIf(skip)('changes own names, phone and avatar only', async () => {
    const nurse = await signIn(suite.app, 'triage-nurse@tena.demo');
    const response = await update(nurse, {
      first_name: 'Meron',
      last_name: 'Alemu',
      phone: '0911555666',
      avatar: AVATAR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: nurse.user.id,
      first_name: 'Meron',
      last_name: 'Alemu',
      phone: '0911555666',
      avatar: AVATAR,
      role: 'Triage Nurse',
    });
    expectNoSecrets(response.body);
    const avatarOnly = await update(nurse, { avatar: null });
    expect(avatarOnly.statusCode).toBe(200);
    expect(avatarOnly.json()).toMatchObject({ first_name: 'Meron', avatar: null });
    const phoneOnly = await update(nurse, { phone: '0911777888' });
    expect(phoneOnly.statusCode).toBe(200);
    expect(phoneOnly.json()).toMatchObject({ last_name: 'Alemu', phone: '0911777888' });

    for (const field of ['role', 'permissions', 'email', 'active']) {
      const refused = await update(nurse, { [field]: field === 'active' ? false : 'Preferences' });
      expect(refused.statusCode).toBe(400);
    }
    const own = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${nurse.user.id}`,
      headers: nurse.headers,
    });
    expect(own.json()).toMatchObject({ role: 'Triage Nurse', email: 'triage-nurse@tena.demo' });
    const log = await suite.app.inject({
      method: 'GET',
      url: '/api/activities?action=update',
      headers: nurse.headers,
    });
    expect(log.json().rows[0].details).toEqual({ fields: ['phone'], profile: true });
  });

  it.skipIf(skip)('refuses bad profile values with 422 details', async () => {
    const nurse = await signIn(suite.app, 'emergency-nurse@tena.demo');
    const blank = await update(nurse, { first_name: ' ', phone: '123' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().details).toEqual([
      { field: 'first_name', message: 'First name is required' },
      { field: 'phone', message: 'Valid phone number is required' },
    ]);
    const image = await update(nurse, { avatar: 'data:text/html;base64,PHNjcmlwdD4=' });
    expect(image.statusCode).toBe(422);
    expect(image.json()).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Avatar must be a PNG, JPEG, WebP or GIF image',
      details: [{ field: 'avatar', message: 'Avatar must be a PNG, JPEG, WebP or GIF image' }],
    });
    expect((await update(nurse, { avatar: 42 })).statusCode).toBe(400);
    const unchanged = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${nurse.user.id}`,
      headers: nurse.headers,
    });
    expect(unchanged.json()).toMatchObject({ first_name: 'Emergency Nurse', avatar: null });
  });

  it.skipIf(skip)('changes the password only with the right current password', async () => {
    const email = 'recovery-nurse@tena.demo';
    const here = await signIn(suite.app, email);
    const elsewhere = await signIn(suite.app, email);
    const wrong = await update(here, { password: 'next-pass-1', current_password: 'guess-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Current password is wrong',
      details: [{ field: 'current_password', message: 'Current password is wrong' }],
    });
    const none = await update(here, { password: 'next-pass-1' });
    expect(none.json().details).toEqual([
      { field: 'current_password', message: 'Current password is wrong' },
    ]);
    const short = await update(here, { password: 'abc', current_password: TEST_PASSWORD });
    expect(short.json().details).toEqual([
      { field: 'password', message: 'Password must be atleast 5 characters' },
    ]);
    expect((await refresh(suite.app, elsewhere.refreshToken)).statusCode).toBe(200);

    const other = await signIn(suite.app, email);
    const done = await update(here, { password: 'next-pass-1', current_password: TEST_PASSWORD });
    expect(done.statusCode).toBe(200);
    expectNoSecrets(done.body);
    expect(done.body).not.toContain('next-pass-1');
    // This session stays; the others are signed out.
    expect((await refresh(suite.app, here.refreshToken)).statusCode).toBe(200);
    expect((await refresh(suite.app, other.refreshToken)).statusCode).toBe(401);
    const stale = await suite.app.inject({
      method: 'GET',
      url: `/api/users/${other.user.id}`,
      headers: other.headers,
    });
    expect(stale.json().code).toBe('TOKEN_EXPIRED');
    expect((await tryLogin(suite.app, email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(suite.app, email, 'next-pass-1')).user.email).toBe(email);
  });

  it.skipIf(skip)('needs a signed-in caller', async () => {
    const response = await suite.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update',
      payload: { first_name: 'Nobody' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });
});
